import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatIssue, issueToRule, toFieldErrors, violationsToFieldErrors } from './issues.ts';
import { ZLoginRequestSchema } from './requests/auth.ts';
import { ZCreativeCreateFieldsSchema } from './requests/creatives.ts';
import { violation } from './violations.ts';

const rulesOf = (schema: z.ZodType, value: unknown) =>
  (schema.safeParse(value).error?.issues ?? []).map((issue) => issueToRule(issue));

describe('zod issues as rule codes', () => {
  it('calls a missing or null value required', () => {
    expect(rulesOf(z.object({ a: z.string() }), {})).toEqual([{ code: 'required', params: {} }]);
    expect(rulesOf(z.object({ a: z.number() }), { a: null })).toEqual([{ code: 'required', params: {} }]);
  });

  it('calls an empty string or empty list required, and longer bounds min and min_items', () => {
    expect(rulesOf(z.string().min(1), '')).toEqual([{ code: 'required', params: {} }]);
    expect(rulesOf(z.array(z.number()).min(1), [])).toEqual([{ code: 'required', params: {} }]);
    expect(rulesOf(z.string().min(3), 'ab')).toEqual([{ code: 'min', params: { length: 3 } }]);
    expect(rulesOf(z.array(z.number()).min(2), [1])).toEqual([{ code: 'min_items', params: { min: 2 } }]);
  });

  it('words upper bounds by kind of value', () => {
    expect(rulesOf(z.string().max(2), 'abc')).toEqual([{ code: 'max', params: { length: 2 } }]);
    expect(rulesOf(z.number().max(12), 13)).toEqual([{ code: 'max_value', params: { max: 12 } }]);
    expect(rulesOf(z.number().min(1), 0)).toEqual([{ code: 'min_value', params: { min: 1 } }]);
    expect(rulesOf(z.array(z.number()).max(1), [1, 2])).toEqual([{ code: 'max_items', params: { max: 1 } }]);
  });

  it('maps formats, enums and types to the generic rules', () => {
    expect(rulesOf(z.email(), 'no')).toEqual([{ code: 'email', params: {} }]);
    expect(rulesOf(z.iso.datetime(), 'no')).toEqual([{ code: 'date_format', params: {} }]);
    expect(rulesOf(z.string().regex(/^a$/), 'b')).toEqual([{ code: 'regex', params: {} }]);
    expect(rulesOf(z.enum(['a']), 'b')).toEqual([{ code: 'oneOf', params: {} }]);
    expect(rulesOf(z.number().int(), 1.5)).toEqual([{ code: 'integer', params: {} }]);
    expect(rulesOf(z.number(), 'x')).toEqual([{ code: 'numeric', params: {} }]);
    expect(rulesOf(z.strictObject({}), { extra: 1 })).toEqual([
      { code: 'unrecognized_keys', params: { keys: ['extra'] } },
    ]);
  });

  it('keeps the code and params of a custom issue', () => {
    const schema = z
      .number()
      .refine((n) => n < 10, { message: 'FREQUENCY_CAP_TOO_MANY', params: { max: 10 } });
    expect(rulesOf(schema, 11)).toEqual([{ code: 'FREQUENCY_CAP_TOO_MANY', params: { max: 10 } }]);
  });

  it('calls a custom issue with an unknown message invalid rather than showing English', () => {
    expect(
      rulesOf(
        z.number().refine(() => false, 'Some sentence'),
        1,
      ),
    ).toEqual([{ code: 'invalid', params: {} }]);
  });

  it('reads the shape fastify-type-provider-zod hands over', () => {
    const fromFastify = { code: 'custom', message: 'FREQUENCY_CAP_TOO_MANY', params: { max: 10 } };
    expect(formatIssue('en', fromFastify)).toBe('No more than 10 frequency caps are allowed');
    const tooSmall = {
      code: 'too_small',
      message: 'Too small',
      origin: 'string',
      minimum: 3,
      inclusive: true,
    };
    expect(formatIssue('fr', tooSmall)).toBe('Le champ doit contenir au moins 3 caractères');
  });
});

describe('field errors', () => {
  it('gives localized messages by dotted path, with the field labels of the catalogue', () => {
    const result = ZLoginRequestSchema.safeParse({ email: 'not-an-email', password: '' });
    expect(toFieldErrors(result.error!, 'en')).toEqual({
      email: ['The Email field must be a valid email'],
      password: ['The Password field is required'],
    });
    expect(toFieldErrors(result.error!, 'fr')).toEqual({
      email: ['Le champ Courriel doit être une adresse courriel valide'],
      password: ['Le champ Mot de passe est obligatoire'],
    });
  });

  it('words the creative destination as the spec does', () => {
    const result = ZCreativeCreateFieldsSchema.safeParse({
      orderId: '1',
      lineItemId: '2',
      name: 'Ad',
      destinationUrl: 'www.example.com',
      size: '300x250',
    });
    expect(toFieldErrors(result.error!, 'en')).toEqual({
      destinationUrl: ['The Destination field must be a valid URL'],
    });
  });

  it('puts issues about the value itself under _', () => {
    expect(toFieldErrors(z.string().safeParse(1).error!, 'en')).toEqual({ _: ['The field is invalid'] });
  });

  it('takes labels from the caller when given', () => {
    const result = z.object({ name: z.string().min(1) }).safeParse({ name: '' });
    expect(toFieldErrors(result.error!, 'en', { label: () => 'Campaign name' })).toEqual({
      name: ['The Campaign name field is required'],
    });
  });

  it('does not repeat the same message for a field', () => {
    const issues = [
      { code: 'custom', message: 'required', path: ['a'] },
      { code: 'custom', message: 'required', path: ['a'] },
    ];
    expect(toFieldErrors({ issues }, 'en')).toEqual({ a: ['The field is required'] });
  });

  it('words violations found outside a schema', () => {
    const found = [violation('INVALID_DATES', { reason: 'START_IN_PAST' }, ['startDateTime'])];
    expect(violationsToFieldErrors(found, 'en')).toEqual({
      startDateTime: ['The start date cannot be in the past'],
    });
  });
});
