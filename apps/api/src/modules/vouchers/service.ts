import { recordAudit } from '../../platform/audit/record.ts';
import {
  accountVoucherView,
  billingVoucherOf,
  calendarDate,
  isVoucherCodeFormat,
  isWrongVoucherEntry,
  normalizeVoucherCode,
  startOfDay,
  voucherAppliesToPeriod,
  voucherCandidate,
  voucherDiscounts,
  voucherEntryRefusal,
  voucherLabel,
  VOUCHER_WRONG_CODES_PER_HOUR,
  ZVoucherCreateRequestSchema,
  ZVoucherUpdateRequestSchema,
  type AccountVoucherUse,
  type StoredVoucher,
  type TAccountVoucher,
  type TAdminVoucher,
  type TCursorPageQuery,
  type VoucherEntryRefusal,
} from '@portal/domain';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { cursorPageOf } from '../../platform/cursor-page.ts';
import {
  accountVoucherRows,
  ownersWithVouchers,
  countFailuresSince,
  countRedemptions,
  findVoucherByCode,
  insertAccountVoucher,
  insertVoucherRow,
  listVoucherRows,
  lockAccountVouchers,
  recordFailure,
  recordUse,
  updateVoucherRow,
  usedInPeriod,
  usesOfInvoices,
  type AccountVoucherRow,
  type InvoiceDiscountLine,
  type VoucherRow,
} from './store.ts';

/**
 * Promo codes (issue 14, spec §5): staff (admin) create, change and switch them off; an advertiser adds one to their
 * list; the monthly billing takes the list's codes off the invoice before taxes.
 */

export interface VouchersDeps {
  db: Db;
  clock: Clock;
  timeZone: string;
}

const HOUR_MS = 3_600_000;

function stored(row: VoucherRow): StoredVoucher {
  return {
    code: row.code,
    campaign: row.campaign,
    type: row.type,
    discountType: row.discountType,
    discountValue: row.discountValue,
    giftAmountCents: row.giftAmountCents,
    singleUse: row.singleUse,
    startDate: row.startDate?.toISOString() ?? null,
    expiration: row.expiration?.toISOString() ?? null,
    maxRedemptions: row.maxRedemptions,
    active: row.active,
  };
}

function useOf(row: AccountVoucherRow): AccountVoucherUse {
  return { addedAt: row.addedAt.toISOString(), uses: row.uses, giftBalanceCents: row.giftBalanceCents };
}

function adminView(deps: VouchersDeps, row: VoucherRow & { redemptions: number }): TAdminVoucher {
  const candidate = voucherCandidate(stored(row));
  // For staff, "ended" means every allowed account has the code.
  const status = voucherLabel(
    {
      ...candidate,
      redemption:
        row.maxRedemptions === null
          ? null
          : { quantity: row.maxRedemptions, redeemed_quantity: row.redemptions },
    },
    deps.clock.now(),
  );
  const day = (d: Date | null) => (d ? calendarDate(d, deps.timeZone) : null);
  return {
    code: row.code,
    campaign: row.campaign,
    type: row.type === 'GIFT_VOUCHER' ? 'GIFT_VOUCHER' : 'DISCOUNT_VOUCHER',
    discount:
      row.discountType === 'AMOUNT' || row.discountType === 'PERCENT'
        ? { type: row.discountType, value: row.discountValue ?? 0 }
        : null,
    giftAmountCents: row.giftAmountCents,
    singleUse: row.singleUse,
    start_date: day(row.startDate),
    expiration: day(row.expiration),
    maxRedemptions: row.maxRedemptions,
    active: row.active,
    redemptions: row.redemptions,
    status,
    createdAt: row.createdAt.toISOString(),
  };
}

const notFound = (code: string) => new AppError('NOT_FOUND', { message: `No promo code ${code}` });
const dayStart = (deps: VouchersDeps, day: string | null) =>
  day === null ? null : new Date(startOfDay(day, deps.timeZone));

/** GET /admin/vouchers: every code, newest first, with how many accounts added it. */
export async function listAdminVouchers(deps: VouchersDeps): Promise<TAdminVoucher[]> {
  return (await listVoucherRows(deps.db)).map((row) => adminView(deps, row));
}

/**
 * GET /admin/vouchers?limit=&cursor= (issue 32 §4): a page of every code, newest first by (creation, id); the id is
 * the table's, inside the opaque cursor (a code has none of its own on the wire).
 */
export async function listAdminVouchersPage(
  deps: VouchersDeps,
  query: TCursorPageQuery,
): Promise<{ items: TAdminVoucher[]; nextCursor: string | null }> {
  const page = cursorPageOf(await listVoucherRows(deps.db), query, (row) => ({
    at: row.createdAt.getTime(),
    id: row.id,
  }));
  return { items: page.items.map((row) => adminView(deps, row)), nextCursor: page.nextCursor };
}

/** POST /admin/vouchers; a code already taken is VOUCHER_CODE_NOT_UNIQUE (409). */
export async function createVoucher(
  deps: VouchersDeps,
  staffId: number,
  input: z.output<typeof ZVoucherCreateRequestSchema>,
): Promise<TAdminVoucher> {
  const now = deps.clock.now();
  const isGift = input.type === 'GIFT_VOUCHER';
  const voucherFields = (r: VoucherRow) => ({
    code: r.code,
    campaign: r.campaign,
    type: r.type,
    discountType: r.discountType,
    discountValue: r.discountValue,
    giftAmountCents: r.giftAmountCents,
    singleUse: r.singleUse,
    startDate: r.startDate,
    expiration: r.expiration,
    maxRedemptions: r.maxRedemptions,
    active: r.active,
  });
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await insertVoucherRow(tx, {
      code: input.code,
      campaign: input.campaign,
      type: input.type,
      discountType: isGift ? null : (input.discount?.type ?? null),
      discountValue: isGift ? null : (input.discount?.value ?? null),
      giftAmountCents: isGift ? input.giftAmountCents : null,
      singleUse: !isGift && input.singleUse,
      startDate: dayStart(deps, input.start_date),
      expiration: dayStart(deps, input.expiration),
      maxRedemptions: input.maxRedemptions,
      active: true,
      createdBy: staffId,
      createdAt: now,
      updatedAt: now,
    });
    if (inserted) {
      await recordAudit(tx, {
        operation: 'voucher.create',
        objectType: 'voucher',
        objectId: inserted.code,
        after: voucherFields(inserted),
      });
    }
    return inserted;
  });
  if (!row) {
    throw new AppError('VOUCHER_CODE_NOT_UNIQUE', { message: `The code ${input.code} already exists` });
  }
  return adminView(deps, { ...row, redemptions: 0 });
}

/** PUT /admin/vouchers/{code}: its campaign, dates, limit and whether it is active; what it gives stays. */
export async function updateVoucher(
  deps: VouchersDeps,
  rawCode: string,
  input: z.output<typeof ZVoucherUpdateRequestSchema>,
): Promise<TAdminVoucher> {
  const code = normalizeVoucherCode(rawCode);
  const patch = {
    campaign: input.campaign,
    startDate: dayStart(deps, input.start_date),
    expiration: dayStart(deps, input.expiration),
    maxRedemptions: input.maxRedemptions,
    active: input.active,
  };
  const row = await deps.db.transaction(async (tx) => {
    const before = await findVoucherByCode(tx, code, true);
    const updated = before && (await updateVoucherRow(tx, code, { ...patch, updatedAt: deps.clock.now() }));
    if (before && updated) {
      const pick = (r: VoucherRow) =>
        Object.fromEntries(Object.keys(patch).map((k) => [k, r[k as keyof VoucherRow]]));
      await recordAudit(tx, {
        operation: 'voucher.update',
        objectType: 'voucher',
        objectId: code,
        before: pick(before),
        after: pick(updated),
      });
    }
    return updated;
  });
  if (!row) throw notFound(code);
  return adminView(deps, { ...row, redemptions: await countRedemptions(deps.db, row.id) });
}

/** GET /vouchers/list: the caller's codes in the order added, each with its status now and its labels. */
export async function listAccountVouchers(deps: VouchersDeps, ownerId: number): Promise<TAccountVoucher[]> {
  const now = deps.clock.now();
  return (await accountVoucherRows(deps.db, ownerId)).map(({ voucher, account }) =>
    accountVoucherView(stored(voucher), useOf(account), now),
  );
}

/**
 * GET /vouchers/list?limit=&cursor= (issue 32 §4): a page of the caller's codes in the list's own order, oldest added
 * first (a code added meanwhile comes last); the position is when it was added and the row of the account's entry.
 */
export async function listAccountVouchersPage(
  deps: VouchersDeps,
  ownerId: number,
  query: TCursorPageQuery,
): Promise<{ items: TAccountVoucher[]; nextCursor: string | null }> {
  const now = deps.clock.now();
  const page = cursorPageOf(
    await accountVoucherRows(deps.db, ownerId),
    query,
    ({ account }) => ({ at: account.addedAt.getTime(), id: account.id }),
    'oldest-first',
  );
  return {
    items: page.items.map(({ voucher, account }) => accountVoucherView(stored(voucher), useOf(account), now)),
    nextCursor: page.nextCursor,
  };
}

/** The wire message of each refusal; codeActif's is spec §5's own wording. */
const REFUSAL_MESSAGES: Record<VoucherEntryRefusal | 'LimitExceededException', string> = {
  invalidCode: 'Invalid promo code',
  invalidRules: 'Invalid rules',
  codeActif: 'Ce code est deja actif',
  'INVALID PROMO CODE TYPE': 'INVALID PROMO CODE TYPE',
  LimitExceededException: 'Too many wrong codes: try again later',
};

type Entry = { ok: true } | { ok: false; code: VoucherEntryRefusal | 'LimitExceededException' };

/**
 * POST /vouchers/validate {code}: adds the code to the caller's list and answers the list, or refuses it with spec
 * §5's code. Under a lock per account: past VOUCHER_WRONG_CODES_PER_HOUR wrong codes within the hour every entry
 * answers LimitExceededException (429), right or wrong, so guessing stops there. The voucher row is locked while
 * its accounts are counted, so a limited code is never added past its limit.
 */
export async function redeemVoucher(
  deps: VouchersDeps,
  ownerId: number,
  rawCode: string,
): Promise<TAccountVoucher[]> {
  const now = deps.clock.now();
  const entry = await deps.db.transaction(async (tx): Promise<Entry> => {
    await lockAccountVouchers(tx, ownerId);
    const wrong = await countFailuresSince(tx, ownerId, new Date(now.getTime() - HOUR_MS));
    if (wrong >= VOUCHER_WRONG_CODES_PER_HOUR) return { ok: false, code: 'LimitExceededException' };
    const code = normalizeVoucherCode(rawCode);
    const voucher = isVoucherCodeFormat(code) ? await findVoucherByCode(tx, code, true) : undefined;
    const mine = await accountVoucherRows(tx, ownerId);
    const redemptions = voucher ? await countRedemptions(tx, voucher.id) : 0;
    const refusal = voucherEntryRefusal(
      voucher && stored(voucher),
      mine.map((m) => m.voucher.code),
      redemptions,
      now,
    );
    if (refusal) {
      if (isWrongVoucherEntry(refusal)) await recordFailure(tx, ownerId, now);
      return { ok: false, code: refusal };
    }
    await insertAccountVoucher(tx, {
      voucherId: voucher!.id,
      ownerId,
      addedAt: now,
      giftBalanceCents: voucher!.type === 'GIFT_VOUCHER' ? voucher!.giftAmountCents : null,
    });
    await recordAudit(tx, {
      operation: 'voucher.redeem',
      objectType: 'voucher',
      objectId: voucher!.code,
      after: { code: voucher!.code, type: voucher!.type },
    });
    return { ok: true };
  });
  if (!entry.ok) {
    throw new AppError(entry.code, { message: REFUSAL_MESSAGES[entry.code] });
  }
  return listAccountVouchers(deps, ownerId);
}

/** What the caller's codes take off an invoice of a period, before taxes; call inside the invoice's transaction. */
export interface InvoiceDiscounts {
  discountCents: number;
  uses: { accountVoucherId: number; code: string; amountCents: number }[];
}

/**
 * The discounts of an advertiser's codes on a new invoice of `period` (its bounds as instants): the codes that
 * apply (voucherAppliesToPeriod), discount codes first then gift credit, each within what is left of the subtotal
 * (never below 0; a gift's unused credit stays for later invoices).
 */
export async function invoiceDiscounts(
  db: Db,
  ownerId: number,
  period: string,
  bounds: { from: Date; to: Date },
  subtotalCents: number,
): Promise<InvoiceDiscounts> {
  const mine = (await accountVoucherRows(db, ownerId)).filter(({ voucher, account }) =>
    voucherAppliesToPeriod(stored(voucher), useOf(account), bounds),
  );
  if (mine.length === 0) return { discountCents: 0, uses: [] };
  const used = await usedInPeriod(
    db,
    mine.map((m) => m.account.id),
    period,
  );
  const byCode = new Map(mine.map((m) => [m.voucher.code, m.account.id]));
  const discounts = voucherDiscounts(
    subtotalCents,
    mine.map(({ voucher, account }) =>
      billingVoucherOf(stored(voucher), useOf(account), used.get(account.id) ?? 0),
    ),
  );
  return {
    discountCents: discounts.reduce((sum, d) => sum + d.amountCents, 0),
    uses: discounts.map((d) => ({ accountVoucherId: byCode.get(d.code)!, ...d })),
  };
}

/** Which of these advertisers have promo codes (a billing run asks once, not once per advertiser). */
export function advertisersWithVouchers(db: Db, ownerIds: number[]): Promise<Set<number>> {
  return ownersWithVouchers(db, ownerIds);
}

/** Records the discounts of an invoice just written, in its transaction (gift balances go down). */
export async function recordInvoiceDiscounts(
  db: Db,
  invoiceId: number,
  period: string,
  discounts: InvoiceDiscounts,
): Promise<void> {
  for (const use of discounts.uses) {
    await recordUse(db, {
      invoiceId,
      accountVoucherId: use.accountVoucherId,
      period,
      amountCents: use.amountCents,
    });
  }
}

/** The codes and amounts taken off each of these invoices (the invoice's discount lines). */
export function discountsOfInvoices(
  db: Db,
  invoiceIds: number[],
): Promise<Map<number, InvoiceDiscountLine[]>> {
  return usesOfInvoices(db, invoiceIds);
}
