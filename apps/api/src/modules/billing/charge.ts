import { recordAudit, withAudit } from '../../platform/audit/record.ts';
import { enqueueWebhookEvent } from '../webhooks/index.ts';
import { DEFAULTED_CREDIT_STATUS, formatMoney, type Language, type TInvoice } from '@portal/domain';
import { renderMail } from '../../adapters/mail/index.ts';
import { type PaymentsDeps, chargeCardOnFile, hasPaymentMethod, paymentsDeps } from '../payments/index.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import {
  holdLineItemsForPayment,
  ordersDeps,
  releaseEndedPreAuthorizations,
  releaseLineItemsFromPaymentHold,
  type OrdersDeps,
} from '../orders/index.ts';
import {
  toInvoice,
  advertiserOf,
  findInvoiceRow,
  invoicedOf,
  invoicesWithStatus,
  setCreditStatus,
  setInvoiceStatus,
  type InvoiceRow,
} from '../invoices/index.ts';

/**
 * Paying invoices (issue 14): the total is charged to the card on file under the invoice's own key (a repeat never
 * charges twice). Approved: PAID with the card's last 4. Declined, or no card: DEFAULTED, and the advertiser's
 * credit status becomes CREDIT_STOP, which GET /gam/companies/credit-status answers and which refuses new
 * submissions (CREDIT_STATUS_UNACCEPTABLE); the account's running line items pause for PAYMENT, and the advertiser
 * is told by e-mail in their language. A declined charge never marks an invoice PAID. Once no invoice is DEFAULTED
 * any more (a new card, or "Pay now"), the stop lifts and the line items paused for payment resume (spec §8).
 */

export interface ChargeDeps {
  db: Db;
  clock: Clock;
  payments: PaymentsDeps;
  /** The line items paused and resumed, the mailer and the log. */
  orders: OrdersDeps;
}

/** What charging needs, with the seller's province that a billing run taxes at when an advertiser's is unknown. */
export function chargeDeps(app: Parameters<typeof ordersDeps>[0]): ChargeDeps & { sellerProvince: string } {
  return {
    db: app.database.db,
    clock: app.clock,
    payments: paymentsDeps(app),
    orders: ordersDeps(app),
    sellerProvince: app.config.SELLER_PROVINCE,
  };
}

/**
 * The billing job's run (its kind and period) when a change is the job's: its entries name the platform (`system`)
 * as their actor. A signed-in request ("Pay now", a new card) is always its caller's.
 */
export interface BillingRun {
  runId: string;
}

/** The audit fields of a change billing makes: the request's caller, else the platform under the run's id. */
function billingActor(deps: ChargeDeps, run: BillingRun | undefined) {
  return { actor: 'system' as const, runId: run?.runId, at: deps.clock.now() };
}

/**
 * An invoice's new status with its audit entry, in one transaction: `invoice.pay` when the advertiser pays it
 * ("Pay now", a new card), `invoice.charge` when the billing job charges it (actor: the platform).
 */
function setStatusAudited(
  deps: ChargeDeps,
  invoice: InvoiceRow,
  patch: Parameters<typeof setInvoiceStatus>[2],
  run: BillingRun | undefined,
): Promise<void> {
  const change = async (tx: Db) => {
    await setInvoiceStatus(tx, invoice.id, patch);
    // The account's webhooks (issue 32 §6): an invoice paid or defaulted, sent once this commits.
    const status = patch.status;
    if ((status === 'PAID' || status === 'DEFAULTED') && status !== invoice.status) {
      await enqueueWebhookEvent(
        tx,
        {
          accountId: invoice.ownerId,
          type: status === 'PAID' ? 'invoice.paid' : 'invoice.defaulted',
          data: { invoiceId: invoice.id, number: invoice.number, totalCents: invoice.totalCents, status },
        },
        deps.clock.now(),
      );
    }
  };
  return withAudit(deps.db, change, {
    operation: run ? 'invoice.charge' : 'invoice.pay',
    objectType: 'invoice',
    objectId: invoice.id,
    before: { status: invoice.status },
    after: { status: patch.status ?? invoice.status },
    subjectAccountId: invoice.ownerId,
    ...billingActor(deps, run),
  });
}

/** The owner's credit status, with its entry on their account when it changes. */
function setCreditStatusAudited(
  deps: ChargeDeps,
  ownerId: number,
  status: string,
  onlyFrom: string | undefined,
  run: BillingRun | undefined,
): Promise<void> {
  return deps.db.transaction(async (tx) => {
    const was = await setCreditStatus(tx, ownerId, status, onlyFrom);
    if (was === undefined) return;
    await recordAudit(tx, {
      operation: 'user.creditStatus',
      objectType: 'user',
      objectId: ownerId,
      before: { creditStatus: was },
      after: { creditStatus: status },
      subjectAccountId: ownerId,
      ...billingActor(deps, run),
    });
  });
}

export async function chargeInvoice(
  deps: ChargeDeps,
  invoice: InvoiceRow,
  run?: BillingRun,
): Promise<'PAID' | 'DEFAULTED'> {
  if (invoice.totalCents === 0) {
    await setStatusAudited(deps, invoice, { status: 'PAID', paidAt: deps.clock.now() }, run);
    return 'PAID';
  }
  const result = await chargeCardOnFile(
    deps.payments,
    invoice.ownerId,
    invoice.totalCents,
    `invoice-${invoice.id}`,
  );
  if (result.approved) {
    await setStatusAudited(
      deps,
      invoice,
      { status: 'PAID', cardLast4: result.last4, paidAt: deps.clock.now() },
      run,
    );
    return 'PAID';
  }
  await setStatusAudited(deps, invoice, { status: 'DEFAULTED' }, run);
  await setCreditStatusAudited(deps, invoice.ownerId, DEFAULTED_CREDIT_STATUS, undefined, run);
  await holdLineItemsForPayment(deps.orders, invoice.ownerId);
  // Told once, when the invoice defaults; a later decline of the same invoice (another try) is shown on screen.
  if (invoice.status === 'DUE') await mailPaymentFailed(deps, invoice);
  return 'DEFAULTED';
}

/** The payment method page of the web app, in the advertiser's language (spec §2 hub.finances-method). */
export function paymentMethodLink(publicUrl: string, locale: Language): string {
  const base = publicUrl.replace(/\/+$/, '');
  return locale === 'fr'
    ? `${base}/fr/guichet/finances/methode-de-paiement/`
    : `${base}/en/hub/finances/payment-methods/`;
}

/** The e-mail of a declined invoice, in the advertiser's language (users.locale); a failed send is only logged. */
async function mailPaymentFailed(deps: ChargeDeps, invoice: InvoiceRow): Promise<void> {
  const owner = await advertiserOf(deps.db, invoice.ownerId);
  if (!owner) return;
  const locale: Language = owner.locale === 'en' ? 'en' : 'fr';
  try {
    await deps.orders.mailer.send({
      to: owner.email,
      ...renderMail(locale, {
        kind: 'payment-failed',
        invoiceNumber: invoice.number,
        amount: formatMoney(invoice.totalCents, locale),
        link: paymentMethodLink(deps.orders.config.PUBLIC_URL, locale),
        firstName: owner.firstName,
      }),
    });
  } catch (error) {
    deps.orders.log.warn({ err: error, invoiceId: invoice.id }, 'the payment failure e-mail was not sent');
  }
}

/**
 * Charges every invoice still DUE (after a billing run); answers how many were paid and defaulted. Every account with
 * a DEFAULTED invoice is then held again, so a run that stopped between a default and its pause leaves none running.
 */
export async function chargeDueInvoices(
  deps: ChargeDeps,
  run: BillingRun = { runId: 'billing.charge' },
): Promise<{ paid: number; defaulted: number }> {
  const counts = { paid: 0, defaulted: 0 };
  for (const invoice of await invoicesWithStatus(deps.db, 'DUE')) {
    if ((await chargeInvoice(deps, invoice, run)) === 'PAID') counts.paid += 1;
    else counts.defaulted += 1;
  }
  const held = new Set((await invoicesWithStatus(deps.db, 'DEFAULTED')).map((i) => i.ownerId));
  for (const ownerId of held) await holdLineItemsForPayment(deps.orders, ownerId);
  return counts;
}

/** When none of the owner's invoices is DEFAULTED: the credit stop lifts and line items paused for payment resume. */
async function settleWhenNoneDefaulted(deps: ChargeDeps, ownerId: number): Promise<boolean> {
  if ((await invoicesWithStatus(deps.db, 'DEFAULTED', ownerId)).length > 0) return false;
  await setCreditStatusAudited(deps, ownerId, 'ACTIVE', DEFAULTED_CREDIT_STATUS, undefined);
  await releaseLineItemsFromPaymentHold(deps.orders, ownerId);
  return true;
}

/**
 * A new card (spec §8): every DEFAULTED invoice of the advertiser is charged again at once; when none is left
 * DEFAULTED, the credit stop set by billing is lifted and the campaigns paused for payment resume.
 */
export async function retryDefaultedInvoices(deps: ChargeDeps, ownerId: number): Promise<boolean> {
  for (const invoice of await invoicesWithStatus(deps.db, 'DEFAULTED', ownerId)) {
    await chargeInvoice(deps, invoice);
  }
  return settleWhenNoneDefaulted(deps, ownerId);
}

/**
 * POST /invoices/{id}/pay ("Pay now"): charges the caller's DUE or DEFAULTED invoice to the card on file and answers
 * it PAID (a PAID invoice is answered as it is). NOT_FOUND for another account's invoice, NoCreditCartException
 * without a card, PAYMENT_DECLINED (402) when the card declines (the invoice is then DEFAULTED).
 */
export async function payInvoice(deps: ChargeDeps, ownerId: number, invoiceId: number): Promise<TInvoice> {
  const row = await findInvoiceRow(deps.db, ownerId, invoiceId);
  if (!row) throw new AppError('NOT_FOUND', { message: 'No such invoice' });
  if (row.status === 'PAID') return toInvoice(row);
  if (!(await hasPaymentMethod(deps.payments, ownerId))) {
    throw new AppError('NoCreditCartException', { message: 'No credit card is registered' });
  }
  if ((await chargeInvoice(deps, row)) !== 'PAID') {
    throw new AppError('PAYMENT_DECLINED', { message: 'The card declined the payment' });
  }
  await settleWhenNoneDefaulted(deps, ownerId);
  return toInvoice((await findInvoiceRow(deps.db, ownerId, invoiceId))!);
}

/**
 * Releases the budget held on the card at submission (issue 14: "captured or released"; invoices are charged on
 * their own) for every campaign over — ended, completed or cancelled — once all its delivery is invoiced: each line
 * item's invoiced impressions reach its delivered ones, or its invoiced cents its budget.
 */
export function releaseEndedCampaignHolds(deps: ChargeDeps): Promise<number[]> {
  return releaseEndedPreAuthorizations(deps.orders, async (lineItems) => {
    const invoiced = await invoicedOf(
      deps.db,
      lineItems.map((li) => li.lineItemId),
    );
    return lineItems.every((li) => {
      const done = invoiced.get(li.lineItemId) ?? { impressions: 0, cents: 0 };
      return done.impressions >= li.impressionsDelivered || done.cents >= li.budgetCents;
    });
  });
}
