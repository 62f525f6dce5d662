import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from './errors.ts';
import {
  ERROR_MESSAGES,
  VALIDATION_MESSAGES,
  fieldLabel,
  formatError,
  formatErrorGroup,
  formatMessage,
  formatMoney,
  placeholderText,
} from './messages.ts';
import { INVALID_DATES_REASONS, VALIDATION_CODES } from './validation-codes.ts';
import { SEGMENT_NAME_PLACEHOLDER_KEY } from './audiences.ts';

const flatKeys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? flatKeys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)(?:,\s*\w+)?\}/g)].map((m) => m[1]).sort();

describe('message catalogue', () => {
  it.each([
    ['validation', VALIDATION_MESSAGES],
    ['errors', ERROR_MESSAGES],
  ])('has the same %s keys in fr and en', (_name, catalogue) => {
    expect(flatKeys(catalogue.fr).sort()).toEqual(flatKeys(catalogue.en).sort());
  });

  it.each([
    ['validation', VALIDATION_MESSAGES],
    ['errors', ERROR_MESSAGES],
  ])('uses the same placeholders in fr and en for every %s message', (_name, catalogue) => {
    const fr = catalogue.fr as Record<string, unknown>;
    const en = catalogue.en as Record<string, unknown>;
    for (const key of Object.keys(fr)) {
      if (typeof fr[key] === 'string')
        expect([key, placeholders(fr[key] as string)]).toEqual([key, placeholders(en[key] as string)]);
    }
  });

  it('words every code a rule or schema can report, in both languages', () => {
    for (const code of VALIDATION_CODES) {
      expect(VALIDATION_MESSAGES.fr[code], code).toBeTypeOf('string');
      expect(VALIDATION_MESSAGES.en[code], code).toBeTypeOf('string');
    }
    for (const reason of INVALID_DATES_REASONS)
      expect(VALIDATION_MESSAGES.en[`INVALID_DATES_${reason}`], reason).toBeTypeOf('string');
  });

  it('words every error code of spec §8, in both languages', () => {
    for (const code of ERROR_CODES) {
      expect(ERROR_MESSAGES.fr[code], code).toBeTypeOf('string');
      expect(ERROR_MESSAGES.en[code], code).toBeTypeOf('string');
    }
  });

  it('gives the spec’s password and destination messages in English', () => {
    expect(formatMessage('en', 'InvalidPasswordException', { min: 8 })).toBe(
      'The password must contain at least 8 characters including a capital letter, a small letter and a number',
    );
    expect(formatMessage('en', 'URL_INVALID', { field: fieldLabel('en', 'destinationUrl') })).toBe(
      'The Destination field must be a valid URL',
    );
  });

  it('writes French with its accents', () => {
    expect(formatMessage('fr', 'codeActif')).toBe('Ce code est déjà actif');
    expect(formatMessage('fr', 'required', { field: 'Prénom' })).toBe('Le champ Prénom est obligatoire');
  });

  it('closes the gap left by a field without a label', () => {
    expect(formatMessage('en', 'required')).toBe('The field is required');
    expect(formatMessage('fr', 'URL_INVALID')).toBe('Le champ doit être une URL valide');
  });

  it('fills numbers and lists in the locale’s way', () => {
    expect(formatMessage('en', 'between', { field: 'Page views', min: 1, max: 12 })).toBe(
      'The Page views field must be between 1 and 12',
    );
    expect(formatMessage('fr', 'max_value', { field: 'Jours', max: 1540 })).toMatch(
      /^Le champ Jours doit être de 1\s540 ou moins$/,
    );
    expect(formatMessage('en', 'unrecognized_keys', { keys: ['a', 'b'] })).toBe('Unexpected fields: a, b');
  });

  it('formats amounts in cents as dollars of the locale', () => {
    expect(formatMoney(123456, 'en')).toBe('$1,234.56');
    expect(formatMoney(123456, 'fr')).toMatch(/^1\s234,56\s\$$/);
    expect(formatMessage('en', 'BUDGET_TOO_LOW', { amount: 10000 })).toBe(
      'The budget cannot be reduced below $100.00',
    );
  });

  it('prefers the message of the reason when the params carry one', () => {
    expect(formatMessage('en', 'INVALID_DATES', { reason: 'END_TOO_FAR', maxDays: 365 })).toBe(
      'The end date cannot be more than 365 days from today',
    );
    expect(formatMessage('en', 'INVALID_DATES', { reason: 'SOMETHING_ELSE' })).toBe(
      'The selected dates are invalid',
    );
  });

  it('falls back to the error catalogue, then to a generic message, for other codes', () => {
    expect(formatMessage('en', 'ORDER_NOT_UNIQUE')).toBe('A campaign with this name already exists.');
    expect(formatMessage('en', 'NO_SUCH_CODE')).toBe('The field is invalid');
  });

  it('words error codes, with the spec’s fallback for an unknown one', () => {
    expect(formatError('en', 'ORDER_IN_PROCESS')).toBe(
      'Your campaign creation is being processed, please try again in a few seconds.',
    );
    expect(formatError('en', 'SOMETHING')).toBe('An error occurred');
    expect(formatError('fr', undefined)).toBe('Une erreur est survenue');
    expect(formatErrorGroup('en', 'paymentMethod')).toBe(
      'It appears that your payment method does not allow this campaign to be launched.',
    );
  });

  it('holds the segment name placeholder', () => {
    expect(placeholderText('en', SEGMENT_NAME_PLACEHOLDER_KEY.split('.')[1])).toBe('Enter a name');
    expect(placeholderText('fr', 'segmentName')).toBe('Entrez un nom');
    expect(fieldLabel('en', 'noSuchField')).toBe('');
  });
});
