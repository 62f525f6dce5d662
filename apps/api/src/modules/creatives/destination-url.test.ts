import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  call,
  createLineItem,
  createOrder,
  registerUser,
  type Answer,
  type RegisteredUser,
} from '../../test/factories.ts';
import { addCardOnFile } from '../../test/payments.ts';
import { makePng, png, sendForm, setRole } from '../../test/creatives.ts';
import { beacon, decide, intoFlight, lineItemOf } from '../../test/ads.ts';
import { adserverCreatives } from '../../adapters/adserver/embedded/tables.ts';
import { creativesDeps, reviewCreative } from './service.ts';

/**
 * A destination outside Latin-1 (issue 28): `https://example.com/pri€e` answered 500 on the click ("Invalid character
 * in header content [location]") and the click was counted. A destination is saved in its normalised form, and the
 * click goes to the normalised form of what is stored, whatever was stored before.
 */

let t: TestApp;
let editor: RegisteredUser;
beforeEach(async () => {
  t = await createTestApp({ MIN_ORDER_VALUE: '0' });
  editor = await registerUser(t);
  await setRole(t, editor.user.user_id, 'editor');
});
afterEach(() => t.close());

interface Placed {
  user: RegisteredUser;
  orderId: number;
  lineItemId: number;
  creativeId: number;
}

/** A campaign whose creative goes to `destinationUrl`, its creative still in review. */
async function campaignTo(destinationUrl: string): Promise<Placed & { saved: Answer }> {
  const user = await registerUser(t);
  await addCardOnFile(t, user.token);
  const orderId = await createOrder(t, user);
  const lineItemId = await createLineItem(t, user, orderId, { units: 1000 });
  const saved = await sendForm(t, 'POST', '/api/v2/gam/creatives', {
    token: user.token,
    values: {
      orderId,
      lineItemId,
      name: 'Prix',
      destinationUrl,
      size: '300x250',
      asset: png(await makePng(300, 250)),
    },
  });
  return { user, orderId, lineItemId, creativeId: saved.body?.id, saved };
}

/** The creative as its advertiser sees it. */
async function creativeOf(placed: Placed) {
  const list = await call(
    t,
    'GET',
    `/api/v2/gam/creatives?orderId=${placed.orderId}&lineItemId=${placed.lineItemId}`,
    { token: placed.user.token },
  );
  return list.body.find((c: { id: number }) => c.id === placed.creativeId);
}

/** Approves the creative and the campaign, moves into the flight, and clicks the ad served. */
async function liveAndClicked(placed: Placed) {
  await reviewCreative(creativesDeps(t.app), Number(placed.user.user.user_id), placed.creativeId, 'approve');
  const submitted = await call(t, 'POST', `/api/v2/gam/orders/${placed.orderId}/submit-for-approval`, {
    token: placed.user.token,
    body: { force: true },
  });
  expect(submitted.status).toBe(200);
  const approved = await call(t, 'POST', `/api/v2/review/orders/${placed.orderId}/approve`, {
    token: editor.token,
  });
  expect(approved.status).toBe(200);
  intoFlight(t);
  const slot = (await decide(t, '300x250')).slots[0];
  expect(slot?.lineItemId).toBe(placed.lineItemId);
  const click = await beacon(t, slot.clickUrl);
  const { lineItem } = await lineItemOf(t, { ...placed });
  return { click, clicks: lineItem.stats.clicksDelivered };
}

describe('a destination outside Latin-1', () => {
  it('is saved in its normalised form, and its click goes there and counts', async () => {
    const placed = await campaignTo('https://example.com/pri€e');
    expect(placed.saved.status).toBe(201);
    expect(placed.saved.body.destinationUrl).toBe('https://example.com/pri%E2%82%ACe');
    const { click, clicks } = await liveAndClicked(placed);
    expect(click.status).toBe(302);
    expect(click.headers.get('location')).toBe('https://example.com/pri%E2%82%ACe');
    expect(clicks).toBe(1);
  });

  it('is saved normalised from an edit too', async () => {
    const placed = await campaignTo('https://example.com/');
    const edited = await sendForm(t, 'PUT', '/api/v2/gam/creatives', {
      token: placed.user.token,
      values: {
        orderId: placed.orderId,
        lineItemId: placed.lineItemId,
        creatives: JSON.stringify([
          {
            id: placed.creativeId,
            name: 'Prix',
            destinationUrl: 'https://example.com/中文',
            size: '300x250',
          },
        ]),
      },
    });
    expect(edited.status).toBe(200);
    expect((await creativeOf(placed)).destinationUrl).toBe('https://example.com/%E4%B8%AD%E6%96%87');
    const { click } = await liveAndClicked(placed);
    expect(click.headers.get('location')).toBe('https://example.com/%E4%B8%AD%E6%96%87');
  });

  it('stored before destinations were normalised, is redirected to in its normalised form, never a 500', async () => {
    const placed = await campaignTo('https://example.com/');
    // A row saved by an earlier release, as it was typed.
    await t.app.database.db
      .update(adserverCreatives)
      .set({ destinationUrl: 'https://example.com/中文?q=pri€e' })
      .where(eq(adserverCreatives.id, placed.creativeId));
    const { click, clicks } = await liveAndClicked(placed);
    expect(click.status).toBe(302);
    expect(click.headers.get('location')).toBe('https://example.com/%E4%B8%AD%E6%96%87?q=pri%E2%82%ACe');
    expect(clicks).toBe(1);
  });

  it('stored as no browser can read it, answers the click 404 and counts nothing', async () => {
    const placed = await campaignTo('https://example.com/');
    await t.app.database.db
      .update(adserverCreatives)
      .set({ destinationUrl: 'https://exa%mple.com/' })
      .where(eq(adserverCreatives.id, placed.creativeId));
    const { click, clicks } = await liveAndClicked(placed);
    expect(click.status).toBe(404);
    expect(clicks).toBe(0);
  });
});

describe('a destination no browser can read', () => {
  it('is refused at saving with URL_INVALID on its field', async () => {
    const { saved } = await campaignTo('https://exa%mple.com/');
    expect(saved.status).toBe(400);
    expect(Object.keys(saved.body.error.fields)).toEqual(['destinationUrl']);
  });
});

describe('a destination saved before it was normalised', () => {
  it('saved again as it is, is no change: the creative stays approved', async () => {
    const placed = await campaignTo('https://example.com/');
    await t.app.database.db
      .update(adserverCreatives)
      .set({ destinationUrl: 'https://example.com' })
      .where(eq(adserverCreatives.id, placed.creativeId));
    await reviewCreative(
      creativesDeps(t.app),
      Number(placed.user.user.user_id),
      placed.creativeId,
      'approve',
    );
    const edited = await sendForm(t, 'PUT', '/api/v2/gam/creatives', {
      token: placed.user.token,
      values: {
        orderId: placed.orderId,
        lineItemId: placed.lineItemId,
        creatives: JSON.stringify([
          { id: placed.creativeId, name: 'Prix', destinationUrl: 'https://example.com', size: '300x250' },
        ]),
      },
    });
    expect(edited.status).toBe(200);
    expect((await creativeOf(placed)).approbation).toBe('APPROVED');
  });
});
