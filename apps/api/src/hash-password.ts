import { createInterface } from 'node:readline/promises';
import { hashPassword } from './platform/auth/passwords.ts';

/**
 * `npm run hash-password [-- <password>]`: prints the argon2id hash of a password (read from the argument, else
 * from standard input), for AGENCY_CONSOLE_PASSWORD_HASH (issue 16).
 */
async function main(): Promise<void> {
  let password = process.argv[2];
  if (!password) {
    const rl = createInterface({ input: process.stdin, output: process.stderr });
    password = await rl.question('Password: ');
    rl.close();
  }
  if (!password) {
    process.stderr.write('No password given\n');
    process.exitCode = 1;
    return;
  }
  process.stdout.write(`${await hashPassword(password)}\n`);
}

await main();
