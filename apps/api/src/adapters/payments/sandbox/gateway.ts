import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { TOKENISATION_SUCCESS_CODE, type TTokenisationResponse } from '@portal/domain';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import type {
  ChargeResult,
  HostedTokenisationPage,
  PaymentGateway,
  PreAuthorization,
  VaultedCard,
} from '../port.ts';
import {
  cardBrandOf,
  cardDigits,
  isValidCardNumber,
  isValidSecurityCode,
  parseExpiry,
  sandboxOutcomeOf,
} from './card-checks.ts';
import { paymentSandboxDataKeys, paymentSandboxPreAuthorizations, paymentSandboxVault } from './tables.ts';

/** A dataKey works once, within 15 minutes (as a hosted tokenisation processor's temporary token). */
export const DATA_KEY_TTL_MS = 15 * 60_000;

/** The default hosted page: served by the API itself (sandbox/routes.ts). */
export const SANDBOX_HOSTED_PATH = '/sandbox/payments/hosted';

/** Processor wordings of the codes (not shown to users: the portal words the codes with its catalogue). */
const PROCESSOR_MESSAGES: Record<string, string> = {
  '940': 'Invalid profile id',
  '941': 'Error generating token',
  '942': 'Invalid profile id or source URL',
  '943': 'Card data is invalid (not numeric, failed mod10 or unknown brand)',
  '944': 'Invalid expiration date (MMYY, this month or later)',
  '945': 'Invalid CVD data (3 digits, 4 for American Express)',
};

export interface TokenizeRequest {
  profileId: string;
  pan: string;
  expiry: string;
  cvd: string;
}

export interface SandboxOptions {
  profileId: string;
  hostedUrl: string;
  timeZone: string;
}

const newId = (prefix: string) => `${prefix}-${randomBytes(18).toString('base64url')}`;

type PreAuthRow = typeof paymentSandboxPreAuthorizations.$inferSelect;

function toPreAuthorization(row: PreAuthRow): PreAuthorization {
  return {
    id: row.id,
    idempotencyKey: row.idempotencyKey,
    vaultKey: row.vaultKey,
    amountCents: row.amountCents,
    capturedCents: row.capturedCents,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A caller's mistake (the orders module's), not the user's: a 500 that is logged. */
const misuse = (message: string) => new AppError('INTERNAL_ERROR', { message });

function failure(codes: string[]): TTokenisationResponse {
  return {
    responseCode: codes,
    dataKey: null,
    errorMessage: codes.map((c) => PROCESSOR_MESSAGES[c]).join('; '),
    bin: null,
  };
}

/**
 * The default gateway: a processor simulated in the portal's own database, with a hosted tokenisation page of
 * its own (sandbox/routes.ts) and the test cards of card-checks.ts. Every call reads the database, so several API
 * processes over one database behave as one processor.
 */
export class SandboxPaymentGateway implements PaymentGateway {
  private readonly db: Db;
  private readonly clock: Clock;
  private readonly options: SandboxOptions;

  constructor(db: Db, clock: Clock, options: SandboxOptions) {
    this.db = db;
    this.clock = clock;
    this.options = options;
  }

  hostedPage(): HostedTokenisationPage {
    return { profileId: this.options.profileId, url: this.options.hostedUrl };
  }

  /**
   * The hosted page's call: checks the profile (940), the page's source (942, decided by the route), then the
   * card (943, 944, 945, all that fail, in that order), and answers a dataKey ("001") or the codes.
   */
  async tokenize(request: TokenizeRequest, sourceAllowed: boolean): Promise<TTokenisationResponse> {
    if (request.profileId.trim() !== this.options.profileId) return failure(['940']);
    if (!sourceAllowed) return failure(['942']);
    const digits = cardDigits(request.pan);
    const brand = cardBrandOf(digits);
    const now = this.clock.now();
    const expiry = parseExpiry(request.expiry, now, this.options.timeZone);
    const codes: string[] = [];
    if (!isValidCardNumber(digits)) codes.push('943');
    if (!expiry) codes.push('944');
    if (!isValidSecurityCode(request.cvd, brand)) codes.push('945');
    if (codes.length > 0 || !expiry || !brand) return failure(codes);
    const outcome = sandboxOutcomeOf(digits);
    if (outcome === 'TOKEN_ERROR') return failure(['941']);
    const dataKey = newId('ot');
    await this.db.insert(paymentSandboxDataKeys).values({
      dataKey,
      profileId: this.options.profileId,
      brand,
      last4: digits.slice(-4),
      expiryMonth: expiry.month,
      expiryYear: expiry.year,
      outcome,
      createdAt: now,
      expiresAt: new Date(now.getTime() + DATA_KEY_TTL_MS),
    });
    // Keys nobody used are of no use once expired: forget them now and then.
    await this.db.delete(paymentSandboxDataKeys).where(lt(paymentSandboxDataKeys.expiresAt, now));
    return {
      responseCode: [TOKENISATION_SUCCESS_CODE],
      dataKey,
      errorMessage: null,
      bin: digits.slice(0, 6),
    };
  }

  async saveCard(dataKey: string): Promise<VaultedCard> {
    const now = this.clock.now();
    // Single use, even under concurrent calls: the update that marks it used is the one that wins.
    const [key] = await this.db
      .update(paymentSandboxDataKeys)
      .set({ usedAt: now })
      .where(
        and(
          eq(paymentSandboxDataKeys.dataKey, dataKey),
          eq(paymentSandboxDataKeys.profileId, this.options.profileId),
          isNull(paymentSandboxDataKeys.usedAt),
          gt(paymentSandboxDataKeys.expiresAt, now),
        ),
      )
      .returning();
    if (!key) {
      throw new AppError('PAYMENT_TOKEN_ERROR', { message: 'Unknown, used or expired dataKey' });
    }
    if (key.outcome === 'BLOCKED') throw new AppError('CREDIT_CARD_BLOCKED');
    const vaultKey = newId('vk');
    await this.db.insert(paymentSandboxVault).values({
      vaultKey,
      profileId: key.profileId,
      brand: key.brand,
      last4: key.last4,
      expiryMonth: key.expiryMonth,
      expiryYear: key.expiryYear,
      outcome: key.outcome,
      createdAt: now,
    });
    return {
      vaultKey,
      brand: key.brand,
      last4: key.last4,
      expiryMonth: key.expiryMonth,
      expiryYear: key.expiryYear,
    };
  }

  async deleteCard(vaultKey: string): Promise<void> {
    await this.db.delete(paymentSandboxVault).where(eq(paymentSandboxVault.vaultKey, vaultKey));
  }

  private async findPreAuthorization(where: ReturnType<typeof eq>): Promise<PreAuthRow | undefined> {
    const [row] = await this.db.select().from(paymentSandboxPreAuthorizations).where(where).limit(1);
    return row;
  }

  private sameRequest(row: PreAuthRow, vaultKey: string, amountCents: number): PreAuthorization {
    if (row.vaultKey !== vaultKey || row.amountCents !== amountCents) {
      throw misuse(`Idempotency key ${row.idempotencyKey} was used for another card or amount`);
    }
    return toPreAuthorization(row);
  }

  async preAuthorize(
    vaultKey: string,
    amountCents: number,
    idempotencyKey: string,
  ): Promise<PreAuthorization> {
    if (!Number.isSafeInteger(amountCents) || amountCents <= 0 || amountCents > 2_147_483_647) {
      throw misuse(`Not an amount in cents: ${amountCents}`);
    }
    if (!idempotencyKey) throw misuse('An idempotency key is required');
    const byKey = eq(paymentSandboxPreAuthorizations.idempotencyKey, idempotencyKey);
    const existing = await this.findPreAuthorization(byKey);
    if (existing) return this.sameRequest(existing, vaultKey, amountCents);

    const [card] = await this.db
      .select()
      .from(paymentSandboxVault)
      .where(eq(paymentSandboxVault.vaultKey, vaultKey))
      .limit(1);
    const now = this.clock.now();
    if (!card || card.outcome === 'DECLINE_PREAUTH' || this.isExpired(card, now)) {
      throw new AppError('BadPreAuthException');
    }
    // Two calls at once with one key: the unique index lets one insert in; the other reads what it inserted.
    const [inserted] = await this.db
      .insert(paymentSandboxPreAuthorizations)
      .values({
        id: newId('pa'),
        idempotencyKey,
        vaultKey,
        amountCents,
        status: 'PREAUTHORIZED',
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: paymentSandboxPreAuthorizations.idempotencyKey })
      .returning();
    if (inserted) return toPreAuthorization(inserted);
    const winner = await this.findPreAuthorization(byKey);
    if (!winner) throw misuse(`Pre-authorisation ${idempotencyKey} vanished`);
    return this.sameRequest(winner, vaultKey, amountCents);
  }

  private isExpired(card: { expiryMonth: number; expiryYear: number }, now: Date): boolean {
    const month = `${card.expiryMonth}`.padStart(2, '0') + `${card.expiryYear % 100}`.padStart(2, '0');
    return parseExpiry(month, now, this.options.timeZone) === null;
  }

  private async requirePreAuthorization(id: string): Promise<PreAuthRow> {
    const row = await this.findPreAuthorization(eq(paymentSandboxPreAuthorizations.id, id));
    if (!row) throw new AppError('NOT_FOUND', { message: `No pre-authorisation ${id}` });
    return row;
  }

  async capture(preAuthorizationId: string, amountCents?: number): Promise<PreAuthorization> {
    const row = await this.requirePreAuthorization(preAuthorizationId);
    const amount = amountCents ?? row.amountCents;
    if (!Number.isSafeInteger(amount) || amount <= 0 || amount > row.amountCents) {
      throw misuse(`Cannot capture ${amount} of ${row.amountCents} cents`);
    }
    const byId = eq(paymentSandboxPreAuthorizations.id, preAuthorizationId);
    const [captured] = await this.db
      .update(paymentSandboxPreAuthorizations)
      .set({ status: 'CAPTURED', capturedCents: amount, updatedAt: this.clock.now() })
      .where(and(byId, eq(paymentSandboxPreAuthorizations.status, 'PREAUTHORIZED')))
      .returning();
    if (captured) return toPreAuthorization(captured);
    const current = await this.requirePreAuthorization(preAuthorizationId);
    if (current.status === 'CAPTURED') return toPreAuthorization(current);
    throw misuse(`Pre-authorisation ${preAuthorizationId} is ${current.status}`);
  }

  async void(preAuthorizationId: string): Promise<PreAuthorization> {
    await this.requirePreAuthorization(preAuthorizationId);
    const byId = eq(paymentSandboxPreAuthorizations.id, preAuthorizationId);
    const [voided] = await this.db
      .update(paymentSandboxPreAuthorizations)
      .set({ status: 'VOIDED', updatedAt: this.clock.now() })
      .where(and(byId, eq(paymentSandboxPreAuthorizations.status, 'PREAUTHORIZED')))
      .returning();
    if (voided) return toPreAuthorization(voided);
    const current = await this.requirePreAuthorization(preAuthorizationId);
    if (current.status === 'VOIDED') return toPreAuthorization(current);
    throw misuse(`Pre-authorisation ${preAuthorizationId} is ${current.status}`);
  }

  /**
   * A charge is a pre-authorisation captured at once, under the charge's key, written captured in one statement
   * (a billing run charges thousands); the 0341 card declines it. A key already charged answers that charge; one
   * left pre-authorised is captured.
   */
  async charge(vaultKey: string, amountCents: number, idempotencyKey: string): Promise<ChargeResult> {
    const byKey = eq(paymentSandboxPreAuthorizations.idempotencyKey, idempotencyKey);
    const [card] = await this.db
      .select()
      .from(paymentSandboxVault)
      .where(eq(paymentSandboxVault.vaultKey, vaultKey))
      .limit(1);
    const chargeable =
      card &&
      card.outcome !== 'DECLINE_CHARGE' &&
      card.outcome !== 'DECLINE_PREAUTH' &&
      !this.isExpired(card, this.clock.now());
    if (!chargeable) {
      // Declined now, but a charge made under this key before stands.
      const existing = await this.findPreAuthorization(byKey);
      if (existing?.status === 'CAPTURED') return { approved: true, id: existing.id };
      if (existing && card && card.outcome !== 'DECLINE_CHARGE')
        return this.captureCharge(existing, vaultKey, amountCents);
      return { approved: false };
    }
    if (!Number.isSafeInteger(amountCents) || amountCents <= 0 || amountCents > 2_147_483_647) {
      throw misuse(`Not an amount in cents: ${amountCents}`);
    }
    if (!idempotencyKey) throw misuse('An idempotency key is required');
    const now = this.clock.now();
    const [inserted] = await this.db
      .insert(paymentSandboxPreAuthorizations)
      .values({
        id: newId('pa'),
        idempotencyKey,
        vaultKey,
        amountCents,
        capturedCents: amountCents,
        status: 'CAPTURED',
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: paymentSandboxPreAuthorizations.idempotencyKey })
      .returning({ id: paymentSandboxPreAuthorizations.id });
    if (inserted) return { approved: true, id: inserted.id };
    // The key was used before (a repeat, or two charges at once): answer that charge, captured.
    const existing = await this.findPreAuthorization(byKey);
    if (!existing) throw misuse(`Charge ${idempotencyKey} vanished`);
    if (existing.status === 'CAPTURED') return { approved: true, id: existing.id };
    return this.captureCharge(existing, vaultKey, amountCents);
  }

  private async captureCharge(row: PreAuthRow, vaultKey: string, amountCents: number): Promise<ChargeResult> {
    this.sameRequest(row, vaultKey, amountCents);
    if (row.status === 'CAPTURED') return { approved: true, id: row.id };
    const captured = await this.capture(row.id);
    return { approved: true, id: captured.id };
  }
}
