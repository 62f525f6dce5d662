import { calendarDate } from '@portal/domain';

/**
 * The checks a hosted tokenisation page makes on a card before it answers a dataKey (spec §8, codes 943 to 945):
 * the number (digits, length, Luhn, a known brand), the expiry (MMYY, this month or later) and the security code
 * (3 digits, 4 for American Express). Pure functions: the sandbox gateway answers with them.
 */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover';

/** What the sandbox does with a card once tokenised: Stripe's well-known test numbers, by behaviour. */
export type SandboxCardOutcome = 'APPROVE' | 'DECLINE_PREAUTH' | 'DECLINE_CHARGE' | 'TOKEN_ERROR' | 'BLOCKED';

export const SANDBOX_TEST_CARDS = {
  /** Tokenised, saved and pre-authorised. */
  approves: '4242424242424242',
  /** Tokenised and saved; every pre-authorisation is declined (BadPreAuthException). */
  declinedAtPreAuthorisation: '4000000000000002',
  /** Saved and pre-authorised, but every later charge is declined (a card that defaults at billing). */
  declinedAtCharge: '4000000000000341',
  /** Refused by the hosted page with 941 (token error). */
  tokenError: '4000000000000119',
  /** Tokenised, but the processor refuses to keep it (CREDIT_CARD_BLOCKED). */
  blocked: '4100000000000019',
} as const;

const OUTCOME_BY_CARD: Readonly<Record<string, SandboxCardOutcome>> = {
  [SANDBOX_TEST_CARDS.declinedAtPreAuthorisation]: 'DECLINE_PREAUTH',
  [SANDBOX_TEST_CARDS.declinedAtCharge]: 'DECLINE_CHARGE',
  [SANDBOX_TEST_CARDS.tokenError]: 'TOKEN_ERROR',
  [SANDBOX_TEST_CARDS.blocked]: 'BLOCKED',
};

export function sandboxOutcomeOf(digits: string): SandboxCardOutcome {
  return OUTCOME_BY_CARD[digits] ?? 'APPROVE';
}

/** A card number as typed, without the spaces and dashes people put in it. */
export function cardDigits(pan: string): string {
  return pan.replace(/[\s-]/g, '');
}

/** The Luhn (mod 10) check digit rule of card numbers. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const BRANDS: { brand: CardBrand; prefix: RegExp; lengths: number[] }[] = [
  { brand: 'amex', prefix: /^3[47]/, lengths: [15] },
  { brand: 'visa', prefix: /^4/, lengths: [13, 16, 19] },
  { brand: 'mastercard', prefix: /^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/, lengths: [16] },
  { brand: 'discover', prefix: /^(6011|65|64[4-9])/, lengths: [16, 19] },
];

/** The brand of a card number of the right length for it, or null. */
export function cardBrandOf(digits: string): CardBrand | null {
  const match = BRANDS.find((b) => b.prefix.test(digits) && b.lengths.includes(digits.length));
  return match?.brand ?? null;
}

/** 943: digits only, a known brand at its length, and the Luhn check digit. */
export function isValidCardNumber(digits: string): boolean {
  return /^\d{13,19}$/.test(digits) && cardBrandOf(digits) !== null && passesLuhn(digits);
}

/** How far ahead an expiry may be: cards are issued for a few years, never for decades. */
export const MAX_EXPIRY_YEARS_AHEAD = 20;

/**
 * 944: an expiry written MMYY, of this month or a later one (a card works until the end of its month) and at most
 * MAX_EXPIRY_YEARS_AHEAD years ahead; "this month" in the platform time zone. Null when refused.
 */
export function parseExpiry(
  mmyy: string,
  now: Date,
  timeZone: string,
): { month: number; year: number } | null {
  const match = /^(\d{2})(\d{2})$/.exec(mmyy.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  const [currentYear, currentMonth] = calendarDate(now, timeZone).split('-').map(Number) as [number, number];
  const century = Math.floor(currentYear / 100) * 100;
  let year = century + Number(match[2]);
  // Two digits: 2099 is read as 2099 in 2098, and "01" as 2101 in 2099.
  if (year < currentYear - 50) year += 100;
  const months = (year - currentYear) * 12 + (month - currentMonth);
  if (months < 0 || months > MAX_EXPIRY_YEARS_AHEAD * 12) return null;
  return { month, year };
}

/** 945: three digits, or four for American Express (whose code is printed on the front). */
export function isValidSecurityCode(cvd: string, brand: CardBrand | null): boolean {
  const value = cvd.trim();
  if (brand === 'amex') return /^\d{4}$/.test(value);
  if (brand === null) return /^\d{3,4}$/.test(value);
  return /^\d{3}$/.test(value);
}
