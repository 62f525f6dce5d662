// How soon a webhook reaches its receiver after its event (issue 32 §6's budget: within 5 s on an idle portal). The
// portal polls its job queue as in production (JOBS_POLL_MS 5000, the default); an event wakes the queue at its
// commit (pg_notify on PostgreSQL, the delivery row's insert on PGlite). A receiver on 127.0.0.1
// (WEBHOOK_ALLOW_LOOPBACK) times each approval's delivery from the approval's answer, and from its request.
//   node --import tsx bench/webhooks.ts [--events 20]
// Uses DATABASE_URL when set (a fresh PostgreSQL database, dropped at the end), else an in-memory PGlite.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../apps/api/src/test/app.ts';
import {
  attachApprovedCreative,
  call,
  createLineItem,
  createOrder,
  registerUser,
} from '../apps/api/src/test/factories.ts';
import { addCardOnFile } from '../apps/api/src/test/payments.ts';
import { users } from '../apps/api/src/platform/db/schema.ts';
import { loadAverage } from './common.ts';

const { values } = parseArgs({ options: { events: { type: 'string', default: '20' } } });
const events = Number(values.events);

const arrivals = new Map<number, number>();
const receiver = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    const at = performance.now();
    arrivals.set((JSON.parse(body) as { data: { orderId: number } }).data.orderId, at);
    res.end('ok');
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;

const t = await createTestApp({ LOG_LEVEL: 'silent', JOBS_POLL_MS: '5000', WEBHOOK_ALLOW_LOOPBACK: 'true' });
const staff = await registerUser(t);
await t.app.database.db
  .update(users)
  .set({ role: 'editor' })
  .where(eq(users.id, Number(staff.user.user_id)));
const user = await registerUser(t);
await addCardOnFile(t, user.token);
const made = await call(t, 'POST', '/api/v2/webhooks/endpoints', {
  token: user.token,
  body: { url: receiverUrl, events: ['order.approved'] },
});
if (made.status !== 201) throw new Error(`endpoint: ${made.status} ${JSON.stringify(made.body)}`);
const orders: number[] = [];
for (let i = 0; i < events; i += 1) {
  const orderId = await createOrder(t, user, { name: `Bench ${i}` });
  const lineItemId = await createLineItem(t, user, orderId);
  await attachApprovedCreative(t, user, orderId, lineItemId);
  const submitted = await call(t, 'POST', `/api/v2/gam/orders/${orderId}/submit-for-approval`, {
    token: user.token,
    body: { force: false },
  });
  if (submitted.status !== 200) throw new Error(`submit: ${submitted.status}`);
  orders.push(orderId);
}
console.log(`db: ${t.app.database.kind}, ${events} approvals, load ${loadAverage()}`);
const fromAnswer: number[] = [];
const fromRequest: number[] = [];
for (const orderId of orders) {
  // An idle portal: nothing under way between two events.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const sent = performance.now();
  const approved = await call(t, 'POST', `/api/v2/review/orders/${orderId}/approve`, { token: staff.token });
  const answered = performance.now();
  if (approved.status !== 200) throw new Error(`approve: ${approved.status}`);
  const deadline = Date.now() + 10_000;
  while (!arrivals.has(orderId) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 2));
  const at = arrivals.get(orderId);
  if (at === undefined) throw new Error(`order ${orderId}: no delivery within 10 s`);
  fromAnswer.push(Math.max(0, at - answered));
  fromRequest.push(at - sent);
}
const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
const line = (name: string, list: number[]) => {
  const s = sorted(list);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))]!.toFixed(1);
  console.log(`${name.padEnd(34)} median ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${s.at(-1)!.toFixed(1)} ms`);
};
line('delivered after the approval answer', fromAnswer);
line('delivered after the approval request', fromRequest);
console.log(`budget: 5000 ms; load ${loadAverage()}`);
await t.close();
receiver.close();
