import { describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  PAYMENT_ERROR_GROUPS,
  TOKENISATION_ERROR_CODES,
  ZApiErrorSchema,
  errorCodeFromTokenisation,
  errorCodeOf,
  isErrorCode,
  paymentErrorGroupOf,
} from './errors.ts';

describe('error codes of spec §8', () => {
  it('holds each code once', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });

  it('keeps the spec’s spellings', () => {
    for (const code of [
      'codeActif',
      'INVALID PROMO CODE TYPE',
      'NoCreditCartException',
      'USER_ALREADY_EXIST',
      'invalidRules',
    ]) {
      expect(isErrorCode(code)).toBe(true);
    }
    expect(isErrorCode('SOMETHING_ELSE')).toBe(false);
  });

  it('maps tokenisation codes 940 to 945 in the spec’s order', () => {
    expect(Object.entries(TOKENISATION_ERROR_CODES)).toEqual([
      ['940', 'PAYMENT_INVALID_PROFILE_ID'],
      ['941', 'PAYMENT_TOKEN_ERROR'],
      ['942', 'PAYMENT_INVALID_PROFILE_ID_OR_SOURCE'],
      ['943', 'PAYMENT_INVALID_CARD'],
      ['944', 'PAYMENT_INVALID_EXPIRY'],
      ['945', 'PAYMENT_INVALID_SECURITY_CODE'],
    ]);
    expect(errorCodeFromTokenisation(943)).toBe('PAYMENT_INVALID_CARD');
    expect(errorCodeFromTokenisation('946')).toBeUndefined();
    expect(errorCodeFromTokenisation('toString')).toBeUndefined();
  });

  it('groups payment codes as payment method, inventory or order in process', () => {
    expect(paymentErrorGroupOf('CREDIT_CARD_BLOCKED')).toBe('paymentMethod');
    expect(paymentErrorGroupOf('945')).toBeUndefined();
    expect(paymentErrorGroupOf('PAYMENT_INVALID_SECURITY_CODE')).toBe('paymentMethod');
    expect(paymentErrorGroupOf('NOT_ENOUGH_INVENTORY')).toBe('inventory');
    expect(paymentErrorGroupOf('ORDER_IN_PROCESS')).toBe('orderInProcess');
    expect(paymentErrorGroupOf('ORDER_NOT_UNIQUE')).toBeUndefined();
    const grouped = Object.values(PAYMENT_ERROR_GROUPS).flat();
    expect(new Set(grouped).size).toBe(grouped.length);
  });

  it('reads the code of a failed response from error.code, else code, else the raw error', () => {
    expect(errorCodeOf({ error: { code: 'ORDER_ENDED', message: 'x' } })).toBe('ORDER_ENDED');
    expect(errorCodeOf({ code: '943' })).toBe('943');
    expect(errorCodeOf({ error: 'QUOTA_EXCEEDED' })).toBe('QUOTA_EXCEEDED');
    expect(errorCodeOf('ORDER_IN_PROCESS')).toBe('ORDER_IN_PROCESS');
    expect(errorCodeOf(null)).toBeUndefined();
    expect(errorCodeOf({})).toBeUndefined();
  });

  it('describes the wire shape of a failure', () => {
    const body = {
      error: {
        code: 'InvalidParameterException',
        message: 'Invalid input',
        fields: { name: ['The Name field is required'] },
      },
    };
    expect(ZApiErrorSchema.parse(body)).toEqual(body);
  });
});
