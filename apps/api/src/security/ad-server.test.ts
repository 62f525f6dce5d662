import fc from 'fast-check';
import { errorCodeOf } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { beacon, decide, intoFlight, lineItemOf, liveCampaign, type Live } from '../test/ads.ts';
import { sendForm, setRole } from '../test/creatives.ts';
import { call, loginUser, registerUser } from '../test/factories.ts';

/**
 * The ad server under attack (issue 11): decision ids are signed, so a forged or tampered one counts nothing and
 * redirects nowhere; a click goes to the destination approved when the ad was served, never to one edited since.
 */

let t: TestApp;
let live: Live;
let slot: { impressionUrl: string; clickUrl: string; creativeId: number };

beforeAll(async () => {
  // Without REVIEW_AUTO_APPROVE: staff approve the order, and an edited creative waits for them.
  t = await createTestApp({ MIN_ORDER_VALUE: '0' });
  live = await liveCampaign(t, { approve: false });
  const staff = await registerUser(t);
  await setRole(t, staff.user.user_id, 'editor');
  const submitted = await call(t, 'POST', `/api/v2/gam/orders/${live.orderId}/submit-for-approval`, {
    token: live.user.token,
    body: { force: true },
  });
  expect(submitted.body).toEqual({ status: 'PENDING_APPROVAL' });
  const approved = await call(t, 'POST', `/api/v2/review/orders/${live.orderId}/approve`, {
    token: staff.token,
    body: {},
  });
  expect(approved.status).toBe(200);
  intoFlight(t);
  slot = (await decide(t, '300x250')).slots[0];
});
afterAll(() => t.close());

/** The id of a beacon URL, and the URL of another id. */
const idOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
const withId = (url: string, id: string) => `${url.slice(0, url.lastIndexOf('/') + 1)}${id}`;

/** Every way of making up an id from a real one: flipped MAC, another line item or creative, a bare guess. */
function forgeries(id: string): string[] {
  const parts = id.split('.');
  const mac = parts[5]!;
  const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
  const swap = (i: number, value: string) => parts.map((p, j) => (j === i ? value : p)).join('.');
  return [
    swap(5, flip(mac)),
    swap(0, (parseInt(parts[0]!, 36) + 1).toString(36)),
    swap(1, (parseInt(parts[1]!, 36) + 1).toString(36)),
    swap(4, `${parts[4]}x`),
    parts.slice(0, 5).join('.'),
    `${id}.extra`,
    '00000000-0000-4000-8000-000000000000',
    'a'.repeat(500),
    '%00',
  ];
}

describe('forged and tampered decision ids (issue 11)', () => {
  it('count nothing and never redirect', async () => {
    for (const forged of forgeries(idOf(slot.clickUrl))) {
      const click = await beacon(t, withId(slot.clickUrl, forged));
      expect(click.status, forged).toBe(404);
      expect(click.headers.get('location'), forged).toBeNull();
      const impression = await beacon(t, withId(slot.impressionUrl, forged));
      expect(impression.status, forged).toBe(200);
    }
    expect((await lineItemOf(t, live)).lineItem.stats).toEqual({
      impressionsDelivered: 0,
      clicksDelivered: 0,
    });
  });
});

describe('a click after the creative was edited (issue 11, defect 4)', () => {
  it('lands on the destination approved when the ad was served, never on the edited one', async () => {
    const { token } = await loginUser(t, live.user.email, live.user.password);
    const edited = await sendForm(t, 'PUT', '/api/v2/gam/creatives', {
      token,
      values: {
        orderId: live.orderId,
        lineItemId: live.lineItemId,
        creatives: JSON.stringify([
          { id: slot.creativeId, name: 'Modifié', destinationUrl: 'https://evil.test/', size: '300x250' },
        ]),
      },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    // The edit sends the creative back to review: it is no longer served.
    expect((await t.app.adServer.getCreative(slot.creativeId))?.approbation).toBe('IN_REVIEW');
    expect((await decide(t, '300x250')).slots[0]).toBeNull();
    const click = await beacon(t, slot.clickUrl);
    expect(click.status).toBe(302);
    expect(click.headers.get('location')).toBe('https://example.test/');
    expect((await lineItemOf(t, live)).lineItem.stats.clicksDelivered).toBe(1);
  });
});

describe('ids out of range on every public route with an id (issue 28, defect 5)', () => {
  /** What once made a 500 (int4, then 2^40), and ids no route can read: all an unknown id, never an error. */
  const HOSTILE_IDS = [
    '2147483648',
    '999999999999',
    '9'.repeat(30),
    '-1',
    '0',
    '1e309',
    '0x10',
    'a'.repeat(500),
    '%00',
    '%E9',
    '..%2F..%2Fetc',
  ];
  const ROUTES = [
    { path: '/ads/v1/cv/', gif: true },
    { path: '/ads/v1/px/', gif: true },
    { path: '/ads/v1/i/', gif: true },
    { path: '/ads/v1/c/', gif: false },
  ];

  it('answer as to an unknown id — the GIF, or 404 for a click — and log no error', async () => {
    const logged = vi.spyOn(t.app.log, 'error');
    try {
      const ids = [
        ...HOSTILE_IDS,
        ...fc.sample(fc.string({ unit: 'binary', maxLength: 40 }).map(encodeURIComponent), {
          seed: 28,
          numRuns: 40,
        }),
      ];
      for (const { path, gif } of ROUTES) {
        for (const id of ids) {
          const res = await fetch(`${t.url}${path}${id}`);
          const where = `${path}${id}`;
          expect(res.status, where).toBeLessThan(500);
          if (/^[\w.-]+$/.test(id)) {
            if (gif) expect([res.status, res.headers.get('content-type')], where).toEqual([200, 'image/gif']);
            else expect([res.status, errorCodeOf(await res.json())], where).toEqual([404, 'NOT_FOUND']);
          } else if (res.status >= 400) {
            // Encoded bytes Fastify's router refuses (a malformed escape): its error, as JSON with a code.
            expect(errorCodeOf(await res.json()), where).toEqual(expect.any(String));
          }
        }
      }
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });
});
