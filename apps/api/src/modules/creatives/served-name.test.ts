import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { call, loginUser } from '../../test/factories.ts';
import { sendForm } from '../../test/creatives.ts';
import { decide, intoFlight, liveCampaign, type Live } from '../../test/ads.ts';

/**
 * A rename keeps an approved creative live (issue 28): `PUT /gam/creatives` changing only the name left it APPROVED,
 * and the next decision served the new, unreviewed name as the image's alt text on publisher pages. A rename is the
 * advertiser's bookkeeping and does not stop delivery; what is served stays what staff approved.
 */

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ REVIEW_AUTO_APPROVE: 'true', MIN_ORDER_VALUE: '0' });
});
afterEach(() => t.close());

const APPROVED_NAME = 'Créatif 300x250';

async function creativeOf(live: Live, token: string) {
  const list = await call(
    t,
    'GET',
    `/api/v2/gam/creatives?orderId=${live.orderId}&lineItemId=${live.lineItemId}`,
    { token },
  );
  return list.body[0];
}

async function edit(live: Live, token: string, changes: { name: string; destinationUrl?: string }) {
  const creative = await creativeOf(live, token);
  const res = await sendForm(t, 'PUT', '/api/v2/gam/creatives', {
    token,
    values: {
      orderId: live.orderId,
      lineItemId: live.lineItemId,
      creatives: JSON.stringify([
        { id: creative.id, destinationUrl: creative.destinationUrl, size: '300x250', ...changes },
      ]),
    },
  });
  expect(res.status).toBe(200);
}

const servedHtml = async () => {
  const { slots } = await decide(t, '300x250');
  expect(slots[0], 'an ad is served').not.toBeNull();
  return slots[0].html as string;
};

describe('a renamed approved creative', () => {
  it('keeps serving, under the name staff approved', async () => {
    const live = await liveCampaign(t);
    intoFlight(t);
    const { token } = await loginUser(t, live.user.email, live.user.password);
    expect(await servedHtml()).toContain(`alt="${APPROVED_NAME}"`);

    await edit(live, token, { name: 'Interne — ne pas diffuser "v2"' });
    // The advertiser sees the name they typed; the creative stays approved and live.
    expect(await creativeOf(live, token)).toMatchObject({
      name: 'Interne — ne pas diffuser "v2"',
      approbation: 'APPROVED',
    });
    const html = await servedHtml();
    expect(html).toContain(`alt="${APPROVED_NAME}"`);
    expect(html).not.toContain('Interne');
  });

  it('serves the new name once a change of what it shows is approved again', async () => {
    const live = await liveCampaign(t);
    intoFlight(t);
    const { token } = await loginUser(t, live.user.email, live.user.password);
    await edit(live, token, { name: 'Soldes d’automne', destinationUrl: 'https://example.test/automne' });
    // Reviewed (at once here, REVIEW_AUTO_APPROVE) with its new destination: the name was reviewed with it.
    expect(await creativeOf(live, token)).toMatchObject({ approbation: 'APPROVED' });
    expect(await servedHtml()).toContain('alt="Soldes d’automne"');
  });
});
