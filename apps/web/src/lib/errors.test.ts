import { createInstance, type i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, type ErrorCode } from '@portal/domain';
import en from '../../../../packages/domain/src/locales/en/errors.json';
import fr from '../../../../packages/domain/src/locales/fr/errors.json';
import enAlerts from '../locales/en/alerts.json';
import frAlerts from '../locales/fr/alerts.json';
import { ApiError } from './http/index.ts';
import { errorMessage, successMessage } from './errors.ts';

// Compile-time: every code of the domain's union has a message in both files.
en satisfies Record<ErrorCode, string>;
fr satisfies Record<ErrorCode, string>;

/** Codes of spec §8 and the generic ones the client and the server answer with. */
const REQUIRED_CODES = [
  ...['ExpiredCodeException', 'UsernameExistsException', 'InvalidParameterException'],
  ...['InvalidPhoneNumberFormatException', 'NotAuthorizedException', 'USER_WRONG_CREDENTIALS'],
  ...[
    'CodeMismatchException',
    'LimitExceededException',
    'REGISTER_BAD_CONFIRMATION_CODE',
    'USER_NOT_REGISTERED',
  ],
  ...[
    'USER_ALREADY_EXIST',
    'USER_NOT_PRESENT',
    'EMAIL_NO_CHANGE_NEEDED_EXCEPTION',
    'InvalidPasswordException',
  ],
  ...['INVALID_DATES', 'GOOGLE_RECAPTCHA_INVALID_TOKEN'],
  ...['CREDIT_CARD_BLOCKED', 'NoCreditCartException', 'BadPreAuthException', 'ORDER_NOT_UNIQUE'],
  ...['codeActif', 'invalidRules', 'invalidCode', 'INVALID PROMO CODE TYPE'],
  ...[
    'NOT_FOUND',
    'UNAUTHORIZED',
    'FORBIDDEN',
    'VALIDATION_ERROR',
    'PAYLOAD_TOO_LARGE',
    'UNSUPPORTED_MEDIA_TYPE',
  ],
  ...['MALFORMED_JSON', 'RATE_LIMITED', 'INTERNAL_ERROR', 'PAGE_NOT_FOUND', 'NETWORK_ERROR'],
];

function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null
      ? keysOf(child as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

let i18n: I18n;

beforeAll(async () => {
  // The app's own set-up keeps i18next's default separators ('.' and ':'): so does this instance.
  i18n = createInstance();
  await i18n.init({
    lng: 'en',
    fallbackLng: 'fr',
    resources: { en: { errors: en, alerts: enAlerts }, fr: { errors: fr, alerts: frAlerts } },
  });
});

const tIn = (lng: 'fr' | 'en') => i18n.getFixedT(lng);

describe('the error catalogue (spec §8)', () => {
  it('has the same keys in French and English', () => {
    expect(keysOf(fr).sort()).toEqual(keysOf(en).sort());
  });

  it('has a non-empty message for every code of the domain, in both languages', () => {
    for (const code of ERROR_CODES) {
      expect(en[code], code).toMatch(/\S/);
      expect(fr[code], code).toMatch(/\S/);
      expect(errorMessage(code, tIn('fr'))).toBe(fr[code]);
      expect(errorMessage(code, tIn('en'))).toBe(en[code]);
    }
  });

  it('has a message for every code of spec §8 and the generic codes', () => {
    const catalogue: Record<string, unknown> = en;
    for (const code of REQUIRED_CODES) expect(catalogue[code], code).toBeTypeOf('string');
  });

  it("uses the spec's own wording", () => {
    expect(errorMessage('NOT_ENOUGH_INVENTORY', tIn('en'))).toBe(
      'Your campaign is too targeted or your objectives exceed the delivery capacity of the network and cannot be delivered in full',
    );
    expect(errorMessage('ORDER_IN_PROCESS', tIn('en'))).toBe(
      'Your campaign creation is being processed, please try again in a few seconds.',
    );
    expect(errorMessage('CREATIVE_ERROR', tIn('en'))).toBe('You have an error with your creative.');
    expect(errorMessage('SEGMENT_NOT_FOUND', tIn('en'))).toBe('The segment has not been found.');
    expect(errorMessage('NO_PIXEL_AVAILABLE', tIn('en'))).toBe(
      'No audience pixels are available. Please try again later.',
    );
    expect(errorMessage('codeActif', tIn('fr'))).toBe('Ce code est déjà actif');
    expect(enAlerts.dialogs.paymentMethod.message).toBe(
      'It appears that your payment method does not allow this campaign to be launched.',
    );
    expect(enAlerts.dialogs.deleteCard.message).toBe('Are you sure you want to delete your credit card?');
  });

  it('falls back to "An error occurred" / "Une erreur est survenue" for an unknown code', () => {
    expect(errorMessage('SOMETHING_NEW', tIn('en'))).toBe('An error occurred');
    expect(errorMessage('SOMETHING_NEW', tIn('fr'))).toBe('Une erreur est survenue');
    expect(errorMessage(undefined, tIn('fr'))).toBe('Une erreur est survenue');
    expect(errorMessage('', tIn('en'))).toBe('An error occurred');
  });

  it('does not take a group of messages or a dotted path for a code', () => {
    expect(errorMessage('success', tIn('en'))).toBe('An error occurred');
    expect(errorMessage('success.tagCopied', tIn('en'))).toBe('An error occurred');
    expect(errorMessage('errors:NOT_FOUND', tIn('en'))).toBe('An error occurred');
  });

  it("finds codes with spaces such as 'INVALID PROMO CODE TYPE'", () => {
    expect(errorMessage('INVALID PROMO CODE TYPE', tIn('en'))).toBe(
      'This type of promotional code is not accepted',
    );
    expect(errorMessage('INVALID PROMO CODE TYPE', tIn('fr'))).toBe(
      'Ce type de code promotionnel n’est pas accepté',
    );
  });

  it('reads the code of an ApiError and numeric tokenisation codes', () => {
    const error = new ApiError(409, 'ORDER_NOT_UNIQUE', 'duplicate');
    expect(errorMessage(error, tIn('fr'))).toBe(fr.ORDER_NOT_UNIQUE);
    expect(errorMessage(943, tIn('en'))).toBe(en.PAYMENT_INVALID_CARD);
    expect(errorMessage('945', tIn('fr'))).toBe(fr.PAYMENT_INVALID_SECURITY_CODE);
  });

  it('words the success alerts in both languages', () => {
    expect(successMessage('tagCopied', tIn('en'))).toBe('Tag copied.');
    expect(successMessage('tagCopied', tIn('fr'))).toBe('Balise copiée.');
  });
});
