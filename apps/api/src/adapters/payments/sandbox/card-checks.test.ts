import { describe, expect, it } from 'vitest';
import {
  SANDBOX_TEST_CARDS,
  cardBrandOf,
  isValidCardNumber,
  isValidSecurityCode,
  parseExpiry,
  passesLuhn,
  sandboxOutcomeOf,
} from './card-checks.ts';

const TZ = 'America/Toronto';
// 15 March 2026, noon in Toronto.
const NOW = new Date('2026-03-15T16:00:00Z');

describe('card number (943)', () => {
  it('accepts the test cards and the usual brands', () => {
    for (const pan of Object.values(SANDBOX_TEST_CARDS)) expect(isValidCardNumber(pan)).toBe(true);
    expect(cardBrandOf('5555555555554444')).toBe('mastercard');
    expect(cardBrandOf('2223003122003222')).toBe('mastercard');
    expect(cardBrandOf('378282246310005')).toBe('amex');
    expect(cardBrandOf('6011111111111117')).toBe('discover');
    expect(cardBrandOf('4242424242424242')).toBe('visa');
  });

  it('refuses a wrong check digit, a wrong length and an unknown brand', () => {
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(isValidCardNumber('4242424242424241')).toBe(false);
    expect(isValidCardNumber('424242424242424')).toBe(false); // 15 digits is not a Visa length
    expect(passesLuhn('9999999999999995')).toBe(true);
    expect(isValidCardNumber('9999999999999995')).toBe(false);
    expect(isValidCardNumber('4242x42424242424')).toBe(false);
  });

  it('gives each special test card its behaviour', () => {
    expect(sandboxOutcomeOf(SANDBOX_TEST_CARDS.approves)).toBe('APPROVE');
    expect(sandboxOutcomeOf(SANDBOX_TEST_CARDS.declinedAtPreAuthorisation)).toBe('DECLINE_PREAUTH');
    expect(sandboxOutcomeOf(SANDBOX_TEST_CARDS.tokenError)).toBe('TOKEN_ERROR');
    expect(sandboxOutcomeOf(SANDBOX_TEST_CARDS.blocked)).toBe('BLOCKED');
  });
});

describe('expiry (944)', () => {
  it('accepts this month and refuses last month', () => {
    expect(parseExpiry('0326', NOW, TZ)).toEqual({ month: 3, year: 2026 });
    expect(parseExpiry('0226', NOW, TZ)).toBeNull();
  });

  it('reads "this month" in the platform time zone', () => {
    // 1 April 2026 at 02:00 UTC is still 31 March in Toronto.
    expect(parseExpiry('0326', new Date('2026-04-01T02:00:00Z'), TZ)).not.toBeNull();
    expect(parseExpiry('0326', new Date('2026-04-01T05:00:00Z'), TZ)).toBeNull();
  });

  it('accepts 20 years ahead and refuses one month more', () => {
    expect(parseExpiry('0346', NOW, TZ)).toEqual({ month: 3, year: 2046 });
    expect(parseExpiry('0446', NOW, TZ)).toBeNull();
  });

  it('refuses months 00 and 13 and anything but MMYY', () => {
    for (const bad of ['0027', '1327', '127', '01/27', '012027', ''])
      expect(parseExpiry(bad, NOW, TZ)).toBeNull();
  });
});

describe('security code (945)', () => {
  it('wants three digits, four for American Express', () => {
    expect(isValidSecurityCode('123', 'visa')).toBe(true);
    expect(isValidSecurityCode('12', 'visa')).toBe(false);
    expect(isValidSecurityCode('1234', 'visa')).toBe(false);
    expect(isValidSecurityCode('1234', 'amex')).toBe(true);
    expect(isValidSecurityCode('123', 'amex')).toBe(false);
    expect(isValidSecurityCode('12a', 'mastercard')).toBe(false);
  });
});
