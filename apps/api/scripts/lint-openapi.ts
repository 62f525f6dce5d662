// `npm run lint:openapi` (issue 32 §2): the document the server serves at /api/v2/openapi.json, taken from
// buildServer (an in-memory database, nothing on a port), linted by Redocly with its `recommended` rules
// (redocly.yaml; .redocly.lint-ignore.yaml holds the spec's four paths that end with a slash).
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { servedOpenApiDocument } from '../src/openapi-document.ts';

const root = path.resolve(import.meta.dirname, '../../..');
// Where the ignore file's entries point (a path relative to the repository's root, outside git and prettier).
const file = path.join(root, 'node_modules/.cache/portal-openapi/openapi.json');

mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, JSON.stringify(await servedOpenApiDocument(), null, 2));
const lint = spawnSync(
  process.execPath,
  [
    path.join(root, 'node_modules/@redocly/cli/bin/cli.js'),
    'lint',
    path.relative(root, file),
    '--config',
    'redocly.yaml',
    '--format',
    process.env.CI ? 'stylish' : 'summary',
  ],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  },
);
process.exit(lint.status ?? 1);
