import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { call, readMails, registerUser, type RegisteredUser } from '../../test/factories.ts';
import { createCampaign, makePng, png, sendForm, setRole, type Campaign } from '../../test/creatives.ts';

let t: TestApp;
let advertiser: RegisteredUser;
let editor: RegisteredUser;
let admin: RegisteredUser;
let campaign: Campaign;
let png300: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  [advertiser, editor, admin] = await Promise.all([registerUser(t), registerUser(t), registerUser(t)]);
  await setRole(t, editor.user.user_id, 'editor');
  await setRole(t, admin.user.user_id, 'admin');
  campaign = await createCampaign(t, advertiser.user.user_id, { name: 'Boulangerie Tremblay – automne' });
  png300 = await makePng(300, 250);
});
afterAll(() => t.close());

async function newCreative(name = 'À revoir', place = campaign, owner = advertiser): Promise<number> {
  const res = await sendForm(t, 'POST', '/api/v2/gam/creatives', {
    token: owner.token,
    values: {
      ...place,
      name,
      destinationUrl: 'https://example.com',
      size: '300x250',
      asset: png(png300),
    },
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

const mine = async (id: number) => {
  const res = await call(
    t,
    'GET',
    `/api/v2/gam/creatives?orderId=${campaign.orderId}&lineItemId=${campaign.lineItemId}`,
    { token: advertiser.token },
  );
  return res.body.find((c: { id: number }) => c.id === id);
};

describe('staff review of creatives', () => {
  it('lists the creatives in review, oldest first, with their owner', async () => {
    const first = await newCreative('Premier');
    const second = await newCreative('Second');
    const res = await call(t, 'GET', '/api/v2/review/creatives', { token: editor.token });
    expect(res.status).toBe(200);
    const ids = res.body.map((c: { id: number }) => c.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(res.body.find((c: { id: number }) => c.id === first)).toMatchObject({
      name: 'Premier',
      approbation: 'IN_REVIEW',
      status: 'IN_REVIEW',
      orderId: campaign.orderId,
      lineItemId: campaign.lineItemId,
      ownerId: Number(advertiser.user.user_id),
      ownerEmail: advertiser.email,
      // Which advertiser and campaign it belongs to (issue 12 item 10), the campaign as its owner typed it.
      ownerName: 'Camille Tremblay',
      orderName: 'Boulangerie Tremblay – automne',
      assetUrl: expect.stringMatching(/^\/api\/v2\/assets\//),
    });
  });

  it('approves: the approbation becomes APPROVED and the status ACTIVE, and it leaves the queue', async () => {
    const id = await newCreative();
    const res = await call(t, 'POST', `/api/v2/review/creatives/${id}/approve`, { token: editor.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, approbation: 'APPROVED', status: 'ACTIVE', reviewReason: null });
    expect(await mine(id)).toMatchObject({ approbation: 'APPROVED', status: 'ACTIVE' });
    const queue = await call(t, 'GET', '/api/v2/review/creatives', { token: editor.token });
    expect(queue.body.map((c: { id: number }) => c.id)).not.toContain(id);
  });

  it('disapproves with a reason the advertiser sees: REFUSED and INACTIVE', async () => {
    const id = await newCreative();
    const res = await call(t, 'POST', `/api/v2/review/creatives/${id}/disapprove`, {
      token: admin.token,
      body: { reason: 'Texte illisible' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      approbation: 'REFUSED',
      status: 'INACTIVE',
      reviewReason: 'Texte illisible',
    });
    expect(await mine(id)).toMatchObject({ approbation: 'REFUSED', reviewReason: 'Texte illisible' });
    const approved = await call(t, 'POST', `/api/v2/review/creatives/${id}/approve`, { token: admin.token });
    expect(approved.body).toMatchObject({ approbation: 'APPROVED', status: 'ACTIVE', reviewReason: null });
  });

  it('disapproves without a reason too', async () => {
    const id = await newCreative();
    const res = await call(t, 'POST', `/api/v2/review/creatives/${id}/disapprove`, { token: editor.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ approbation: 'REFUSED', reviewReason: null });
  });

  it('answers 403 to an advertiser and 401 without a token, deciding nothing', async () => {
    const id = await newCreative();
    expect((await call(t, 'GET', '/api/v2/review/creatives', { token: advertiser.token })).status).toBe(403);
    for (const action of ['approve', 'disapprove']) {
      const res = await call(t, 'POST', `/api/v2/review/creatives/${id}/${action}`, {
        token: advertiser.token,
        body: { reason: 'moi-même' },
      });
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('FORBIDDEN');
    }
    expect((await call(t, 'POST', `/api/v2/review/creatives/${id}/approve`)).status).toBe(401);
    expect(await mine(id)).toMatchObject({ approbation: 'IN_REVIEW' });
  });

  it('shows the reason of its earlier refusal when a changed creative comes back (issue 31 §17)', async () => {
    const id = await newCreative('Revenu');
    const queued = async () =>
      (await call(t, 'GET', '/api/v2/review/creatives', { token: editor.token })).body.find(
        (c: { id: number }) => c.id === id,
      );
    expect((await queued()).earlierRefusalReason).toBeNull();
    await call(t, 'POST', `/api/v2/review/creatives/${id}/disapprove`, {
      token: editor.token,
      body: { reason: 'Logo flou' },
    });
    expect(await queued()).toBeUndefined();
    const edited = await sendForm(t, 'PUT', '/api/v2/gam/creatives', {
      token: advertiser.token,
      values: {
        ...campaign,
        creatives: JSON.stringify([
          { id, name: 'Revenu', destinationUrl: 'https://example.com/net', size: '300x250' },
        ]),
      },
    });
    expect(edited.status).toBe(200);
    expect(await queued()).toMatchObject({ approbation: 'IN_REVIEW', earlierRefusalReason: 'Logo flou' });
    // Approved, then changed again: nothing refused it this time.
    await call(t, 'POST', `/api/v2/review/creatives/${id}/approve`, { token: editor.token });
    await sendForm(t, 'PUT', '/api/v2/gam/creatives', {
      token: advertiser.token,
      values: {
        ...campaign,
        creatives: JSON.stringify([
          { id, name: 'Revenu', destinationUrl: 'https://example.com/net2', size: '300x250' },
        ]),
      },
    });
    expect(await queued()).toMatchObject({ approbation: 'IN_REVIEW', earlierRefusalReason: null });
  });

  it('answers 404 for an unknown or deleted creative', async () => {
    expect(
      (await call(t, 'POST', '/api/v2/review/creatives/99999999/approve', { token: editor.token })).status,
    ).toBe(404);
    const id = await newCreative();
    await sendForm(t, 'PUT', '/api/v2/gam/creatives', {
      token: advertiser.token,
      values: {
        ...campaign,
        creatives: JSON.stringify([{ id, approbation: 'DELETED_BY_USER', associationAction: 'DEACTIVATE' }]),
      },
    });
    expect(
      (await call(t, 'POST', `/api/v2/review/creatives/${id}/approve`, { token: editor.token })).status,
    ).toBe(404);
  });
});

describe('the mail of a disapproved creative', () => {
  const mailsTo = async (email: string) => (await readMails(t)).filter((m) => m.to === email);
  const disapprove = (id: number, body?: { reason: string }) =>
    call(t, 'POST', `/api/v2/review/creatives/${id}/disapprove`, { token: editor.token, body });

  it('e-mails a French advertiser in French: the creative, its campaign, the reason and a link to fix it', async () => {
    const place = await createCampaign(t, advertiser.user.user_id, { name: 'Soldes d’été' });
    const id = await newCreative('Bannière été', place);
    expect((await disapprove(id, { reason: 'Texte illisible' })).status).toBe(200);
    const [mail] = await mailsTo(advertiser.email);
    expect(mail?.subject).toBe('Votre créatif «\u00a0Bannière été\u00a0» n’a pas été approuvé — Portail Pub');
    expect(mail?.text).toContain(
      'le créatif «\u00a0Bannière été\u00a0» de votre campagne «\u00a0Soldes d’été\u00a0»',
    );
    expect(mail?.text).toContain('Texte illisible');
    expect(mail?.text).toContain(
      `/fr/guichet/campagnes/${place.orderId}/elements/${place.lineItemId}/creatifs/`,
    );
    expect(mail?.html).toContain('lang="fr"');
  });

  it('e-mails an English advertiser in English, without a reason line when staff give none', async () => {
    const english = await registerUser(t, { locale: 'en', firstName: 'Robin' });
    const place = await createCampaign(t, english.user.user_id, { name: 'Fall sale' });
    const id = await newCreative('Autumn banner', place, english);
    expect((await disapprove(id)).status).toBe(200);
    const mails = await mailsTo(english.email);
    expect(mails.map((m) => m.subject)).toContain(
      'Your creative "Autumn banner" was not approved — Self-Serve Ads',
    );
    const mail = mails.find((m) => m.subject.startsWith('Your creative'))!;
    expect(mail.text).toContain(
      'Hello Robin,\n\nOur team reviewed the creative "Autumn banner" of your campaign "Fall sale" and cannot approve it.\n\nChange the creative',
    );
    expect(mail.text).toContain(`/en/hub/orders/${place.orderId}/elements/${place.lineItemId}/creatives/`);
  });

  it('sends nothing on an approval, nor on a refused or unknown call', async () => {
    const id = await newCreative();
    const before = (await mailsTo(advertiser.email)).length;
    await call(t, 'POST', `/api/v2/review/creatives/${id}/approve`, { token: editor.token });
    await call(t, 'POST', `/api/v2/review/creatives/${id}/disapprove`, {
      token: advertiser.token,
      body: { reason: 'moi-même' },
    });
    expect((await disapprove(99_999_999, { reason: 'x' })).status).toBe(404);
    expect(await mailsTo(advertiser.email)).toHaveLength(before);
  });
});

describe('REVIEW_AUTO_APPROVE', () => {
  it('approves a new creative at once', async () => {
    const demo = await createTestApp({ REVIEW_AUTO_APPROVE: 'true' });
    try {
      const user = await registerUser(demo);
      const place = await createCampaign(demo, user.user.user_id);
      const res = await sendForm(demo, 'POST', '/api/v2/gam/creatives', {
        token: user.token,
        values: {
          ...place,
          name: 'Démo',
          destinationUrl: 'https://example.com',
          size: '300x250',
          asset: png(png300),
        },
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ approbation: 'APPROVED', status: 'ACTIVE' });
    } finally {
      await demo.close();
    }
  });
});
