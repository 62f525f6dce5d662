import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { call, registerUser, type RegisteredUser } from '../../test/factories.ts';
import { invoices } from './tables.ts';

/** GET /invoices?limit=&cursor= (issue 32 §4): pages newest first, stable under inserts; the plain list without. */

let t: TestApp;
let user: RegisteredUser;
let sequence = 0;

async function invoiceOn(ownerId: number, day: string): Promise<number> {
  sequence += 1;
  const [row] = await t.app.database.db
    .insert(invoices)
    .values({
      ownerId,
      number: `T-${Date.now()}-${sequence}`,
      period: day.slice(0, 7),
      invoiceDate: day,
      periodStart: `${day.slice(0, 7)}-01`,
      periodEnd: day,
      lines: [],
      subtotalCents: 10_000,
      taxes: [],
      totalCents: 10_000,
      createdAt: t.clock.now(),
    })
    .returning({ id: invoices.id });
  return row!.id;
}

/** Newest first: by date, then by id. */
let ids: number[];

beforeAll(async () => {
  t = await createTestApp();
  user = await registerUser(t);
  const a = await invoiceOn(Number(user.user.user_id), '2026-07-31');
  const b = await invoiceOn(Number(user.user.user_id), '2026-09-30');
  const c = await invoiceOn(Number(user.user.user_id), '2026-08-31');
  // Two on one date: the id orders them.
  const d = await invoiceOn(Number(user.user.user_id), '2026-08-31');
  const e = await invoiceOn(Number(user.user.user_id), '2026-10-31');
  ids = [e, b, d, c, a];
});

afterAll(async () => {
  await t.close();
});

const get = (path: string, token = user.token) => call(t, 'GET', `/api/v2/invoices${path}`, { token });
const idsOf = (items: Array<{ id: number }>) => items.map((i) => i.id);

describe('cursor pages of invoices', () => {
  it('pages newest first to the end, each invoice once, an invoice added meanwhile moving nothing', async () => {
    const first = await get('?limit=2');
    expect(first.status).toBe(200);
    expect(idsOf(first.body.items)).toEqual(ids.slice(0, 2));
    await invoiceOn(Number(user.user.user_id), '2026-11-30');
    const second = await get(`?limit=2&cursor=${first.body.nextCursor}`);
    expect(idsOf(second.body.items)).toEqual(ids.slice(2, 4));
    const third = await get(`?limit=2&cursor=${second.body.nextCursor}`);
    expect(idsOf(third.body.items)).toEqual(ids.slice(4));
    expect(third.body.nextCursor).toBeNull();
  });

  it('keeps the plain list without limit and cursor, and refuses a cursor it did not give', async () => {
    const all = await get('');
    expect(Array.isArray(all.body)).toBe(true);
    expect(idsOf(all.body).slice(1)).toEqual(ids);
    const bad = await get('?cursor=nope');
    expect([bad.status, bad.body.error.code, Object.keys(bad.body.error.fields)]).toEqual([
      400,
      'InvalidParameterException',
      ['cursor'],
    ]);
    expect((await get('?limit=101')).status).toBe(400);
  });

  it('never pages another account’s invoices', async () => {
    const cursor = (await get('?limit=1')).body.nextCursor as string;
    const other = await registerUser(t);
    expect((await get(`?cursor=${cursor}`, other.token)).body).toEqual({ items: [], nextCursor: null });
  });
});
