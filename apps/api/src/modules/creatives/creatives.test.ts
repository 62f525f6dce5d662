import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { call, registerUser, type RegisteredUser } from '../../test/factories.ts';
import {
  SVG,
  createCampaign,
  makeAnimatedGif,
  makeGif,
  makeJpeg,
  makeNoisyPng,
  makePng,
  makePngDeclaring,
  makeWebp,
  padPngTo,
  png,
  sendForm,
  type Campaign,
  type FormValues,
} from '../../test/creatives.ts';

let t: TestApp;
let alice: RegisteredUser;
let bob: RegisteredUser;
let campaign: Campaign;
let png300: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob] = await Promise.all([registerUser(t), registerUser(t)]);
  campaign = await createCampaign(t, alice.user.user_id);
  png300 = await makePng(300, 250);
});
afterAll(() => t.close());

const PATH = '/api/v2/gam/creatives';

function creativeForm(values: Partial<FormValues> = {}, place: Campaign = campaign): FormValues {
  return {
    orderId: place.orderId,
    lineItemId: place.lineItemId,
    name: 'Bannière printemps',
    destinationUrl: 'https://example.com/printemps',
    size: '300x250',
    asset: png(png300),
    ...values,
  };
}

const post = (values: FormValues, opts: { token?: string; language?: 'fr' | 'en' } = {}) =>
  sendForm(t, 'POST', PATH, { token: opts.token ?? alice.token, language: opts.language, values });

const put = (
  creatives: unknown,
  opts: { token?: string; language?: 'fr' | 'en'; asset?: FormValues[string]; place?: Campaign } = {},
) =>
  sendForm(t, 'PUT', PATH, {
    token: opts.token ?? alice.token,
    language: opts.language,
    values: {
      orderId: (opts.place ?? campaign).orderId,
      lineItemId: (opts.place ?? campaign).lineItemId,
      creatives: typeof creatives === 'string' ? creatives : JSON.stringify(creatives),
      asset: opts.asset,
    },
  });

const list = (place: Campaign = campaign, token = alice.token) =>
  call(t, 'GET', `${PATH}?orderId=${place.orderId}&lineItemId=${place.lineItemId}`, { token });

/** A 400 CREATIVE_ERROR's field messages. */
function fieldsOf(res: {
  status: number;
  body: { error?: { code: string; fields?: Record<string, string[]> } };
}) {
  expect(res.status).toBe(400);
  expect(res.body.error?.code).toBe('CREATIVE_ERROR');
  return res.body.error?.fields ?? {};
}

describe('POST /gam/creatives: an image creative', () => {
  it('creates it IN_REVIEW, associated with its line item, its file stored under a server-made name', async () => {
    const res = await post(creativeForm({ asset: png(png300, '../../etc/passwd.png') }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(Number),
      name: 'Bannière printemps',
      destinationUrl: 'https://example.com/printemps',
      size: { width: 300, height: 250 },
      status: 'IN_REVIEW',
      approbation: 'IN_REVIEW',
      lineItemId: campaign.lineItemId,
      reviewReason: null,
    });
    expect(res.body.asset).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(res.body.assetUrl).toBe(`/api/v2/assets/${res.body.asset}`);
    const associations = await t.app.adServer.getAssociations({ creativeId: res.body.id });
    expect(associations).toEqual([
      expect.objectContaining({ lineItemId: campaign.lineItemId, status: 'ACTIVE' }),
    ]);
    const listed = await list();
    expect(listed.body.map((c: { id: number }) => c.id)).toContain(res.body.id);
  });

  it('serves the stored file as its type, with nosniff and a long cache', async () => {
    const res = await post(creativeForm());
    const served = await fetch(`${t.url}${res.body.assetUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(served.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    // What is served is the stored re-encoding: the same image, pixel for pixel.
    const servedPixels = await sharp(Buffer.from(await served.arrayBuffer()))
      .raw()
      .toBuffer();
    expect(servedPixels.equals(await sharp(png300).raw().toBuffer())).toBe(true);
  });

  it('accepts JPEG and GIF files and serves them as image/jpeg and image/gif', async () => {
    for (const [bytes, ext, type] of [
      [await makeJpeg(300, 250), 'jpg', 'image/jpeg'],
      [await makeGif(300, 250), 'gif', 'image/gif'],
    ] as const) {
      const res = await post(creativeForm({ asset: png(bytes, `photo.${ext}`, type) }));
      expect(res.status).toBe(201);
      expect(res.body.asset).toMatch(new RegExp(`\\.${ext}$`));
      const served = await fetch(`${t.url}${res.body.assetUrl}`);
      expect(served.headers.get('content-type')).toBe(type);
    }
  });

  it('judges the file by its bytes: a "GIF" that is really a PNG is stored and served as a PNG', async () => {
    const res = await post(creativeForm({ asset: png(png300, 'animation.gif', 'image/gif') }));
    expect(res.status).toBe(201);
    expect(res.body.asset).toMatch(/\.png$/);
    const served = await fetch(`${t.url}${res.body.assetUrl}`);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('refuses a text file renamed .png, whatever its declared type, in the language asked', async () => {
    const text = Buffer.from('Ceci n’est pas une image, mais un fichier texte renommé.');
    const en = await post(creativeForm({ asset: png(text, 'creative.png', 'image/png') }), {
      language: 'en',
    });
    expect(fieldsOf(en)).toEqual({ asset: ['The source file must be a .gif, .jpg or .png image'] });
    const fr = await post(creativeForm({ asset: png(text, 'creative.png', 'image/png') }), {
      language: 'fr',
    });
    expect(fieldsOf(fr)).toEqual({
      asset: ['Le fichier source doit être une image .gif, .jpg ou .png'],
    });
  });

  it('refuses an SVG and a WebP image, even of the right size', async () => {
    const svg = await post(creativeForm({ asset: png(SVG, 'creative.png', 'image/png') }), {
      language: 'en',
    });
    expect(fieldsOf(svg).asset).toEqual(['The source file must be a .gif, .jpg or .png image']);
    const svgDeclared = await post(creativeForm({ asset: png(SVG, 'creative.svg', 'image/svg+xml') }));
    expect(fieldsOf(svgDeclared).asset).toHaveLength(1);
    const webp = await post(creativeForm({ asset: png(await makeWebp(300, 250), 'creative.png') }), {
      language: 'en',
    });
    expect(fieldsOf(webp).asset).toEqual(['The source file must be a .gif, .jpg or .png image']);
  });

  it('refuses an image of another pixel size than the one chosen', async () => {
    const res = await post(creativeForm({ asset: png(await makePng(300, 251)) }), { language: 'en' });
    expect(fieldsOf(res)).toEqual({ asset: ['The source file must be 300 x 250 pixels'] });
    const fr = await post(creativeForm({ asset: png(await makeJpeg(250, 300), 'a.jpg', 'image/jpeg') }), {
      language: 'fr',
    });
    expect(fieldsOf(fr)).toEqual({ asset: ['Le fichier source doit mesurer 300 x 250 pixels'] });
  });

  it('refuses a size that is not one of the line item placeholders, even with a matching file', async () => {
    const res = await post(creativeForm({ size: '728x90', asset: png(await makePng(728, 90)) }), {
      language: 'en',
    });
    expect(fieldsOf(res)).toEqual({ size: ['The Size field is not a valid value'] });
    const badText = await post(creativeForm({ size: 'grand' }), { language: 'en' });
    expect(fieldsOf(badText).size).toEqual([
      'The Size field must be written as width x height, for example 300x250',
    ]);
  });

  it('accepts a file of exactly 150 KB and refuses one byte more, with the size message', async () => {
    const exact = padPngTo(png300, 150 * 1024);
    expect((await post(creativeForm({ asset: png(exact) }))).status).toBe(201);
    const over = padPngTo(png300, 150 * 1024 + 1);
    const en = await post(creativeForm({ asset: png(over) }), { language: 'en' });
    expect(fieldsOf(en)).toEqual({
      asset: ['The source file is too large, it must be smaller than 150KB'],
    });
  });

  it('refuses a real image of 151 KB (random pixels) in French and English', async () => {
    const heavy = padPngTo(png300, 151 * 1024);
    const noisy = await makeNoisyPng(300, 250);
    expect(noisy.length).toBeGreaterThan(150 * 1024);
    for (const bytes of [heavy, noisy]) {
      const fr = await post(creativeForm({ asset: png(bytes) }), { language: 'fr' });
      expect(fieldsOf(fr)).toEqual({
        asset: ['Le fichier source est trop volumineux\u00a0: il doit faire moins de 150 Ko'],
      });
    }
  });

  it('refuses a PNG declaring 20000 x 20000 pixels before decoding it', async () => {
    const bomb = await makePngDeclaring(20_000, 20_000);
    expect(bomb.length).toBeLessThan(200);
    const started = Date.now();
    const res = await post(creativeForm({ asset: png(bomb) }), { language: 'en' });
    expect(fieldsOf(res)).toEqual({ asset: ['The source file must be 300 x 250 pixels'] });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('refuses a truncated PNG whose header is right', async () => {
    const noisy = await makeNoisyPng(300, 250);
    const truncated = noisy.subarray(0, 100 * 1024);
    const res = await post(creativeForm({ asset: png(truncated) }), { language: 'en' });
    expect(fieldsOf(res)).toEqual({ asset: ['The source file must be a .gif, .jpg or .png image'] });
  });

  it('answers every refusal of the form at once: name, destination, file', async () => {
    const en = await post(creativeForm({ name: '', destinationUrl: 'www.example.com', asset: undefined }), {
      language: 'en',
    });
    expect(fieldsOf(en)).toEqual({
      name: ['The Name field is required'],
      destinationUrl: ['The Destination field must be a valid URL'],
      asset: ['The source field is required'],
    });
    const fr = await post(
      creativeForm({ name: '  ', destinationUrl: 'https://exemple.ca/a b', asset: undefined }),
      {
        language: 'fr',
      },
    );
    expect(fieldsOf(fr)).toEqual({
      name: ['Le champ Nom est obligatoire'],
      destinationUrl: ['Le champ Destination doit être une URL valide'],
      asset: ['Le champ source est obligatoire'],
    });
  });

  it('stores nothing when refused', async () => {
    const before = (await list()).body.length;
    await post(creativeForm({ destinationUrl: 'javascript:alert(1)' }));
    expect((await list()).body.length).toBe(before);
  });
});

describe('POST /gam/creatives: hostile files (issue 11)', () => {
  const served = async (assetUrl: string) =>
    Buffer.from(await (await fetch(`${t.url}${assetUrl}`)).arrayBuffer());

  it('stores a PNG carrying HTML after its end re-encoded: the same pixels, the HTML gone', async () => {
    const polyglot = Buffer.concat([
      png300,
      Buffer.from('<html><script>alert(document.cookie)</script></html>'),
    ]);
    const res = await post(creativeForm({ asset: png(polyglot) }));
    expect(res.status).toBe(201);
    const stored = await served(res.body.assetUrl);
    expect(stored.includes('<script>')).toBe(false);
    expect(stored.equals(polyglot)).toBe(false);
    expect((await sharp(stored).raw().toBuffer()).equals(await sharp(png300).raw().toBuffer())).toBe(true);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 300, height: 250 });
  });

  it('strips metadata (a text chunk) and weighs what is stored against the 150 KB limit', async () => {
    const commented = padPngTo(png300, 100 * 1024);
    const res = await post(creativeForm({ asset: png(commented) }));
    expect(res.status).toBe(201);
    const stored = await served(res.body.assetUrl);
    expect(stored.includes('Comment')).toBe(false);
    expect(stored.length).toBeLessThan(10 * 1024);
  });

  it('keeps the frames of an animated GIF', async () => {
    const res = await post(
      creativeForm({ asset: png(await makeAnimatedGif(300, 250, 3), 'a.gif', 'image/gif') }),
    );
    expect(res.status).toBe(201);
    const meta = await sharp(await served(res.body.assetUrl), { animated: true }).metadata();
    expect(meta).toMatchObject({ format: 'gif', pages: 3, width: 300, pageHeight: 250 });
  });

  it('refuses an SVG with a script, HTML renamed .png, and a 1x1 GIF claimed as 300x250', async () => {
    const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
    for (const asset of [
      png(SVG, 'creative.svg', 'image/svg+xml'),
      png(html, 'creative.png', 'image/png'),
      png(await makeGif(1, 1), 'creative.gif', 'image/gif'),
    ]) {
      expect(Object.keys(fieldsOf(await post(creativeForm({ asset }))))).toEqual(['asset']);
    }
  });

  it('refuses a decompression bomb (a small PNG declaring 65535 x 65535) with a 400, not a 500', async () => {
    const bomb = await makePngDeclaring(65_535, 65_535);
    expect(bomb.length).toBeLessThan(1024);
    expect(Object.keys(fieldsOf(await post(creativeForm({ asset: png(bomb) }))))).toEqual(['asset']);
  });
});

describe('POST /gam/creatives: access and limits', () => {
  it('answers 401 without a token', async () => {
    const res = await sendForm(t, 'POST', PATH, { values: creativeForm() });
    expect(res.status).toBe(401);
  });

  it("answers 404 for another account's line item, an unknown one, or one of another order", async () => {
    const bobs = await createCampaign(t, bob.user.user_id);
    const other = await createCampaign(t, alice.user.user_id);
    for (const place of [
      bobs,
      { orderId: campaign.orderId, lineItemId: 99_999_999 },
      { orderId: other.orderId, lineItemId: campaign.lineItemId },
    ]) {
      const res = await post(creativeForm({}, place));
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
  });

  it('refuses content changes while the order is pending approval, and any change once archived', async () => {
    const place = await createCampaign(t, alice.user.user_id);
    const created = await post(creativeForm({}, place));
    await t.app.adServer.performOrderAction(place.orderId, 'SUBMIT_FOR_APPROVAL');
    const pending = await post(creativeForm({}, place));
    expect(pending.status).toBe(409);
    expect(pending.body.error.code).toBe('ORDER_NOT_EDITABLE');
    const off = await sendForm(t, 'PUT', PATH, {
      token: alice.token,
      values: {
        ...place,
        creatives: JSON.stringify([
          { id: created.body.id, approbation: 'IN_REVIEW', associationAction: 'DEACTIVATE' },
        ]),
      },
    });
    expect(off.status).toBe(200);
    await t.app.adServer.performOrderAction(place.orderId, 'ARCHIVE');
    const archived = await post(creativeForm({}, place));
    expect(archived.status).toBe(409);
    expect(archived.body.error.code).toBe('ORDER_ARCHIVED');
  });

  it('answers 400 when the order or line item id is missing', async () => {
    const res = await post(creativeForm({ lineItemId: undefined }), { language: 'en' });
    expect(fieldsOf(res)).toHaveProperty('lineItemId');
  });

  it('answers 415 to a body that is not multipart', async () => {
    const json = await call(t, 'POST', PATH, { token: alice.token, body: { ...campaign, name: 'x' } });
    expect(json.status).toBe(415);
    expect(json.body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const text = await fetch(`${t.url}${PATH}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${alice.token}`, 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(text.status).toBe(415);
  });

  it('answers 413 PAYLOAD_TOO_LARGE to a file over the upload limit, never a 500', async () => {
    const huge = Buffer.concat([png300, Buffer.alloc(2 * 1024 * 1024, 1)]);
    const res = await post(creativeForm({ asset: png(huge) }));
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers 413 to a second file and to an oversized field', async () => {
    const two = await sendForm(t, 'POST', PATH, {
      token: alice.token,
      values: creativeForm(),
      extraFiles: [png(png300)],
    });
    expect(two.status).toBe(413);
    const longField = await post(creativeForm({ name: 'x'.repeat(70 * 1024) }));
    expect(longField.status).toBe(413);
  });

  it('answers 400 to a malformed multipart body', async () => {
    const res = await fetch(`${t.url}${PATH}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${alice.token}`,
        'content-type': 'multipart/form-data; boundary=XYZ',
      },
      body: '--XYZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nabc\r\n--XY',
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});

describe('POST /gam/creatives: a native creative', () => {
  it('takes the template fields, 300x250 by default, on the native line item (placeholder 1x1)', async () => {
    const native = await createCampaign(t, alice.user.user_id, { native: true });
    const res = await post({
      orderId: native.orderId,
      lineItemId: native.lineItemId,
      name: 'Natif',
      destinationUrl: 'https://example.com/natif',
      title: 'Un titre',
      text: 'Un texte',
      adContentTitle: 'Annonceur',
      prefixText: 'Commandité par',
      asset: png(png300),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      size: { width: 300, height: 250 },
      approbation: 'IN_REVIEW',
      status: 'IN_REVIEW',
      title: 'Un titre',
      text: 'Un texte',
      adContentTitle: 'Annonceur',
      prefixText: 'Commandité par',
      nativeStyleId: 7000001,
      nativeFormatId: 11900001,
    });
    const listed = await list(native);
    expect(listed.body).toHaveLength(1);
  });

  it("refuses what the template requires, worded with the template's labels", async () => {
    const native = await createCampaign(t, alice.user.user_id, { native: true });
    const res = await post(
      {
        orderId: native.orderId,
        lineItemId: native.lineItemId,
        name: 'Natif',
        destinationUrl: 'https://example.com/natif',
        text: 'x'.repeat(151),
      },
      { language: 'en' },
    );
    expect(fieldsOf(res)).toEqual({
      title: ['The Title field is required'],
      text: ['The Text field may not be greater than 150 characters'],
      adContentTitle: ['The Advertiser name field is required'],
      asset: ['The source field is required'],
    });
  });

  it('takes no file for a text template, and refuses a format other than the line item', async () => {
    const native = await createCampaign(t, alice.user.user_id, { native: true, nativeFormatId: 11900002 });
    const base = {
      orderId: native.orderId,
      lineItemId: native.lineItemId,
      name: 'Texte',
      destinationUrl: 'https://example.com/texte',
      title: 'Titre',
      text: 'Texte',
      adContentTitle: 'Annonceur',
    };
    const ok = await post(base);
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ nativeStyleId: 7000002, asset: null, assetUrl: null });
    const other = await post({ ...base, nativeFormatId: 11900001 });
    expect(Object.keys(fieldsOf(other))).toEqual(['nativeFormatId']);
  });
});

describe('PUT /gam/creatives', () => {
  async function newCreative(place: Campaign = campaign, name = 'À modifier') {
    const res = await post(creativeForm({ name }, place));
    expect(res.status).toBe(201);
    return res.body as { id: number; assetUrl: string; asset: string };
  }

  const approve = async (id: number) => {
    await t.app.adServer.setCreativeApprobation(id, 'APPROVED');
  };

  it('edits name and destination; a changed destination goes back to review', async () => {
    const created = await newCreative();
    await approve(created.id);
    const res = await put([
      {
        id: created.id,
        name: 'Renommé',
        destinationUrl: 'https://example.com/neuf',
        assetUrl: created.assetUrl,
        size: '300x250',
      },
    ]);
    expect(res.status).toBe(200);
    const edited = res.body.find((c: { id: number }) => c.id === created.id);
    expect(edited).toMatchObject({
      name: 'Renommé',
      destinationUrl: 'https://example.com/neuf',
      approbation: 'IN_REVIEW',
    });
  });

  it('replaces the file with the form asset; the old file is no longer served', async () => {
    const created = await newCreative();
    const jpeg = await makeJpeg(300, 250);
    const res = await put(
      [
        {
          id: created.id,
          name: 'Nouveau fichier',
          destinationUrl: 'https://example.com',
          size: { width: 300, height: 250 },
        },
      ],
      { asset: png(jpeg, 'x.jpg', 'image/jpeg') },
    );
    expect(res.status).toBe(200);
    const edited = res.body.find((c: { id: number }) => c.id === created.id);
    expect(edited.asset).toMatch(/\.jpg$/);
    expect((await fetch(`${t.url}${edited.assetUrl}`)).status).toBe(200);
    expect((await fetch(`${t.url}${created.assetUrl}`)).status).toBe(404);
  });

  it('refuses an edit with the same field messages as the creation form', async () => {
    const created = await newCreative();
    const res = await put([{ id: created.id, name: '', destinationUrl: 'ftp:/x y', size: '300x250' }], {
      language: 'en',
      asset: png(Buffer.from('not an image'), 'x.png'),
    });
    expect(fieldsOf(res)).toEqual({
      name: ['The Name field is required'],
      destinationUrl: ['The Destination field must be a valid URL'],
      asset: ['The source file must be a .gif, .jpg or .png image'],
    });
  });

  it('refuses a new size without a new file of that size', async () => {
    const wide = await createCampaign(t, alice.user.user_id, {
      placeholders: [{ size: { width: 300, height: 250 } }, { size: { width: 728, height: 90 } }],
    });
    const created = await newCreative(wide);
    const entry = { id: created.id, name: 'Large', destinationUrl: 'https://example.com', size: '728x90' };
    const res = await put([entry], { place: wide, language: 'en' });
    expect(fieldsOf(res)).toEqual({ asset: ['The source file must be 728 x 90 pixels'] });
    const ok = await put([entry], { place: wide, asset: png(await makePng(728, 90)) });
    expect(ok.status).toBe(200);
    expect(ok.body.find((c: { id: number }) => c.id === created.id).size).toEqual({ width: 728, height: 90 });
  });

  it('deactivates and activates creatives through associationAction', async () => {
    const created = await newCreative();
    const off = await put([{ id: created.id, approbation: 'IN_REVIEW', associationAction: 'DEACTIVATE' }]);
    expect(off.status).toBe(200);
    expect(off.body.find((c: { id: number }) => c.id === created.id).status).toBe('INACTIVE');
    const on = await put([{ id: created.id, approbation: 'IN_REVIEW', associationAction: 'ACTIVATE' }]);
    expect(on.body.find((c: { id: number }) => c.id === created.id).status).toBe('IN_REVIEW');
  });

  it('refuses the activation of a refused creative with a message saying to edit it', async () => {
    const refused = await newCreative(campaign, 'Refusé');
    await t.app.adServer.setCreativeApprobation(refused.id, 'REFUSED');
    await put([{ id: refused.id, approbation: 'REFUSED', associationAction: 'DEACTIVATE' }]);
    const entry = [{ id: refused.id, approbation: 'REFUSED', associationAction: 'ACTIVATE' }];
    const en = await put(entry, { language: 'en' });
    expect(en.status).toBe(400);
    expect(fieldsOf(en)).toEqual({
      creatives: [
        'The creative "Refusé" was refused and cannot be activated: edit it to send it back to review',
      ],
    });
    const fr = await put(entry, { language: 'fr' });
    expect(fieldsOf(fr).creatives[0]).toContain('modifiez-le pour le renvoyer en révision');
    const after = (await list()).body.find((c: { id: number }) => c.id === refused.id);
    expect(after.status).toBe('INACTIVE');
  });

  it('refuses the activation of a selection holding an approved creative, and changes nothing', async () => {
    const approved = await newCreative(campaign, 'Approuvé');
    const pending = await newCreative(campaign, 'En attente');
    await approve(approved.id);
    await put([{ id: pending.id, approbation: 'IN_REVIEW', associationAction: 'DEACTIVATE' }]);
    // The client's view says IN_REVIEW; the server judges by its own (APPROVED).
    const selection = [
      { id: approved.id, approbation: 'IN_REVIEW', associationAction: 'ACTIVATE' },
      { id: pending.id, approbation: 'IN_REVIEW', associationAction: 'ACTIVATE' },
    ];
    const en = await put(selection, { language: 'en' });
    expect(fieldsOf(en)).toEqual({
      creatives: ['The creative "Approuvé" is already approved and cannot be activated'],
    });
    const fr = await put(selection, { language: 'fr' });
    expect(fieldsOf(fr)).toEqual({
      creatives: ['Le créatif «\u00a0Approuvé\u00a0» est déjà approuvé et ne peut pas être activé'],
    });
    const after = (await list()).body.find((c: { id: number }) => c.id === pending.id);
    expect(after.status).toBe('INACTIVE');
  });

  it('takes no approval from the advertiser, but lets them delete a creative', async () => {
    const created = await newCreative();
    const res = await put([{ id: created.id, approbation: 'APPROVED', associationAction: 'DEACTIVATE' }]);
    expect(res.status).toBe(200);
    expect((await t.app.adServer.getCreative(created.id))?.approbation).toBe('IN_REVIEW');
    const gone = await put([
      { id: created.id, approbation: 'DELETED_BY_USER', associationAction: 'DEACTIVATE' },
    ]);
    expect(gone.status).toBe(200);
    expect(gone.body.map((c: { id: number }) => c.id)).not.toContain(created.id);
    const again = await put([{ id: created.id, approbation: 'IN_REVIEW', associationAction: 'ACTIVATE' }]);
    expect(again.status).toBe(404);
  });

  it("answers 404 for another account's creative or one of another line item, changing nothing", async () => {
    const bobs = await createCampaign(t, bob.user.user_id);
    const bobsCreative = await newCreativeOf(bob, bobs);
    const mine = await newCreative();
    const entry = (id: number) => ({
      id,
      name: 'Volé',
      destinationUrl: 'https://example.com',
      size: '300x250',
    });
    expect((await put([entry(bobsCreative)])).status).toBe(404);
    expect((await put([entry(mine.id), entry(bobsCreative)])).status).toBe(404);
    expect((await put([entry(mine.id)], { token: bob.token, place: bobs })).status).toBe(404);
    expect((await put([entry(mine.id)], { token: bob.token })).status).toBe(404);
    const other = await createCampaign(t, alice.user.user_id);
    expect((await put([entry(mine.id)], { place: other })).status).toBe(404);
    expect((await list(campaign, bob.token)).status).toBe(404);
    expect((await t.app.adServer.getCreative(mine.id))?.name).toBe('À modifier');
  });

  it('refuses a creatives field that is not a JSON list, and an asset with several edits', async () => {
    expect(Object.keys(fieldsOf(await put('not json')))).toEqual(['creatives']);
    expect(Object.keys(fieldsOf(await put([])))).toEqual(['creatives']);
    const a = await newCreative();
    const b = await newCreative();
    const edit = (id: number) => ({ id, name: 'n', destinationUrl: 'https://example.com', size: '300x250' });
    const res = await put([edit(a.id), edit(b.id)], { asset: png(png300) });
    expect(Object.keys(fieldsOf(res))).toEqual(['asset']);
    const indexed = await put([edit(a.id), { ...edit(b.id), destinationUrl: 'nope' }], { language: 'en' });
    expect(fieldsOf(indexed)).toEqual({
      'creatives.1.destinationUrl': ['The Destination field must be a valid URL'],
    });
  });

  async function newCreativeOf(user: RegisteredUser, place: Campaign): Promise<number> {
    const res = await sendForm(t, 'POST', PATH, { token: user.token, values: creativeForm({}, place) });
    expect(res.status).toBe(201);
    return res.body.id;
  }
});

describe('PUT /gam/creatives: a native creative', () => {
  const nativeValues = {
    name: 'Natif',
    destinationUrl: 'https://example.com/natif',
    title: 'Un titre',
    text: 'Un texte',
    adContentTitle: 'Annonceur',
    prefixText: 'Commandité par',
  };
  /** A native creative with an image (template 7000001) on a new native line item of Alice. */
  async function nativeCreative() {
    const place = await createCampaign(t, alice.user.user_id, { native: true });
    const res = await post({ ...place, ...nativeValues, asset: png(png300) });
    expect(res.status).toBe(201);
    return { place, created: res.body as { id: number; assetUrl: string } };
  }
  const edit = (id: number, extras: Record<string, unknown>) => ({
    id,
    name: nativeValues.name,
    destinationUrl: nativeValues.destinationUrl,
    size: '300x250',
    ...extras,
  });
  const listed = async (place: Campaign, id: number) =>
    (await list(place)).body.find((c: { id: number }) => c.id === id);

  it('edits the extras without a new file; left out they stay, null clears; back to review', async () => {
    const { place, created } = await nativeCreative();
    await t.app.adServer.setCreativeApprobation(created.id, 'APPROVED');
    const entry = edit(created.id, { title: 'Nouveau titre', text: ' Nouveau texte ', prefixText: null });
    const res = await put([entry], { place });
    expect(res.status).toBe(200);
    const expected = {
      title: 'Nouveau titre',
      text: 'Nouveau texte',
      adContentTitle: 'Annonceur',
      prefixText: null,
      nativeStyleId: 7000001,
      nativeFormatId: 11900001,
      approbation: 'IN_REVIEW',
      assetUrl: created.assetUrl,
    };
    expect(res.body.find((c: { id: number }) => c.id === created.id)).toMatchObject(expected);
    expect(await listed(place, created.id)).toMatchObject(expected);
  });

  it('refuses bad extras with the messages creation gives (CREATIVE_ERROR fields), changing nothing', async () => {
    const { place, created } = await nativeCreative();
    const bad = { title: 'x'.repeat(51), adContentTitle: '' };
    const res = await put([edit(created.id, bad)], { place, language: 'en' });
    expect(fieldsOf(res)).toEqual({
      title: ['The Title field may not be greater than 50 characters'],
      adContentTitle: ['The Advertiser name field is required'],
    });
    const atCreation = await post(
      { ...place, ...nativeValues, ...bad, asset: png(png300) },
      { language: 'en' },
    );
    expect(fieldsOf(res)).toEqual(fieldsOf(atCreation));
    const fr = await put([edit(created.id, { text: 'y'.repeat(1001) })], { place, language: 'fr' });
    expect(fieldsOf(fr).text).toEqual(
      fieldsOf(await post({ ...place, ...nativeValues, text: 'y'.repeat(1001), asset: png(png300) })).text,
    );
    expect(
      Object.keys(fieldsOf(await put([edit(created.id, { nativeFormatId: 11900002 })], { place }))),
    ).toEqual(['nativeFormatId']);
    expect(
      Object.keys(fieldsOf(await put([edit(created.id, { nativeStyleId: 7000999 })], { place }))),
    ).toEqual(['nativeStyleId']);
    expect(await listed(place, created.id)).toMatchObject({
      title: nativeValues.title,
      adContentTitle: nativeValues.adContentTitle,
      nativeStyleId: 7000001,
    });
  });

  it('changes the template where the line item takes any native format, asking for the image it shows', async () => {
    const place = await createCampaign(t, alice.user.user_id, { native: true, nativeFormatId: null });
    // A text template: no file.
    const created = await post({
      ...place,
      ...nativeValues,
      nativeStyleId: 7000002,
      nativeFormatId: 11900002,
    });
    expect(created.body).toMatchObject({ nativeStyleId: 7000002, assetUrl: null });
    const entry = edit(created.body.id, { nativeStyleId: 7000001, nativeFormatId: 11900001 });
    expect(Object.keys(fieldsOf(await put([entry], { place })))).toEqual(['asset']);
    const res = await put([entry], { place, asset: png(png300) });
    expect(res.status).toBe(200);
    expect(await listed(place, created.body.id)).toMatchObject({
      nativeStyleId: 7000001,
      nativeFormatId: 11900001,
      assetUrl: expect.stringMatching(/^\/api\/v2\/assets\//),
    });
  });

  it("answers 404 for another account's native creative, changing nothing", async () => {
    const { place, created } = await nativeCreative();
    const bobs = await createCampaign(t, bob.user.user_id, { native: true });
    const entry = edit(created.id, { title: 'Volé' });
    expect((await put([entry], { token: bob.token, place })).status).toBe(404);
    expect((await put([entry], { token: bob.token, place: bobs })).status).toBe(404);
    expect((await listed(place, created.id)).title).toBe(nativeValues.title);
  });
});

describe('GET /api/v2/assets/{name}', () => {
  it('answers 404 to an unknown or malformed name', async () => {
    for (const name of ['0123456789abcdef0123456789abcdef.png', '..%2F..%2Fpackage.json', 'x.svg']) {
      const res = await fetch(`${t.url}/api/v2/assets/${name}`);
      expect(res.status).toBe(404);
    }
  });
});
