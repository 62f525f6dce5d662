import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as auth from './auth.ts';
import * as creatives from './creatives.ts';
import * as misc from './misc.ts';
import * as orders from './orders.ts';
import * as user from './user.ts';
import { issueToRule } from '../issues.ts';

const codesOf = (schema: z.ZodType, value: unknown) =>
  (schema.safeParse(value).error?.issues ?? []).map((i) => [i.path.join('.'), issueToRule(i).code]);

const lineItem = {
  orderId: 1,
  units: 100_000,
  startDateTime: '2025-06-10T04:00:00.000Z',
  endDateTime: '2025-06-30T03:59:59.000Z',
  creativePlaceholders: [{ size: { width: 300, height: 250 } }],
};

describe('request schemas', () => {
  it('reads a login, the captcha token being optional', () => {
    expect(auth.ZLoginRequestSchema.parse({ email: 'a@b.ca', password: 'x' })).toEqual({
      email: 'a@b.ca',
      password: 'x',
    });
  });

  it('applies the password rule at registration and reset, not at login', () => {
    expect(
      codesOf(auth.ZRegisterRequestSchema, {
        email: 'a@b.ca',
        verificationCode: '123456',
        password: 'weak',
        firstName: 'M',
        lastName: 'T',
      }),
    ).toEqual([['password', 'InvalidPasswordException']]);
    expect(
      codesOf(auth.ZResetPasswordRequestSchema, {
        username: 'a@b.ca',
        newPassword: 'Abcdefg1',
        verificationCode: '12',
      }),
    ).toEqual([['verificationCode', 'digits']]);
    expect(
      codesOf(user.ZUpdatePasswordRequestSchema, { currentPassword: 'old', newPassword: 'abc' }),
    ).toEqual([['newPassword', 'InvalidPasswordException']]);
  });

  it('defaults pre-register resend to false and the forgot-password locale to fr', () => {
    expect(auth.ZPreRegisterRequestSchema.parse({ email: 'a@b.ca' }).resend).toBe(false);
    expect(auth.ZForgotPasswordRequestSchema.parse({ username: 'a@b.ca' }).locale).toBe('fr');
  });

  it('requires an order name and takes its type ids', () => {
    expect(codesOf(orders.ZOrderCreateRequestSchema, { name: ' ', typeId: 1, customFieldId: 2 })).toEqual([
      ['name', 'required'],
    ]);
    expect(
      orders.ZOrderCreateRequestSchema.parse({ name: 'Printemps', typeId: 1, customFieldId: 2 }).notes,
    ).toBe('');
  });

  it('reads a line item with its caps defaulted, and refuses one without placeholders', () => {
    expect(orders.ZLineItemCreateRequestSchema.parse(lineItem)).toMatchObject({
      unitType: 'IMPRESSIONS',
      frequencyCaps: [],
    });
    expect(codesOf(orders.ZLineItemCreateRequestSchema, { ...lineItem, creativePlaceholders: [] })).toEqual([
      ['creativePlaceholders', 'required'],
    ]);
  });

  it('runs the frequency cap and targeting rules inside a line item update', () => {
    const update = {
      ...lineItem,
      lineItemId: 3,
      frequencyCaps: [{ maxImpressions: 512, numTimeUnits: 1, timeUnit: 'DAY' }],
      targeting: {
        geoTargeting: {
          targetedLocations: [],
          excludedLocations: [{ id: 9, type: 'POSTAL_CODE', countryCode: 'CA', name: 'H2X' }],
        },
      },
    };
    expect(codesOf(orders.ZLineItemUpdateRequestSchema, update)).toEqual([
      ['frequencyCaps.0.maxImpressions', 'FREQUENCY_CAP_IMPRESSIONS_MAX'],
      ['targeting.geoTargeting.excludedLocations.0', 'LOCATION_POSTAL_CODE_NOT_EXCLUDABLE'],
    ]);
  });

  it('defaults submit-for-approval force to false and reads pause bodies', () => {
    expect(orders.ZSubmitForApprovalRequestSchema.parse({})).toEqual({ force: false });
    expect(orders.ZLineItemPauseRequestSchema.parse({ lineItemId: 3, orderId: 1 })).toEqual({
      lineItemId: 3,
      orderId: 1,
    });
  });

  it('reads creative form fields, ids and size given as text', () => {
    expect(
      creatives.ZCreativeCreateFieldsSchema.parse({
        orderId: '1',
        lineItemId: '3',
        name: 'Bannière',
        destinationUrl: 'https://example.com',
        size: '300x250',
      }),
    ).toMatchObject({ orderId: 1, lineItemId: 3, size: { width: 300, height: 250 } });
  });

  it('reads creative updates, edits and status changes alike', () => {
    const parsed = creatives.ZCreativeUpdateFieldsSchema.parse({
      orderId: '1',
      lineItemId: '3',
      creatives: [
        { id: 7, approbation: 'IN_REVIEW', associationAction: 'ACTIVATE' },
        { id: 8, name: 'Bannière', destinationUrl: 'https://example.com', size: '728x90' },
      ],
    });
    expect(parsed.creatives[1]).toMatchObject({ size: { width: 728, height: 90 } });
  });

  it("reads a native creative's extras in an edit: trimmed, null to clear, left out to keep", () => {
    const base = { id: 8, name: 'Natif', destinationUrl: 'https://example.com', size: '300x250' };
    const edit = creatives.ZCreativeEditEntrySchema.parse({
      ...base,
      title: ' Titre ',
      prefixText: null,
      nativeStyleId: 7000001,
    });
    expect(edit).toMatchObject({ title: 'Titre', prefixText: null, nativeStyleId: 7000001 });
    expect(edit).not.toHaveProperty('text');
    expect(creatives.ZCreativeEditEntrySchema.safeParse({ ...base, text: 'x'.repeat(1001) }).success).toBe(
      false,
    );
    expect(creatives.ZCreativeEditEntrySchema.safeParse({ ...base, nativeFormatId: 0 }).success).toBe(false);
  });

  it('reads company, personal and status filter updates', () => {
    expect(
      codesOf(user.ZUpdateCompanyRequestSchema, {
        company: 'B',
        country: 'CA',
        province: 'QC',
        phone: '514-555-0199',
      }),
    ).toEqual([['phone', 'PHONE_INVALID']]);
    expect(codesOf(user.ZUpdatePersonalRequestSchema, { firstName: '', lastName: 'T' })).toEqual([
      ['firstName', 'required'],
    ]);
    expect(
      user.ZUpdatePersonalOptionsRequestSchema.parse({ statusFilter: ['DRAFT', 'DELIVERING'] }).statusFilter,
    ).toHaveLength(2);
  });

  it('reads voucher, segment status and payment bodies', () => {
    expect(misc.ZVoucherValidateRequestSchema.parse({ code: ' PRINTEMPS ' }).code).toBe('PRINTEMPS');
    expect(misc.ZSegmentStatusRequestSchema.safeParse({ id: 1, status: 'PAUSED' }).success).toBe(false);
    expect(misc.ZPaymentMethodSaveRequestSchema.safeParse({ dataKey: '' }).success).toBe(false);
    expect(misc.ZPaymentMethodSaveRequestSchema.parse({ dataKey: ' ot-1 ' })).toEqual({
      dataKey: 'ot-1',
      holderName: '',
    });
    expect(misc.ZTokenisationResponseSchema.safeParse({ responseCode: [] }).success).toBe(false);
  });

  it('can describe every JSON body as JSON Schema for the OpenAPI document', () => {
    const bodies = [auth, user, orders, misc]
      .flatMap((m) => Object.values(m))
      .filter((s): s is z.ZodType => s instanceof z.ZodType);
    for (const schema of bodies) expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
  });
});

describe('the text primitive of every free-text field (issue 11)', () => {
  it('refuses control characters but tab and newline, and lone surrogates, before any other check', () => {
    for (const bad of ['a\u0000', '\u0007', '\u001b[31m', '\u007f', '\u009f', '\ud800', 'a\udfff']) {
      expect(codesOf(user.ZUpdatePersonalRequestSchema, { firstName: bad, lastName: 'T' })).toEqual([
        ['firstName', 'TEXT_INVALID_CHARACTERS'],
      ]);
    }
    expect(codesOf(orders.ZOrderUpdateRequestSchema, { name: 'Été 🌞', notes: 'a\n\tb' })).toEqual([]);
    expect(codesOf(misc.ZPaymentMethodSaveRequestSchema, { dataKey: '\u0000' })).toEqual([
      ['dataKey', 'TEXT_INVALID_CHARACTERS'],
    ]);
  });

  it('takes the line breaks browsers send in multipart forms (CR LF, or a lone CR) as newlines', () => {
    const parsed = orders.ZOrderUpdateRequestSchema.parse({ name: 'Été', notes: 'un\r\ndeux\rtrois' });
    expect(parsed.notes).toBe('un\ndeux\ntrois');
  });

  it('bounds ids to int4 and units to MAX_LINE_ITEM_UNITS', () => {
    expect(codesOf(orders.ZLineItemPauseRequestSchema, { lineItemId: 2_147_483_648, orderId: 1 })).toEqual([
      ['lineItemId', 'max_value'],
    ]);
    expect(codesOf(orders.ZLineItemCreateRequestSchema, { ...lineItem, units: 100_000_001 })).toEqual([
      ['units', 'max_value'],
    ]);
  });
});
