import { calendarDate } from '@portal/domain';
import { SANDBOX_TEST_CARDS } from '../adapters/payments/sandbox/card-checks.ts';
import type { TestApp } from './app.ts';
import { call, type Answer, type Json } from './factories.ts';

export { SANDBOX_TEST_CARDS };

/** The sandbox's profile id by default (PAYMENT_PROFILE_ID). */
export const SANDBOX_PROFILE_ID = 'sandbox-profile';

/** An expiry MMYY `monthsAhead` months after the server clock's current month (platform time zone). */
export function expiryIn(t: TestApp, monthsAhead: number): string {
  const [year, month] = calendarDate(t.clock.now(), t.app.config.TIMEZONE).split('-').map(Number) as [
    number,
    number,
  ];
  const index = year * 12 + (month - 1) + monthsAhead;
  const mm = String((index % 12) + 1).padStart(2, '0');
  const yy = String(Math.floor(index / 12) % 100).padStart(2, '0');
  return `${mm}${yy}`;
}

export interface CardInput {
  profileId?: string;
  pan?: string;
  expiry?: string;
  cvd?: string;
}

/** The hosted page's call: POST /sandbox/payments/tokenize, a valid test card unless told otherwise. */
export function tokenizeCard(
  t: TestApp,
  card: CardInput = {},
  headers?: Record<string, string>,
): Promise<Answer> {
  return call(t, 'POST', '/sandbox/payments/tokenize', {
    headers,
    body: {
      profileId: card.profileId ?? SANDBOX_PROFILE_ID,
      pan: card.pan ?? SANDBOX_TEST_CARDS.approves,
      expiry: card.expiry ?? expiryIn(t, 24),
      cvd: card.cvd ?? '123',
    },
  });
}

/** A fresh dataKey of a card (the hosted page's answer); throws unless tokenised. */
export async function dataKeyFor(t: TestApp, card: CardInput = {}): Promise<string> {
  const res = await tokenizeCard(t, card);
  if (res.body?.responseCode?.[0] !== '001') throw new Error(`tokenize answered ${JSON.stringify(res.body)}`);
  return res.body.dataKey;
}

/** Puts a card on file for a signed-in user, as the payment method page does; answers the saved method. */
export async function addCardOnFile(
  t: TestApp,
  token: string,
  card: CardInput & { holderName?: string } = {},
): Promise<Json> {
  const dataKey = await dataKeyFor(t, card);
  const res = await call(t, 'POST', '/api/v2/payment/paymentMethod', {
    token,
    body: { dataKey, holderName: card.holderName ?? 'Camille Tremblay' },
  });
  if (res.status !== 200)
    throw new Error(`paymentMethod answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}
