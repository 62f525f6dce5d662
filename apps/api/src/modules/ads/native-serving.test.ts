import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { makePng, png, sendForm, type FormValues } from '../../test/creatives.ts';
import {
  call,
  createLineItem,
  createOrder,
  flightDates,
  loginUser,
  ORDER_TYPES,
  registerUser,
  type Json,
  type RegisteredUser,
} from '../../test/factories.ts';
import { addCardOnFile } from '../../test/payments.ts';

/**
 * Native creatives in the decision (issue 5): a slot of a native line item receives the creative laid out from its
 * template (spec §3: title, text, advertiser name, prefix, and the image when the template has one), linked to the
 * click beacon, every word the advertiser wrote escaped so the publisher's page runs nothing of theirs.
 */

const ADMIN = { email: 'staff@example.test', password: 'Staff-Pass1' };
/** The native templates of the embedded ad server's catalogue (data/natives.json), both 300x250. */
const WITH_IMAGE = 11900001;
const TEXT_ONLY = 11900002;

let t: TestApp;
let adminToken: string;

// An app per test: each test's campaign is the only one a slot can show.
beforeEach(async () => {
  t = await createTestApp({
    REVIEW_AUTO_APPROVE: 'true',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    PUBLIC_URL: 'https://ads.example.test',
  });
  adminToken = (await loginUser(t, ADMIN.email, ADMIN.password)).token;
});
afterEach(() => t.close());

/**
 * An approved native campaign in flight (from 00:00 today) of a new advertiser, whose one creative has these
 * native fields; answers the creative as created.
 */
async function liveNativeCampaign(nativeFormatId: number, fields: FormValues): Promise<Json> {
  const user: RegisteredUser = await registerUser(t);
  await addCardOnFile(t, user.token);
  const orderId = await createOrder(t, user, ORDER_TYPES.native);
  const lineItemId = await createLineItem(t, user, orderId, {
    units: 1000,
    ...flightDates(t, { startInDays: 0 }),
    creativePlaceholders: [{ size: { width: 1, height: 1 } }],
    nativeFormatId,
  });
  const created = await sendForm(t, 'POST', '/api/v2/gam/creatives', {
    token: user.token,
    values: { orderId, lineItemId, destinationUrl: 'https://advertiser.example.test/offer', ...fields },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const approved = await call(t, 'POST', `/api/v2/review/creatives/${created.body.id}/approve`, {
    token: adminToken,
  });
  expect(approved.status).toBe(200);
  const submitted = await call(t, 'POST', `/api/v2/gam/orders/${orderId}/submit-for-approval`, {
    token: user.token,
    body: { force: true },
  });
  expect(submitted.body).toEqual({ status: 'APPROVED' });
  return { ...created.body, lineItemId };
}

async function decide300x250(): Promise<Json> {
  const res = await fetch(`${t.url}/ads/v1/decide?sizes=300x250`);
  expect(res.status).toBe(200);
  return ((await res.json()) as Json).slots[0];
}

const escaped = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

describe('a native creative in the decision', () => {
  it('is laid out from its template: prefix, image, title, text and advertiser, linked to the click', async () => {
    const creative = await liveNativeCampaign(WITH_IMAGE, {
      name: 'Natif printemps',
      title: 'Les fraises sont arrivées',
      text: 'Cueillies ce matin à l’île d’Orléans.',
      adContentTitle: 'Ferme Tremblay',
      prefixText: 'Commandité par',
      asset: png(await makePng(300, 250)),
    });
    const slot = await decide300x250();
    expect(slot).toMatchObject({
      size: '300x250',
      width: 300,
      height: 250,
      creativeId: creative.id,
      lineItemId: creative.lineItemId,
    });
    const html: string = slot.html;
    expect(html.startsWith(`<a href="${escaped(slot.clickUrl)}"`), html).toBe(true);
    const parts = [
      'Commandité par',
      `<img src="https://ads.example.test/api/v2/assets/${creative.asset}"`,
      'Les fraises sont arrivées',
      'Cueillies ce matin à l’île d’Orléans.',
      'Ferme Tremblay',
    ].map((part) => html.indexOf(part));
    expect(
      parts.every((index) => index > 0),
      html,
    ).toBe(true);
    expect([...parts].sort((a, b) => a - b)).toEqual(parts);
    expect(html).not.toContain('<script');
  });

  it('shows no image for a text template, and escapes what the advertiser wrote', async () => {
    const title = '<img src=x onerror="alert(1)">Soldes';
    await liveNativeCampaign(TEXT_ONLY, {
      name: 'Natif texte',
      title,
      text: 'Tout à 50 % & plus',
      adContentTitle: 'Boutique "Chez Léa"',
    });
    const { html } = await decide300x250();
    expect(html).toContain(escaped(title));
    expect(html).toContain('Tout à 50 % &amp; plus');
    expect(html).toContain('Boutique &quot;Chez Léa&quot;');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('onerror="');
  });

  it('is the same in the serialized answer as in the port’s decision', async () => {
    await liveNativeCampaign(WITH_IMAGE, {
      name: 'Natif "guillemets"',
      title: 'Été \\ hiver\u2028<b>& </b>',
      text: 'Ligne\nsuivante\t"citée"',
      adContentTitle: 'Ferme',
      prefixText: 'Commandité par',
      asset: png(await makePng(300, 250)),
    });
    const overHttp = await decide300x250();
    const [fromPort] = await t.app.adServer.serving!.decide(
      { sizes: ['300x250'], visitorId: crypto.randomUUID(), region: null, segmentIds: [], pageUrl: null },
      { publicUrl: 'https://ads.example.test' },
    );
    // Two decisions: only their ids differ.
    const withoutIds = (slot: unknown) =>
      JSON.parse(JSON.stringify(slot).replace(/\/ads\/v1\/([ic])\/[\w.-]+/g, '/ads/v1/$1/ID'));
    expect(withoutIds(overHttp)).toEqual(withoutIds(fromPort));
    expect(overHttp.html).toContain('Été \\ hiver\u2028&lt;b&gt;&amp; &lt;/b&gt;');
  });
});
