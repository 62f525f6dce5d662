// An API key's authentication against an access token's (issue 32 §1's budget: GET /api/v2/user/ with a key ≥ 90 %
// of the same call with a token, same run): both are read from the process's memory while nothing changed (the
// user cache, decision 0010), the key by its SHA-256. Runs alternate token and key so that a noisy machine weighs
// on both; the bare Fastify route is measured beside them for the usual share.
//   node --max-semi-space-size=32 --import tsx bench/api-keys.ts [--duration 5] [--connections 50] [--runs 5]
// Uses DATABASE_URL when set (a fresh PostgreSQL database, dropped at the end), else an in-memory PGlite.
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { createTestApp } from '../apps/api/src/test/app.ts';
import { call, registerUser } from '../apps/api/src/test/factories.ts';
import { loadAverage, loadOptions, loadSettings, median, medianLine } from './common.ts';
import { measure, type Measure } from './load.ts';

const { values } = parseArgs({ options: loadOptions({ duration: 5, connections: 50, runs: 5 }) });
const { duration, connections, runs } = loadSettings(values);

const t = await createTestApp({ LOG_LEVEL: 'silent' });
const user = await registerUser(t);
const made = await call(t, 'POST', '/api/v2/user/api-keys', {
  token: user.token,
  body: { name: 'Bench', scope: 'read' },
});
if (made.status !== 201) throw new Error(`key: ${made.status}`);
const key = made.body.key as string;
// An access token lives 15 minutes: long enough for the default runs (5 × 3 targets × 5 s).
const bare = Fastify();
bare.get('/bare', async () => ({ ok: true }));
const bareAddress = await bare.listen({ port: 0, host: '127.0.0.1' });

const targets: [string, string, string][] = [
  ['bare route', `${bareAddress}/bare`, user.token],
  ['GET /user/ with a token', `${t.url}/api/v2/user/`, user.token],
  ['GET /user/ with an API key', `${t.url}/api/v2/user/`, key],
];
for (const [, url, credential] of targets) {
  const res = await fetch(url, { headers: { authorization: `Bearer ${credential}` } });
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
}
console.log(`db: ${t.app.database.kind}, load ${loadAverage()}`);
const rows = new Map<string, Measure[]>();
for (let run = 0; run < runs; run += 1) {
  for (const [name, url, credential] of run % 2 === 0 ? targets : [...targets].reverse()) {
    const m = await measure(url, {
      connections,
      duration,
      headers: { authorization: `Bearer ${credential}` },
    });
    rows.set(name, [...(rows.get(name) ?? []), m]);
  }
}
const rps = (name: string) => median(rows.get(name)!.map((m) => m.rps));
console.log(`connections: ${connections}, ${duration}s x ${runs} runs (medians), load ${loadAverage()}`);
for (const [name, measures] of rows) {
  console.log(
    medianLine(name, measures, `${((rps(name) / rps('bare route')) * 100).toFixed(1)} % of bare`, 28),
  );
}
const share = rps('GET /user/ with an API key') / rps('GET /user/ with a token');
console.log(`key / token: ${(share * 100).toFixed(1)} % (budget ≥ 90 %)`);
await bare.close();
await t.close();
