// Development: the API on :3000 (restarted on change) and Vite on :5173 with its proxy to the API.
import { spawn } from 'node:child_process';

const run = (cmd, args, env = {}) =>
  spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env }, shell: false });

const children = [
  run('node', ['--import', 'tsx', '--watch', 'apps/api/src/main.ts'], { NODE_ENV: 'development' }),
  run('npx', ['vite', '--config', 'apps/web/vite.config.ts', 'apps/web']),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', (code) => code && stop()));
