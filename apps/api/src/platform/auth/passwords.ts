import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** argon2id with the OWASP minimum (architecture.md): m=19456 KiB, t=2, p=1. */
const ARGON2ID = 2 as Algorithm;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Whether `password` matches `passwordHash`. Without a hash (unknown e-mail) a dummy hash is checked anyway, so a
 * login takes as long whether the account exists or not.
 */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  const target = passwordHash ?? (await (dummyHash ??= hashPassword('dummy-password-for-timing')));
  try {
    const ok = await verify(target, password);
    return ok && passwordHash !== undefined;
  } catch {
    return false;
  }
}
