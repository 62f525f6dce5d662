import type { TPaymentMethod, TPaymentMethodResponse, TPaymentMethodSaveRequest } from '@portal/domain';
import type { PaymentGateway, PreAuthorization } from '../../adapters/payments/index.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/client.ts';
import { recordAudit, withAudit } from '../../platform/audit/record.ts';
import { AppError } from '../../platform/errors.ts';
import {
  deletePaymentMethod as deleteRow,
  findPaymentMethod,
  replacePaymentMethod,
  type PaymentMethodRow,
} from './store.ts';

export type { PreAuthorization } from '../../adapters/payments/index.ts';

/**
 * The card on file (spec §3, §7 Finance, §8 Payment): one per user, saved from the hosted page's single-use
 * dataKey, replaced by a new one, removed on demand; and the pre-authorisation, capture and void the orders module
 * asks for on it. The user is always the caller's own: no function takes another account's card.
 */
export interface PaymentsDeps {
  db: Db;
  clock: Clock;
  gateway: PaymentGateway;
}

export function paymentsDeps(app: { database: { db: Db }; clock: Clock; paymentGateway: PaymentGateway }) {
  return { db: app.database.db, clock: app.clock, gateway: app.paymentGateway } satisfies PaymentsDeps;
}

/** What the user sees of the card (architecture.md): never the vault key. */
function toPaymentMethod(row: PaymentMethodRow): TPaymentMethod {
  return {
    brand: row.brand,
    last4: row.last4,
    expiryMonth: row.expiryMonth,
    expiryYear: row.expiryYear,
    holderName: row.holderName,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /payment/paymentMethod: the card, or "" when there is none (spec §7). */
export async function getPaymentMethod(deps: PaymentsDeps, userId: number): Promise<TPaymentMethodResponse> {
  const row = await findPaymentMethod(deps.db, userId);
  return row ? toPaymentMethod(row) : '';
}

export async function hasPaymentMethod(deps: PaymentsDeps, userId: number): Promise<boolean> {
  return (await findPaymentMethod(deps.db, userId)) !== undefined;
}

/**
 * Vaults the card of a dataKey and makes it the user's only card; the card it replaces leaves the vault.
 * PAYMENT_TOKEN_ERROR for a used or expired dataKey, CREDIT_CARD_BLOCKED when the processor refuses the card.
 */
export async function savePaymentMethod(
  deps: PaymentsDeps,
  userId: number,
  body: TPaymentMethodSaveRequest,
): Promise<TPaymentMethod> {
  const card = await deps.gateway.saveCard(body.dataKey.trim());
  // Its entry says the card was saved or replaced, never which card (issue 16: no card data in the trail).
  const { row, replacedVaultKey } = await withAudit(
    deps.db,
    (tx) =>
      replacePaymentMethod(tx, {
        userId,
        ...card,
        holderName: body.holderName?.trim() ?? '',
        createdAt: deps.clock.now(),
      }),
    (saved) => ({
      operation: saved.replacedVaultKey ? 'paymentMethod.replace' : 'paymentMethod.save',
      objectType: 'paymentMethod',
      objectId: null,
    }),
  );
  if (replacedVaultKey && replacedVaultKey !== row.vaultKey) {
    await deps.gateway.deleteCard(replacedVaultKey);
  }
  return toPaymentMethod(row);
}

/** DELETE /payment/paymentMethod: NoCreditCartException (404) when the user has no card. */
export async function deletePaymentMethod(deps: PaymentsDeps, userId: number): Promise<void> {
  const vaultKey = await deps.db.transaction(async (tx) => {
    const removed = await deleteRow(tx, userId);
    if (!removed) throw new AppError('NoCreditCartException', { status: 404 });
    await recordAudit(tx, { operation: 'paymentMethod.delete', objectType: 'paymentMethod', objectId: null });
    return removed;
  });
  await deps.gateway.deleteCard(vaultKey);
}

/**
 * For submission for approval (spec §4, §8): holds `amountCents` on the user's card. NoCreditCartException when
 * there is no card, BadPreAuthException when it is declined. Idempotent by key: calls with one key, concurrent ones
 * included, answer the same single pre-authorisation (use one key per order and budget, e.g. `order-42-15000`).
 */
export async function preAuthorizePayment(
  deps: PaymentsDeps,
  userId: number,
  amountCents: number,
  idempotencyKey: string,
): Promise<PreAuthorization> {
  const row = await findPaymentMethod(deps.db, userId);
  if (!row) throw new AppError('NoCreditCartException');
  return deps.gateway.preAuthorize(row.vaultKey, amountCents, idempotencyKey);
}

/** Takes a pre-authorised amount (all of it by default); capturing twice answers the same capture. */
export function capturePayment(
  deps: PaymentsDeps,
  preAuthorizationId: string,
  amountCents?: number,
): Promise<PreAuthorization> {
  return deps.gateway.capture(preAuthorizationId, amountCents);
}

/** Releases a pre-authorisation that will not be captured (an order disapproved or cancelled). */
export function voidPayment(deps: PaymentsDeps, preAuthorizationId: string): Promise<PreAuthorization> {
  return deps.gateway.void(preAuthorizationId);
}

/**
 * Charges an amount to the user's card on file (an invoice, issue 14); idempotent by key. Answers the card's last 4
 * when approved; declined when the processor refuses or the user has no card.
 */
export async function chargeCardOnFile(
  deps: PaymentsDeps,
  userId: number,
  amountCents: number,
  idempotencyKey: string,
): Promise<{ approved: true; last4: string } | { approved: false }> {
  const row = await findPaymentMethod(deps.db, userId);
  if (!row) return { approved: false };
  const result = await deps.gateway.charge(row.vaultKey, amountCents, idempotencyKey);
  return result.approved ? { approved: true, last4: row.last4 } : { approved: false };
}
