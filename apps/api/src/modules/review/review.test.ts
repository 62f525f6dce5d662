import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { calendarDate } from '@portal/domain';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  attachApprovedCreative,
  call,
  createLineItem,
  createOrder,
  lineItemBody,
  readMails,
  registerUser,
  type RegisteredUser,
} from '../../test/factories.ts';
import { addCardOnFile } from '../../test/payments.ts';
import { paymentSandboxPreAuthorizations } from '../../adapters/payments/sandbox/tables.ts';
import { users } from '../../platform/db/schema.ts';

let t: TestApp;
let staff: RegisteredUser;
beforeAll(async () => {
  t = await createTestApp();
  staff = await registerUser(t, { firstName: 'Sam', lastName: 'Réviseur' });
  // Roles are compared case-insensitively.
  await t.app.database.db
    .update(users)
    .set({ role: 'Editor' })
    .where(eq(users.id, Number(staff.user.user_id)));
});
afterAll(async () => t.close());

const submit = (user: RegisteredUser, orderId: number) =>
  call(t, 'POST', `/api/v2/gam/orders/${orderId}/submit-for-approval`, {
    token: user.token,
    body: { force: false },
  });
const getOrder = (user: RegisteredUser, id: number) =>
  call(t, 'GET', `/api/v2/gam/orders/${id}`, { token: user.token });
const queue = (user: RegisteredUser = staff) =>
  call(t, 'GET', '/api/v2/review/orders', { token: user.token });
const approve = (id: number, user: RegisteredUser = staff) =>
  call(t, 'POST', `/api/v2/review/orders/${id}/approve`, { token: user.token });
const disapprove = (id: number, reason: unknown, user: RegisteredUser = staff) =>
  call(t, 'POST', `/api/v2/review/orders/${id}/disapprove`, { token: user.token, body: { reason } });
const preAuthorizationsOf = (orderId: number) =>
  t.app.database.db
    .select()
    .from(paymentSandboxPreAuthorizations)
    .where(like(paymentSandboxPreAuthorizations.idempotencyKey, `order-${orderId}-%`));

/** An advertiser's order submitted for approval. */
async function submittedOrder(opts: { locale?: 'fr' | 'en'; name?: string } = {}) {
  const user = await registerUser(t, { locale: opts.locale, firstName: 'Alex', lastName: 'Gagnon' });
  await addCardOnFile(t, user.token);
  const orderId = await createOrder(t, user, opts.name ? { name: opts.name } : {});
  const lineItemId = await createLineItem(t, user, orderId);
  await attachApprovedCreative(t, user, orderId, lineItemId);
  expect((await submit(user, orderId)).status).toBe(200);
  return { user, orderId, lineItemId };
}

describe('review of orders', () => {
  it('answers 403 to an advertiser on every review call', async () => {
    const { user, orderId } = await submittedOrder();
    expect((await queue(user)).status).toBe(403);
    expect((await approve(orderId, user)).status).toBe(403);
    const refused = await disapprove(orderId, '', user);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('FORBIDDEN');
    expect((await getOrder(user, orderId)).body.status).toBe('PENDING_APPROVAL');
  });

  it('lists pending orders with their owner, oldest submission first', async () => {
    const { user, orderId } = await submittedOrder({ name: 'En attente' });
    const res = await queue();
    expect(res.status).toBe(200);
    const entry = res.body.find((o: { id: number }) => o.id === orderId);
    expect(entry).toMatchObject({
      id: orderId,
      cleanName: 'En attente',
      status: 'PENDING_APPROVAL',
      owner: { userId: Number(user.user.user_id), email: user.email, firstName: 'Alex', lastName: 'Gagnon' },
      submittedAt: expect.any(String),
      lineItems: [{ status: 'PENDING_APPROVAL' }],
    });
    const ids = res.body.map((o: { id: number }) => o.id);
    const drafts = await createOrder(t, user);
    expect((await queue()).body.map((o: { id: number }) => o.id)).not.toContain(drafts);
    expect(ids.indexOf(orderId)).toBe(ids.length - 1);
  });

  it('approves: order APPROVED, line items READY, out of the queue; a second decision is refused', async () => {
    const { user, orderId } = await submittedOrder();
    const res = await approve(orderId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'APPROVED' });
    const order = (await getOrder(user, orderId)).body;
    expect(order.status).toBe('APPROVED');
    expect(order.lineItems.map((li: { status: string }) => li.status)).toEqual(['READY']);
    expect((await queue()).body.map((o: { id: number }) => o.id)).not.toContain(orderId);
    const again = await approve(orderId);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('ORDER_NOT_EDITABLE');
    expect((await disapprove(orderId, 'Trop tard')).status).toBe(409);
  });

  it('e-mails the approval in the advertiser’s language, with the day its dates begin', async () => {
    const fr = await submittedOrder({ locale: 'fr', name: 'Rentrée' });
    const en = await submittedOrder({ locale: 'en', name: 'Back to school' });
    await approve(fr.orderId);
    await approve(en.orderId);
    const mails = await readMails(t);
    const start = (await getOrder(fr.user, fr.orderId)).body.startDateTime;
    const startDate = calendarDate(start, 'America/Toronto');
    expect(new Date(start).getTime()).toBeGreaterThan(t.clock.now().getTime());
    const french = mails.find((m) => m.to === fr.user.email && m.subject.includes('approuvée'));
    expect(french?.subject).toContain('Votre campagne «\u00a0Rentrée\u00a0» est approuvée');
    expect(french?.text).toContain(`Sa diffusion commencera le ${startDate}`);
    expect(french?.text).toContain(`/fr/guichet/campagnes/${fr.orderId}/detail/campagne/`);
    const english = mails.find((m) => m.to === en.user.email && m.subject.includes('approved'));
    expect(english?.subject).toContain('Your campaign "Back to school" is approved');
    expect(english?.text).toContain(`It will start delivering on ${startDate}`);
    expect(english?.text).toContain(`/en/hub/orders/${en.orderId}/detail/order/`);
    // A disapproval is no approval: nothing of the kind reached the refused advertiser.
    const refused = await submittedOrder({ locale: 'en', name: 'Refused' });
    await disapprove(refused.orderId, 'No');
    expect(
      (await readMails(t)).filter((m) => m.to === refused.user.email && /approved$/.test(m.subject)),
    ).toEqual([]);
  });

  it('lets an admin review too', async () => {
    const admin = await registerUser(t);
    await t.app.database.db
      .update(users)
      .set({ role: 'ADMIN' })
      .where(eq(users.id, Number(admin.user.user_id)));
    const { orderId } = await submittedOrder();
    expect((await approve(orderId, admin)).body).toEqual({ status: 'APPROVED' });
  });

  it('disapproves with a reason shown on the order and e-mailed in English to an English advertiser', async () => {
    const { user, orderId } = await submittedOrder({ locale: 'en', name: 'Fall sale' });
    const res = await disapprove(orderId, 'The landing page is broken.');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'DISAPPROVED' });
    const order = (await getOrder(user, orderId)).body;
    expect(order).toMatchObject({ status: 'DISAPPROVED', disapprovalReason: 'The landing page is broken.' });
    expect(order.lineItems.map((li: { status: string }) => li.status)).toEqual(['DISAPPROVED']);
    const mail = (await readMails(t)).find((m) => m.to === user.email);
    expect(mail?.subject).toContain('Your campaign "Fall sale" was not approved');
    expect(mail?.text).toContain('The landing page is broken.');
    expect(mail?.text).toContain(`/en/hub/orders/${orderId}/detail/order/`);
  });

  it('e-mails a French advertiser in French', async () => {
    const { user, orderId } = await submittedOrder({ locale: 'fr', name: 'Soldes' });
    await disapprove(orderId, 'Image floue');
    const mail = (await readMails(t)).find((m) => m.to === user.email);
    expect(mail?.subject).toContain('Votre campagne «\u00a0Soldes\u00a0» n’a pas été approuvée');
    expect(mail?.text).toContain('Image floue');
    expect(mail?.text).toContain(`/fr/guichet/campagnes/${orderId}/detail/campagne/`);
  });

  it("e-mails in the language of the advertiser's last session: registered in French, signed in in English", async () => {
    const { user, orderId } = await submittedOrder({ locale: 'fr', name: 'Bilingue' });
    const login = await call(t, 'POST', '/api/v2/auth/cognito/login', {
      body: { email: user.email, password: user.password },
      headers: { language: 'en' },
    });
    expect(login.status).toBe(200);
    await disapprove(orderId, 'Blurry picture');
    const mail = (await readMails(t)).find((m) => m.to === user.email);
    expect(mail?.subject).toContain('Your campaign "Bilingue" was not approved');
    expect(mail?.text).toContain(`/en/hub/orders/${orderId}/detail/order/`);
  });

  it('releases the budget held at a disapproval; after an edit, a new submission holds it again', async () => {
    const { user, orderId, lineItemId } = await submittedOrder();
    await disapprove(orderId, 'Budget trop élevé pour ce ciblage');
    expect((await preAuthorizationsOf(orderId)).map((p) => p.status)).toEqual(['VOIDED']);

    const edited = await call(t, 'PUT', '/api/v2/gam/line-items', {
      token: user.token,
      body: lineItemBody(t, orderId, { lineItemId, units: 60_000 }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.lineItems[0].status).toBe('DRAFT');
    expect((await submit(user, orderId)).body).toEqual({ status: 'PENDING_APPROVAL' });
    const held = await preAuthorizationsOf(orderId);
    expect(held.map((p) => [p.status, p.amountCents]).sort()).toEqual([
      ['PREAUTHORIZED', 18_000],
      ['VOIDED', 15_000],
    ]);
    // The reason belongs to the refused submission.
    expect((await getOrder(user, orderId)).body.disapprovalReason).toBeNull();
  });

  it('requires a reason to disapprove', async () => {
    const { orderId } = await submittedOrder();
    const res = await disapprove(orderId, '   ');
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toHaveProperty('reason');
  });

  it('names each line item’s audiences in the language, in the queue and in the whole campaign (issue 31 §17)', async () => {
    const { user, orderId, lineItemId } = await submittedOrder({ name: 'Auditoires' });
    // Back to draft to target audiences, then submitted again.
    await disapprove(orderId, 'Ciblage');
    const own = await call(t, 'POST', '/api/v2/segments/personalized_segments/', {
      token: user.token,
      body: { name: 'Clients fidèles' },
    });
    const edited = await call(t, 'PUT', '/api/v2/gam/line-items', {
      token: user.token,
      body: lineItemBody(t, orderId, {
        lineItemId,
        frequencyCaps: [{ maxImpressions: 3, numTimeUnits: 1, timeUnit: 'DAY' }],
        targeting: {
          geoTargeting: { targetedLocations: [], excludedLocations: [] },
          customTargeting: [448100016, own.body.id],
        },
      }),
    });
    expect(edited.status).toBe(200);
    expect((await submit(user, orderId)).status).toBe(200);
    for (const [language, wine] of [
      ['fr', 'Vins et spiritueux'],
      ['en', 'Wine and spirits'],
    ] as const) {
      const listed = await call(t, 'GET', '/api/v2/review/orders', {
        token: staff.token,
        headers: { language },
      });
      const entry = listed.body.find((o: { id: number }) => o.id === orderId);
      expect(entry.lineItems[0].customTargetingNames).toEqual([
        { id: 448100016, name: wine },
        { id: own.body.id, name: 'Clients fidèles' },
      ]);
      expect(entry.lineItems[0].frequencyCaps).toEqual([
        { maxImpressions: 3, numTimeUnits: 1, timeUnit: 'DAY' },
      ]);
    }
    // The whole campaign, for staff, whatever its status: after approval too.
    expect((await approve(orderId)).status).toBe(200);
    const whole = await call(t, 'GET', `/api/v2/review/orders/${orderId}`, { token: staff.token });
    expect(whole.status).toBe(200);
    expect(whole.body).toMatchObject({ id: orderId, status: 'APPROVED', cleanName: 'Auditoires' });
    expect(whole.body.owner.email).toBe(user.email);
    expect(whole.body.lineItems[0].customTargetingNames).toHaveLength(2);
    // Not to the advertiser, and 404 for an order that does not exist.
    expect((await call(t, 'GET', `/api/v2/review/orders/${orderId}`, { token: user.token })).status).toBe(
      403,
    );
    const none = await call(t, 'GET', '/api/v2/review/orders/999999999', { token: staff.token });
    expect(none.status).toBe(404);
    expect(none.body.error.code).toBe('NOT_FOUND');
  });

  it('answers 404 for an order that does not exist', async () => {
    expect((await approve(999_999_999)).status).toBe(404);
    expect((await disapprove(999_999_999, 'Non')).status).toBe(404);
    expect((await approve(Number.NaN)).status).toBe(404);
  });
});
