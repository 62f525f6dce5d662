import { calendarDate } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  call,
  createLineItem,
  createOrder,
  registerUser,
  STRONG_PASSWORD,
  type Json,
  type RegisteredUser,
} from '../../test/factories.ts';
import { setRole } from '../../test/creatives.ts';
import { addCardOnFile } from '../../test/payments.ts';
import { liveCampaign } from '../../test/ads.ts';

/**
 * The audit trail over HTTP (issue 16): each kind of write leaves one entry with the actor, the subject account,
 * the changed fields' old and new values (never a password or card data) and the request id; a refused write leaves
 * none and changes nothing; an account never sees another's entries; staff see every account's.
 */

let t: TestApp;
let owner: RegisteredUser;
let other: RegisteredUser;
let admin: RegisteredUser;

const history = async (user: { token: string }, query = '') =>
  (await call(t, 'GET', `/api/v2/audit${query}`, { token: user.token })).body;
const latest = async (user: { token: string }, query = '') => (await history(user, query)).items[0] as Json;
const changeOf = (entry: Json, field: string) =>
  entry.changes.find((c: { field: string }) => c.field === field);

beforeAll(async () => {
  t = await createTestApp({ MIN_ORDER_VALUE: '0' });
  owner = await registerUser(t, { firstName: 'Léa', lastName: 'Roy' });
  other = await registerUser(t);
  admin = await registerUser(t);
  await setRole(t, admin.user.user_id, 'admin');
});
afterAll(() => t.close());

describe('names instead of numbers (issue 31 §24)', () => {
  it('names each entry’s object by its last name, a line item by its campaign, and the account by its holder', async () => {
    const orderId = await createOrder(t, owner, { name: 'Nommée', notes: '' });
    await call(t, 'PUT', `/api/v2/gam/orders/${orderId}`, {
      token: owner.token,
      body: { name: 'Renommée', notes: '' },
    });
    await createLineItem(t, owner, orderId);
    const items = (await history(owner, `?orderId=${orderId}`)).items as Json[];
    const created = items.find((e) => e.operation === 'order.create');
    // The name the campaign has now, on its creation's entry too.
    expect(created).toMatchObject({ objectName: 'Renommée', orderName: 'Renommée' });
    const lineItem = items.find((e) => e.operation === 'lineItem.create');
    expect(lineItem).toMatchObject({
      objectName: null,
      orderName: 'Renommée',
      subjectAccountName: 'Léa Roy',
    });
    const staff = (
      await call(t, 'GET', `/api/v2/admin/audit?accountId=${owner.user.user_id}`, { token: admin.token })
    ).body.items as Json[];
    expect(staff.every((e) => e.subjectAccountName === 'Léa Roy')).toBe(true);

    // A duplicate names its source campaign, not its number.
    const copy = await call(t, 'POST', `/api/v2/gam/orders/${orderId}/duplicate`, {
      token: owner.token,
      body: {},
    });
    expect(copy.status).toBeLessThan(300);
    const duplicated = (await latest(owner, '?objectType=order')) as Json;
    expect(changeOf(duplicated, 'duplicatedFrom').after).toBe(orderId);
    expect(duplicated.campaignNames).toEqual({ [String(orderId)]: 'Renommée' });
  });
});

describe('entries of each kind of write', () => {
  it('records a campaign created and renamed, with old and new values, the actor and the request id', async () => {
    const orderId = await createOrder(t, owner, { name: 'Printemps', notes: 'a' });
    const created = await latest(owner);
    expect(created).toMatchObject({
      operation: 'order.create',
      objectType: 'order',
      objectId: String(orderId),
      subjectAccountId: owner.user.user_id,
      actor: { userId: owner.user.user_id, email: owner.email, firstName: 'Léa', lastName: 'Roy' },
    });
    const res = await call(t, 'PUT', `/api/v2/gam/orders/${orderId}`, {
      token: owner.token,
      body: { name: 'Été', notes: 'a' },
      headers: { 'x-request-id': 'req-rename-1' },
    });
    expect(res.status).toBe(200);
    const renamed = await latest(owner);
    expect(renamed).toMatchObject({ operation: 'order.update', requestId: 'req-rename-1' });
    expect(renamed.changes).toEqual([{ field: 'name', before: 'Printemps', after: 'Été' }]);
  });

  it('records a line item added and changed (only the changed fields)', async () => {
    const orderId = await createOrder(t, owner);
    const lineItemId = await createLineItem(t, owner, orderId, { units: 10_000 });
    expect(await latest(owner)).toMatchObject({ operation: 'lineItem.create', objectId: String(lineItemId) });
    const order = (await call(t, 'GET', `/api/v2/gam/orders/${orderId}`, { token: owner.token })).body;
    const li = order.lineItems[0];
    const res = await call(t, 'PUT', '/api/v2/gam/line-items', {
      token: owner.token,
      body: {
        orderId,
        lineItemId,
        units: 20_000,
        unitType: 'IMPRESSIONS',
        startDateTime: li.startDateTime,
        endDateTime: li.endDateTime,
        frequencyCaps: [],
        creativePlaceholders: li.creativePlaceholders,
      },
    });
    expect(res.status).toBe(200);
    const entry = await latest(owner);
    expect(entry.operation).toBe('lineItem.update');
    expect(entry.changes).toEqual([{ field: 'units', before: 10_000, after: 20_000 }]);
    // The campaign's history holds its line items' changes too.
    const campaign = await history(owner, `?orderId=${orderId}`);
    expect(campaign.items.map((e: Json) => e.operation)).toEqual([
      'lineItem.update',
      'lineItem.create',
      'order.create',
    ]);
    expect(campaign.items.every((e: Json) => e.orderId === String(orderId))).toBe(true);
  });

  it('records profile changes with only the changed fields', async () => {
    await call(t, 'PUT', '/api/v2/user/personal', {
      token: owner.token,
      body: { firstName: 'Léa', lastName: 'Roy-Dubé' },
    });
    const entry = await latest(owner);
    expect(entry).toMatchObject({ operation: 'user.personal', objectType: 'user' });
    expect(entry.changes).toEqual([{ field: 'lastName', before: 'Roy', after: 'Roy-Dubé' }]);
  });

  it('records a password change without any value, and a card saved without card data', async () => {
    const user = await registerUser(t);
    const res = await call(t, 'PUT', '/api/v2/user/password', {
      token: user.token,
      body: { currentPassword: STRONG_PASSWORD, newPassword: 'Nouveau2026x' },
    });
    expect(res.status).toBe(200);
    const token = res.body.jwtToken;
    const entry = await latest({ token });
    expect(entry).toMatchObject({ operation: 'user.password', changes: [] });
    await addCardOnFile(t, token);
    const card = await latest({ token });
    expect(card).toMatchObject({ operation: 'paymentMethod.save', objectType: 'paymentMethod', changes: [] });
    const raw = JSON.stringify(await history({ token }));
    expect(raw).not.toMatch(/Nouveau2026x|Campagne2025|4242|vault/i);
  });

  it('records a segment and a conversion pixel', async () => {
    const segment = await call(t, 'POST', '/api/v2/segments/personalized_segments/', {
      token: owner.token,
      body: { name: 'Visiteurs', description: '' },
    });
    expect(await latest(owner)).toMatchObject({
      operation: 'segment.create',
      objectId: String(segment.body.id),
    });
    await call(t, 'POST', '/api/v2/conversions/', {
      token: owner.token,
      body: { name: 'Achat', type: 'custom', impressionsLookbackDays: 7, clicksLookbackDays: 7 },
    });
    const pixel = await latest(owner);
    expect(pixel.operation).toBe('conversionPixel.create');
    expect(changeOf(pixel, 'name')).toEqual({ field: 'name', before: null, after: 'Achat' });
  });

  it('records a staff action on the account it acts on, with the staff member as actor', async () => {
    const target = await registerUser(t);
    await call(t, 'PUT', `/api/v2/admin/users/${target.user.user_id}/role`, {
      token: admin.token,
      body: { role: 'Editor' },
    });
    const entry = await latest(target);
    expect(entry).toMatchObject({
      operation: 'user.role',
      subjectAccountId: target.user.user_id,
      actor: { userId: admin.user.user_id },
      changes: [{ field: 'role', before: 'user', after: 'editor' }],
    });
  });
});

describe('entries of staff decisions', () => {
  it("records a creative added, and an approval by staff on the advertiser's account", async () => {
    const live = await liveCampaign(t, { approve: false });
    const creative = (await history(live.user, `?orderId=${live.orderId}&objectType=creative`)).items[0];
    expect(creative).toMatchObject({ operation: 'creative.create', orderId: String(live.orderId) });
    expect(changeOf(creative, 'size')).toEqual({ field: 'size', before: null, after: '300x250' });
    const submitted = await call(t, 'POST', `/api/v2/gam/orders/${live.orderId}/submit-for-approval`, {
      token: live.user.token,
      body: { force: true },
    });
    expect(submitted.body).toEqual({ status: 'PENDING_APPROVAL' });
    expect(await latest(live.user)).toMatchObject({
      operation: 'order.submit',
      changes: [{ field: 'status', before: 'DRAFT', after: 'PENDING_APPROVAL' }],
    });
    await call(t, 'POST', `/api/v2/review/orders/${live.orderId}/approve`, { token: admin.token, body: {} });
    expect(await latest(live.user)).toMatchObject({
      operation: 'order.approve',
      subjectAccountId: live.user.user.user_id,
      actor: { userId: admin.user.user_id },
      changes: [{ field: 'status', before: 'PENDING_APPROVAL', after: 'APPROVED' }],
    });
  });
});

describe('no entry without its change', () => {
  it('writes nothing when the write is refused', async () => {
    const before = (await history(owner)).total;
    const refused = await call(t, 'PUT', '/api/v2/user/company', {
      token: owner.token,
      body: { company: 'ACME', role: 'x', country: 'CA', province: 'QC', phone: '514', phoneExt: '' },
    });
    expect(refused.status).toBe(400);
    const duplicate = await call(t, 'POST', '/api/v2/gam/orders', {
      token: owner.token,
      body: { name: 'Été', notes: '', typeId: 4470001, customFieldId: 12601 },
    });
    expect(duplicate.body.error.code).toBe('ORDER_NOT_UNIQUE');
    expect((await history(owner)).total).toBe(before);
  });
});

describe('who sees which entries', () => {
  it("never shows an account another's entries, even asked by object id", async () => {
    const mine = await latest(owner, '?objectType=order');
    const theirs = await history(other, `?objectType=order&objectId=${mine.objectId}`);
    expect(theirs).toMatchObject({ items: [], total: 0 });
  });

  it('filters by object and by date, and pages', async () => {
    const orders = await history(owner, '?objectType=order&pageSize=1');
    expect(orders.items).toHaveLength(1);
    expect(orders.total).toBeGreaterThanOrEqual(2);
    expect(orders.items[0].objectType).toBe('order');
    const today = calendarDate(t.clock.now(), 'America/Toronto');
    expect((await history(owner, `?from=2000-01-01&to=2000-01-31`)).total).toBe(0);
    expect((await history(owner, `?from=${today}`)).total).toBeGreaterThan(0);
    const bad = await call(t, 'GET', '/api/v2/audit?objectType=nothing', { token: owner.token });
    expect(bad.status).toBe(400);
  });

  it('lets staff read every account, or one, and refuses others GET /admin/audit', async () => {
    const all = await call(t, 'GET', '/api/v2/admin/audit?pageSize=100', { token: admin.token });
    const accounts = new Set(all.body.items.map((e: Json) => e.subjectAccountId));
    expect(accounts.has(owner.user.user_id)).toBe(true);
    const one = await call(t, 'GET', `/api/v2/admin/audit?accountId=${owner.user.user_id}`, {
      token: admin.token,
    });
    expect(one.body.items.every((e: Json) => e.subjectAccountId === owner.user.user_id)).toBe(true);
    expect((await call(t, 'GET', '/api/v2/admin/audit', { token: owner.token })).status).toBe(403);
  });
});
