import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { call, registerUser, type RegisteredUser } from '../../test/factories.ts';
import { liveCampaign, type Live } from '../../test/ads.ts';
import { runBilling } from '../billing/run.ts';

/** GET /invoices and GET /invoices/{id}/pdf (issue 14) over HTTP: the caller's own invoices only. */

let t: TestApp;
let quebec: Live;
let other: RegisteredUser;

beforeAll(async () => {
  t = await createTestApp({ REVIEW_AUTO_APPROVE: 'true', MIN_ORDER_VALUE: '0' });
  t.clock.set(new Date('2026-11-10T15:00:00Z'));
  quebec = await liveCampaign(t, { overrides: { units: 500_000 } });
  const company = await call(t, 'PUT', '/api/v2/user/company', {
    token: quebec.user.token,
    body: {
      company: 'Éditions Lévesque',
      role: '',
      country: 'CA',
      province: 'QC',
      phone: '1 (514) 555-1234',
      address: '1000 rue Sherbrooke Ouest',
      city: 'Montréal',
      postalCode: 'H3A 3G4',
    },
  });
  expect(company.status).toBe(200);
  other = await registerUser(t, { locale: 'en' });
  // 411,520 impressions counted on 12 November: 1 234,56 $ at 3 $ CPM.
  await t.app.database.db.execute(
    `insert into adserver_daily_stats (line_item_id, day, impressions, clicks) values (${quebec.lineItemId}, '2026-11-12', 411520, 900)`,
  );
  await runBilling(
    { db: t.app.database.db, clock: t.clock, adServer: t.app.adServer, timeZone: 'America/Toronto' },
    '2026-11',
  );
});
afterAll(async () => {
  await t?.close();
});

/** WinAnsi's punctuation where Latin-1 has control characters: quotes and dashes. */
const winAnsi = (c: string) =>
  ({ '\x91': '‘', '\x92': '’', '\x93': '“', '\x94': '”', '\x95': '•', '\x96': '–', '\x97': '—' })[c] ?? c;

/** The text a PDF draws (pdfkit writes uncompressed hex strings in TJ arrays), one string per TJ. */
function pdfText(pdf: Buffer): string {
  const body = pdf.toString('latin1');
  return [...body.matchAll(/\[([^\]]*)\]\s*TJ/g)]
    .map((m) =>
      [...m[1].matchAll(/<([0-9a-fA-F]*)>/g)]
        .map((h) =>
          Buffer.from(h[1], 'hex')
            .toString('latin1')
            .replace(/[\x91-\x97]/g, winAnsi),
        )
        .join(''),
    )
    .join('\n');
}

async function getPdf(path: string, token: string) {
  const res = await fetch(`${t.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    body: Buffer.from(await res.arrayBuffer()),
  };
}

describe('GET /invoices', () => {
  it("answers the advertiser's invoices with lines, taxes of Quebec and total, and none of another's", async () => {
    const mine = await call(t, 'GET', '/api/v2/invoices', { token: quebec.user.token });
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual([
      {
        id: expect.any(Number),
        number: expect.stringMatching(/^202611-\d+-1$/),
        invoiceDate: '2026-11-10',
        // Billed on the 10th: delivery to date (issue 31 §23).
        periodStart: '2026-11-01',
        periodEnd: '2026-11-10',
        lines: [
          {
            orderId: quebec.orderId,
            orderName: expect.any(String),
            lineItemId: quebec.lineItemId,
            lineItemName: expect.stringMatching(/ #1$/),
            impressions: 411_520,
            amountCents: 123_456,
          },
        ],
        subtotalCents: 123_456,
        discountCents: 0,
        discounts: [],
        taxes: [
          { name: 'GST', ratePercent: 5, amountCents: 6_173, province: 'QC', basis: 'CUSTOMER_ADDRESS' },
          { name: 'QST', ratePercent: 9.975, amountCents: 12_315, province: 'QC', basis: 'CUSTOMER_ADDRESS' },
        ],
        taxBasis: 'CUSTOMER_ADDRESS',
        taxProvince: 'QC',
        totalCents: 141_944,
        status: 'DUE',
        cardLast4: null,
      },
    ]);
    const theirs = await call(t, 'GET', '/api/v2/invoices', { token: other.token });
    expect(theirs.body).toEqual([]);
    expect((await call(t, 'GET', '/api/v2/invoices')).status).toBe(401);
  });
});

describe('GET /invoices/{id}/pdf', () => {
  it("is a PDF in the advertiser's language with accents and 1 234,56 $ as French writes it", async () => {
    const [invoice] = (await call(t, 'GET', '/api/v2/invoices', { token: quebec.user.token })).body;
    const res = await getPdf(`/api/v2/invoices/${invoice.id}/pdf`, quebec.user.token);
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/pdf');
    expect(res.body.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.body);
    expect(text).toContain(`Facture ${invoice.number}`);
    expect(text).toContain('Éditions Lévesque');
    expect(text).toContain('1\u00a0234,56\u00a0$');
    expect(text).toContain('TVQ (9,975\u00a0%)');
    expect(text).toContain('Période\u00a0: 1–10 novembre 2026');
    // The customer's address as Canada Post writes it (issue 31 §23).
    expect(text).toContain('1000 rue Sherbrooke Ouest\nMontréal QC H3A 3G4\nCanada');
    expect(text).toContain(invoice.lines[0].lineItemName);
    expect(text).not.toContain(String(invoice.lines[0].lineItemId));
    // Taxed at the advertiser's own province: no word of the seller's.
    expect(text).not.toContain('province du vendeur');
    expect(text).toContain('1\u00a0419,44\u00a0$');
    expect(text).toContain('À payer');

    const english = pdfText(
      (await getPdf(`/api/v2/invoices/${invoice.id}/pdf?lang=en`, quebec.user.token)).body,
    );
    expect(english).toContain(`Invoice ${invoice.number}`);
    expect(english).toContain('$1,234.56');
    expect(english).toContain('$1,419.44');
    expect(english).toContain('QST (9.975%)');
    expect(english).toContain('Invoice date: 2026-11-10');
    expect(english).toContain('Period: November 1–10, 2026');
    expect(english).toContain('Montréal QC H3A 3G4\nCanada');
  });

  it("answers 404 for another account's invoice or an unknown one", async () => {
    const [invoice] = (await call(t, 'GET', '/api/v2/invoices', { token: quebec.user.token })).body;
    expect((await getPdf(`/api/v2/invoices/${invoice.id}/pdf`, other.token)).status).toBe(404);
    expect((await getPdf('/api/v2/invoices/999999/pdf', quebec.user.token)).status).toBe(404);
    expect((await getPdf('/api/v2/invoices/abc/pdf', quebec.user.token)).status).toBe(404);
    expect((await getPdf(`/api/v2/invoices/${invoice.id}/pdf?lang=de`, quebec.user.token)).status).toBe(400);
  });
});
