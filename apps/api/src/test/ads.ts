import { expect } from 'vitest';
import type { TestApp } from './app.ts';
import {
  attachApprovedCreative,
  call,
  createLineItem,
  createOrder,
  DAY,
  loginUser,
  MINUTE,
  registerUser,
  type Json,
  type RegisteredUser,
} from './factories.ts';
import { addCardOnFile } from './payments.ts';

/** Serving factories (issue 5): live campaigns, decisions and beacons over real HTTP. */

export const QUEBEC = {
  id: 20123,
  type: 'PROVINCE',
  canonicalParentId: 2124,
  countryCode: 'CA',
  regionId: 'CA-QC',
  name: 'Québec',
};
export const ONTARIO = { ...QUEBEC, id: 20121, regionId: 'CA-ON', name: 'Ontario' };
export const CANADA = {
  id: 2124,
  type: 'COUNTRY',
  canonicalParentId: null,
  countryCode: 'CA',
  regionId: null,
  name: 'Canada',
};

export interface Live {
  user: RegisteredUser;
  orderId: number;
  lineItemId: number;
}

/**
 * An approved campaign (submitted with REVIEW_AUTO_APPROVE) whose flight starts tomorrow and lasts `days` days; the
 * test moves the clock into the flight with `intoFlight`.
 */
export async function liveCampaign(
  t: TestApp,
  opts: {
    size?: { width: number; height: number };
    overrides?: Record<string, unknown>;
    approve?: boolean;
  } = {},
): Promise<Live> {
  const size = opts.size ?? { width: 300, height: 250 };
  const user = await registerUser(t);
  await addCardOnFile(t, user.token);
  const orderId = await createOrder(t, user);
  const { targeting, ...overrides } = opts.overrides ?? {};
  const lineItemId = await createLineItem(t, user, orderId, {
    units: 1000,
    creativePlaceholders: [{ size }],
    ...overrides,
  });
  // POST /gam/line-items takes no targeting: the wizard's targeting step saves it afterwards.
  if (targeting) await t.app.adServer.updateLineItem(lineItemId, { targeting: targeting as never });
  await attachApprovedCreative(t, user, orderId, lineItemId, size);
  if (opts.approve !== false) {
    const res = await call(t, 'POST', `/api/v2/gam/orders/${orderId}/submit-for-approval`, {
      token: user.token,
      body: { force: true },
    });
    expect(res.body).toEqual({ status: 'APPROVED' });
  }
  return { user, orderId, lineItemId };
}

export const intoFlight = (t: TestApp) => t.clock.advance(DAY + MINUTE);

export async function decide(
  t: TestApp,
  sizes: string,
  opts: { region?: string; kv?: string; vid?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (opts.region) headers['x-geo-region'] = opts.region;
  if (opts.vid) headers.cookie = `vid=${opts.vid}`;
  const kv = opts.kv ? `&kv=${encodeURIComponent(opts.kv)}` : '';
  const res = await fetch(
    `${t.url}/ads/v1/decide?sizes=${sizes}&url=${encodeURIComponent('https://pub.test/a')}${kv}`,
    { headers },
  );
  const body = (await res.json()) as Json;
  const vid = /vid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? opts.vid;
  return { status: res.status, slots: body.slots as Json[], vid };
}

/** The beacons name PUBLIC_URL; the test server listens elsewhere. */
export const beacon = (t: TestApp, url: string) =>
  fetch(url.replace(/^https?:\/\/[^/]+/, t.url), { redirect: 'manual' });

/** The order and its first line item as the advertiser sees them. */
export async function lineItemOf(t: TestApp, live: Live): Promise<Json> {
  // The clock may have moved past the access token's expiry: sign in again.
  const { token } = await loginUser(t, live.user.email, live.user.password);
  const res = await call(t, 'GET', `/api/v2/gam/orders/${live.orderId}`, { token });
  return { order: res.body, lineItem: res.body.lineItems[0] };
}
