import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZCompanyInfoSchema } from './company.ts';
import { ZCreativeSchema } from './creative.ts';
import {
  ZInvoiceSchema,
  ZMetricRowSchema,
  ZPaymentMethodResponseSchema,
  ZPaymentMethodSchema,
} from './finance.ts';
import { ZLineItemSchema, ZOrderSchema } from './order.ts';
import { ZCatalogueSegmentSchema, ZConversionPixelSchema, ZPersonalizedSegmentSchema } from './segments.ts';
import {
  INITIAL_AUTH_STATE,
  ZAuthStateSchema,
  ZUserInfoSchema,
  afterForgotPasswordRequest,
  afterVerificationResend,
  isCreditStatusAcceptable,
} from './user.ts';
import { ZVoucherCandidateSchema, ZVoucherSchema } from './voucher.ts';
import { ZAlertSchema, ZStaticPageSchema } from './ui.ts';
import { issueToRule } from '../issues.ts';
import { INT4_MAX, parseId } from './common.ts';

const creative = {
  id: 7,
  name: 'Bannière',
  destinationUrl: 'https://example.com',
  size: { width: 300, height: 250 },
  status: 'IN_REVIEW',
  approbation: 'IN_REVIEW',
  lineItemId: 3,
};
const lineItem = {
  id: 3,
  orderId: 1,
  name: 'Élément 1',
  startDateTime: '2025-06-10T04:00:00.000Z',
  endDateTime: '2025-06-30T03:59:59.000Z',
  units: 100_000,
  status: 'DRAFT',
  creativePlaceholders: [{ size: { width: 300, height: 250 } }],
  creatives: [creative],
  frequencyCaps: [{ maxImpressions: 3, numTimeUnits: 1, timeUnit: 'DAY' }],
};

describe('entity schemas', () => {
  it('reads an order with the spec’s field names and fills the defaults', () => {
    const order = ZOrderSchema.parse({
      id: 1,
      name: '123 - Printemps',
      cleanName: 'Printemps',
      status: 'DRAFT',
      lineItems: [lineItem],
    });
    expect(order).toMatchObject({ notes: '', unitType: 'IMPRESSIONS', isArchived: false });
    expect(order.lineItems[0]).toMatchObject({
      stats: { impressionsDelivered: 0, clicksDelivered: 0 },
      targeting: { geoTargeting: { targetedLocations: [], excludedLocations: [] }, customTargeting: [] },
    });
  });

  it('refuses an unknown status and a fractional budget in cents', () => {
    expect(ZOrderSchema.safeParse({ id: 1, name: 'a', cleanName: 'a', status: 'RUNNING' }).success).toBe(
      false,
    );
    expect(
      ZOrderSchema.safeParse({ id: 1, name: 'a', cleanName: 'a', status: 'DRAFT', totalBudget: 10.5 })
        .success,
    ).toBe(false);
  });

  it('refuses a line item date without a time zone', () => {
    expect(ZLineItemSchema.safeParse({ ...lineItem, startDateTime: '2025-06-10T00:00:00' }).success).toBe(
      false,
    );
  });

  it('reads a native creative with its extras', () => {
    const native = ZCreativeSchema.parse({
      ...creative,
      title: 'Titre',
      text: 'Texte',
      adContentTitle: 'Pub',
      prefixText: 'Par',
      nativeStyleId: 11,
      nativeFormatId: 12,
    });
    expect(native.nativeFormatId).toBe(12);
  });

  it('reads user info with the spec’s snake_case names and defaults role to user', () => {
    const user = ZUserInfoSchema.parse({
      first_name: 'Marie',
      last_name: 'Tremblay',
      email: 'm@t.ca',
      user_id: 'u-1',
    });
    expect(user).toMatchObject({ role: 'user', isAdmin: false, agency_role: null, statusFilter: [] });
    expect(ZUserInfoSchema.safeParse({ ...user, role: 'Admin' }).success).toBe(false);
  });

  it('starts the auth state at register-step-1 and counts verification mails', () => {
    expect(ZAuthStateSchema.parse(INITIAL_AUTH_STATE).registerStep).toBe('register-step-1');
    expect(afterVerificationResend(INITIAL_AUTH_STATE).verificationCodeSendCount).toBe(10);
    expect(
      afterForgotPasswordRequest(afterVerificationResend(INITIAL_AUTH_STATE)).verificationCodeSendCount,
    ).toBe(11);
  });

  it('accepts only the ACTIVE credit status', () => {
    expect(isCreditStatusAcceptable('ACTIVE')).toBe(true);
    expect(isCreditStatusAcceptable('ON_HOLD')).toBe(false);
  });

  it('reads nested catalogue segments', () => {
    const tree = ZCatalogueSegmentSchema.parse({
      segment_id: 1,
      parent_id: null,
      ad_manager_id: 100,
      title_fr: 'Sports',
      title_en: 'Sports',
      rank_number: 1,
      has_children: true,
      segments: [
        {
          segment_id: 2,
          parent_id: 1,
          ad_manager_id: 101,
          title_fr: 'Hockey',
          title_en: 'Hockey',
          rank_number: 1,
          has_children: false,
        },
      ],
    });
    expect(tree.segments?.[0].title_fr).toBe('Hockey');
  });

  it('reads personalised segments and conversion pixels', () => {
    expect(
      ZPersonalizedSegmentSchema.parse({
        id: 1,
        name: 'Visiteurs',
        rawName: '99 - Visiteurs',
        pageViews: 1,
        membershipExpirationDays: 30,
        status: 'ACTIVE',
      }),
    ).toMatchObject({ type: 'Pixel', size: 0, tag: '' });
    expect(
      ZConversionPixelSchema.parse({
        activityGroupId: 5,
        id: 6,
        name: 'Achat',
        type: 'daily_visits',
        impressionsLookbackDays: 30,
        clicksLookbackDays: 30,
        status: 'ACTIVE',
      }).totalConversions,
    ).toBe(0);
  });

  it('tells an accepted voucher from a voucher service reply', () => {
    const reply = { code: 'X', type: 'LOYALTY_CARD' };
    expect(ZVoucherCandidateSchema.safeParse(reply).success).toBe(true);
    expect(ZVoucherSchema.safeParse(reply).success).toBe(false);
  });

  it('reads the payment method, or an empty string for none', () => {
    const card = {
      brand: 'VISA',
      last4: '4242',
      expiryMonth: 12,
      expiryYear: 2030,
      holderName: 'Marie Tremblay',
      createdAt: '2025-01-01T00:00:00Z',
    };
    expect(ZPaymentMethodSchema.parse(card)).toEqual(card);
    expect(ZPaymentMethodResponseSchema.parse('')).toBe('');
    expect(ZPaymentMethodSchema.safeParse({ ...card, expiryMonth: 13 }).success).toBe(false);
  });

  it('reads invoices and metric rows in cents', () => {
    const invoice = ZInvoiceSchema.parse({
      id: 1,
      number: '202501-7-1',
      invoiceDate: '2025-02-01',
      periodStart: '2025-01-01',
      periodEnd: '2025-01-31',
      lines: [
        { orderId: 1, orderName: 'Printemps', lineItemId: 2, impressions: 100_000, amountCents: 30_000 },
      ],
      subtotalCents: 30_000,
      discountCents: 0,
      taxes: [{ name: 'GST', ratePercent: 5, amountCents: 1500 }],
      totalCents: 31_500,
      status: 'PAID',
      cardLast4: '4242',
    });
    expect(invoice.lines[0].lineItemId).toBe(2);
    expect(
      ZMetricRowSchema.safeParse({
        date: '2025-02-01',
        orderId: 1,
        orderName: 'a',
        impressions: 10,
        clicks: 1,
        ctr: 0.1,
        spendCents: 3,
        conversions: 0,
      }).success,
    ).toBe(true);
  });

  it('checks that the province belongs to the country of the company', () => {
    const company = { company: 'Boulangerie', country: 'CA', province: 'QC', phone: '1 (514) 555-0199' };
    expect(ZCompanyInfoSchema.parse(company)).toMatchObject({ role: '', phoneExt: '' });
    const wrong = ZCompanyInfoSchema.safeParse({ ...company, country: 'US' });
    expect(wrong.error?.issues.map(issueToRule)).toEqual([
      { code: 'PROVINCE_INVALID', params: { country: 'US' } },
    ]);
  });

  it('reads alerts and static pages', () => {
    expect(ZAlertSchema.parse({ message: 'orders.created' })).toEqual({
      message: 'orders.created',
      type: 'default',
      shown: false,
    });
    const page = {
      key: 'terms',
      lang: 'fr',
      slug: 'conditions-utilisation',
      title: 'Conditions d’utilisation',
      translations: { fr: 'conditions-utilisation', en: 'terms-of-use' },
      items: [{ title: 'Objet', body: 'Texte' }],
    };
    expect(ZStaticPageSchema.parse(page)).toEqual(page);
    expect(ZStaticPageSchema.safeParse({ ...page, lang: 'de' }).success).toBe(false);
  });

  it('can be described as JSON Schema for the OpenAPI document', () => {
    for (const schema of [
      ZOrderSchema,
      ZUserInfoSchema,
      ZCatalogueSegmentSchema,
      ZInvoiceSchema,
      ZStaticPageSchema,
    ]) {
      expect(() => z.toJSONSchema(schema, { io: 'output' })).not.toThrow();
    }
  });
});

describe('parseId, the one parser of ids in paths', () => {
  it('reads a positive decimal up to the int4 maximum', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('3000001')).toBe(3_000_001);
    expect(parseId(String(INT4_MAX))).toBe(INT4_MAX);
  });

  it.each([
    '0',
    '-1',
    '2147483648',
    '999999999999',
    '0001',
    '1e3',
    '0x10',
    ' 12',
    '12 ',
    '1.0',
    '',
    'abc',
    '１２',
  ])('names nothing with %j', (raw) => {
    expect(parseId(raw)).toBeNull();
  });

  it('never answers a number its column would refuse', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const id = parseId(raw);
        expect(
          id === null || (Number.isSafeInteger(id) && id >= 1 && id <= INT4_MAX && String(id) === raw),
        ).toBe(true);
      }),
    );
  });
});
