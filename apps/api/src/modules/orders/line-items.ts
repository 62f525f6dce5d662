import {
  canTransition,
  dollarsToCents,
  pauseOrder,
  resumeByHandRefusal,
  resumeOrder,
  startOfDay,
  totalBudgetCents,
  validateBudget,
  validateFlightDates,
  type Language,
  type TLineItemCreateRequest,
  type TLineItemPauseRequest,
  type TLineItemUpdateRequest,
  type TOrder,
  type Violation,
} from '@portal/domain';
import type { AdLineItemAction } from '../../adapters/adserver/index.ts';
import { AppError } from '../../platform/errors.ts';
import { checkCustomTargeting, checkGeoTargeting } from '../targeting/index.ts';
import { hasPaymentMethod } from '../payments/index.ts';
import { findOwnedLineItem, findOwnedOrder } from './ownership.ts';
import {
  assertEditable,
  compensate,
  fieldsRefusal,
  lineItemStarted,
  loadOrderState,
  refuse,
  toOrderView,
  withOrderClaim,
  type OrderState,
  type OrdersDeps,
} from './state.ts';
import { insertLineItemRows, setLineItemsPausedFor, updateLineItemRow } from './store.ts';
import { recordAudit, withAudit } from '../../platform/audit/record.ts';

/** The fields of a line item its audit entries compare (issue 16). */
function auditedLineItem(item: {
  startDateTime: string;
  endDateTime: string;
  units: number;
  unitType: string;
  creativePlaceholders: unknown;
  frequencyCaps: unknown;
  nativeFormatId?: number | null;
  targeting?: unknown;
}): Record<string, unknown> {
  return {
    startDateTime: new Date(item.startDateTime).toISOString(),
    endDateTime: new Date(item.endDateTime).toISOString(),
    units: item.units,
    unitType: item.unitType,
    creativePlaceholders: item.creativePlaceholders,
    frequencyCaps: item.frequencyCaps,
    nativeFormatId: item.nativeFormatId ?? null,
    ...(item.targeting === undefined ? {} : { targeting: item.targeting }),
  };
}
import { preAuthorizeRaisedBudget } from './submit-for-approval.ts';

/**
 * Line items (spec §3, §5, §7): create, update (with targeting), pause and resume. The budget rules are the
 * order's: its total (units/1000 x 3 $) cannot fall below the last saved total (BUDGET_TOO_LOW, with the amount)
 * nor, for a standard order, below MIN_ORDER_VALUE (BUDGET_BELOW_MINIMUM).
 */

interface BudgetCheck {
  /** The order's live units after the change. */
  units: number;
  /** The order's live units as last saved (null when nothing was saved yet). */
  lastSavedUnits: number | null;
}

function budgetViolations(deps: OrdersDeps, state: OrderState, check: BudgetCheck): Violation[] {
  return validateBudget({
    units: check.units,
    lastSavedUnits: check.lastSavedUnits,
    isStandard: state.type?.name !== 'native',
    minOrderValueCents: dollarsToCents(deps.config.MIN_ORDER_VALUE),
  });
}

/** The saved units of the order's live line items, but `exceptId`'s. */
function savedUnits(state: OrderState, exceptId?: number): number {
  return state.lineItems
    .filter((li) => !li.item.isArchived && li.row.id !== exceptId)
    .reduce((sum, li) => sum + li.row.units, 0);
}

/** The flight with its start moved to 00:00 of its day (spec §5), or the refusal of unreadable dates. */
function normalizedFlight(deps: OrdersDeps, body: { startDateTime: string; endDateTime: string }) {
  return {
    startDateTime: startOfDay(body.startDateTime, deps.config.TIMEZONE),
    endDateTime: new Date(body.endDateTime).toISOString(),
  };
}

/** POST /gam/lineItems: a new line item of the caller's editable order; answers {lineItemIds}. */
export async function createLineItem(
  deps: OrdersDeps,
  userId: number,
  body: TLineItemCreateRequest,
  locale: Language,
): Promise<{ lineItemIds: number[] }> {
  const row = await findOwnedOrder(deps.db, userId, body.orderId);
  return withOrderClaim(deps, row.id, async () => {
    const state = await loadOrderState(deps, row);
    assertEditable(state);
    const flight = normalizedFlight(deps, body);
    const saved = savedUnits(state);
    const violations = [
      ...validateFlightDates(flight, deps.clock.now(), deps.config.TIMEZONE),
      ...budgetViolations(deps, state, { units: saved + body.units, lastSavedUnits: null }),
    ];
    if (violations.length > 0) throw fieldsRefusal(violations, locale);

    const [created] = await deps.adServer.createLineItems([
      {
        orderId: row.id,
        name: `${state.row.name} #${state.lineItems.length + 1}`,
        ...flight,
        units: body.units,
        unitType: body.unitType,
        creativePlaceholders: body.creativePlaceholders,
        frequencyCaps: body.frequencyCaps,
        nativeFormatId: body.nativeFormatId ?? null,
      },
    ]);
    const now = deps.clock.now();
    try {
      const insert = (tx: typeof deps.db) =>
        insertLineItemRows(
          tx,
          row.id,
          [
            {
              id: created!.id,
              orderId: row.id,
              ownerId: userId,
              units: body.units,
              budgetCents: totalBudgetCents(body.units),
              createdAt: now,
              updatedAt: now,
            },
          ],
          { budgetCents: totalBudgetCents(saved + body.units), updatedAt: now },
        );
      await withAudit(deps.db, insert, {
        operation: 'lineItem.create',
        objectType: 'lineItem',
        objectId: created!.id,
        orderId: row.id,
        after: { orderId: row.id, ...auditedLineItem({ ...body, ...flight }) },
      });
    } catch (error) {
      // Without a portal row the line item is not the portal's; archived, the ad server never submits it.
      await compensate(() => deps.adServer.performLineItemAction([created!.id], 'ARCHIVE'));
      throw error;
    }
    return { lineItemIds: [created!.id] };
  });
}

/**
 * PUT /gam/line-items: changes a line item of an editable order (goal, flight, sizes, caps, native format,
 * targeting). Refused when the order or the line item is archived, when the order is not editable, and, once the
 * line item has started, for a new start (LINE_ITEM_STARTED). The targeting is checked against the geo catalogue
 * and the audience catalogue (CUSTOM_TARGETING_SEGMENT_NOT_FOUND) before anything is written.
 */
export async function updateLineItem(
  deps: OrdersDeps,
  userId: number,
  body: TLineItemUpdateRequest,
  locale: Language,
): Promise<TOrder> {
  const owned = await findOwnedLineItem(deps.db, userId, body.orderId, body.lineItemId);
  const row = await findOwnedOrder(deps.db, userId, owned.orderId);
  return withOrderClaim(deps, row.id, async () => {
    const state = await loadOrderState(deps, row);
    const current = state.lineItems.find((li) => li.row.id === owned.id);
    if (!current) throw refuse.lineItemArchived();
    if (state.order.isArchived) throw refuse.orderArchived();
    if (current.item.isArchived) throw refuse.lineItemArchived();
    assertEditable(state);

    const now = deps.clock.now();
    const flight = normalizedFlight(deps, body);
    const started = lineItemStarted(current.item, now);
    if (started && Date.parse(flight.startDateTime) !== Date.parse(current.item.startDateTime)) {
      throw refuse.lineItemStarted();
    }
    const others = savedUnits(state, owned.id);
    const violations = [
      // A started line item keeps its start, which is in the past by then: only the end is judged.
      ...validateFlightDates(flight, now, deps.config.TIMEZONE).filter(
        (v) => !(started && v.params.reason === 'START_IN_PAST'),
      ),
      ...budgetViolations(deps, state, { units: others + body.units, lastSavedUnits: others + owned.units }),
    ];
    if (violations.length > 0) throw fieldsRefusal(violations, locale);
    const targeting = body.targeting && (await checkGeoTargeting(deps.adServer, body.targeting, locale));
    if (targeting) {
      await checkCustomTargeting(
        deps.adServer,
        targeting.customTargeting,
        { team: deps.log, context: { userId, orderId: row.id, lineItemId: owned.id } },
        userId,
      );
    }

    // An approved campaign's raised budget is held on the card first (issue 12 item 13).
    const preAuthorizedAmount = await preAuthorizeRaisedBudget(
      deps,
      userId,
      row.id,
      totalBudgetCents(others + body.units),
    );

    const before = current.item;
    await deps.adServer.updateLineItem(owned.id, {
      ...flight,
      units: body.units,
      unitType: body.unitType,
      creativePlaceholders: body.creativePlaceholders,
      frequencyCaps: body.frequencyCaps,
      nativeFormatId: body.nativeFormatId ?? null,
      ...(targeting ? { targeting } : {}),
    });
    try {
      const update = (tx: typeof deps.db) =>
        updateLineItemRow(
          tx,
          owned.id,
          { units: body.units, budgetCents: totalBudgetCents(body.units), updatedAt: now },
          row.id,
          { budgetCents: totalBudgetCents(others + body.units), updatedAt: now },
        );
      await withAudit(deps.db, update, {
        operation: 'lineItem.update',
        objectType: 'lineItem',
        objectId: owned.id,
        orderId: row.id,
        before: auditedLineItem({ ...before, targeting: targeting ? before.targeting : undefined }),
        after: auditedLineItem({ ...body, ...flight, targeting: targeting ?? undefined }),
      });
    } catch (error) {
      await compensate(() =>
        deps.adServer.updateLineItem(owned.id, {
          startDateTime: before.startDateTime,
          endDateTime: before.endDateTime,
          units: before.units,
          unitType: before.unitType,
          creativePlaceholders: before.creativePlaceholders,
          frequencyCaps: before.frequencyCaps,
          nativeFormatId: before.nativeFormatId,
          targeting: before.targeting,
        }),
      );
      throw error;
    }
    const order = toOrderView(await loadOrderState(deps, row));
    return preAuthorizedAmount === null ? order : { ...order, preAuthorizedAmount };
  });
}

/**
 * PUT /gam/line-items/pause and /resume {lineItemId, orderId}: the line item goes PAUSED, or back to READY (spec §4:
 * pause sets the first line item PAUSED, resume READY — the web sends its order's first line item), by the
 * domain's transitions (ORDER_NOT_EDITABLE, 409, from a status that does not allow it). Answers the order.
 */
export async function changeLineItemDelivery(
  deps: OrdersDeps,
  userId: number,
  body: TLineItemPauseRequest,
  action: Extract<AdLineItemAction, 'PAUSE' | 'RESUME'>,
): Promise<TOrder> {
  const owned = await findOwnedLineItem(deps.db, userId, body.orderId, body.lineItemId);
  const row = await findOwnedOrder(deps.db, userId, owned.orderId);
  return withOrderClaim(deps, row.id, async () => {
    const state = await loadOrderState(deps, row);
    const current = state.lineItems.find((li) => li.row.id === owned.id);
    if (state.order.isArchived) throw refuse.orderArchived();
    if (!current || current.item.isArchived) throw refuse.lineItemArchived();
    // Held by the portal (a defaulted invoice, spec §8; a suspension, issue 28): it resumes when the hold lifts.
    const refusal = action === 'RESUME' ? resumeByHandRefusal(owned.pausedFor) : null;
    if (refusal) {
      throw new AppError(refusal, { message: `The line item is held paused (${owned.pausedFor})` });
    }
    // Nothing serves without a card on file (issue 31 §4): a new card resumes what deleting it paused.
    if (action === 'RESUME' && !(await hasPaymentMethod(deps.payments, userId))) {
      throw new AppError('NoCreditCartException', { message: 'No credit card is registered' });
    }
    // The status the domain gives the line item (pauseOrder / resumeOrder), reachable by its transitions.
    const move = action === 'PAUSE' ? pauseOrder : resumeOrder;
    const target = move({ ...state.order, lineItems: [current.item] }).lineItems[0]!.status;
    if (!canTransition(current.item.status, target)) {
      throw new AppError('ORDER_NOT_EDITABLE', {
        message: `The line item is ${current.item.status}: it cannot become ${target}`,
      });
    }
    await deps.adServer.performLineItemAction([owned.id], action);
    try {
      await deps.db.transaction(async (tx) => {
        // A hold writes its reason before it pauses: when that pause failed, the line item still runs with the
        // reason. Paused by hand now, it is the advertiser's pause, which the hold's release must not resume.
        if (action === 'PAUSE' && owned.pausedFor) await setLineItemsPausedFor(tx, [owned.id], null);
        await recordAudit(tx, {
          operation: action === 'PAUSE' ? 'lineItem.pause' : 'lineItem.resume',
          objectType: 'lineItem',
          objectId: owned.id,
          orderId: row.id,
          before: { status: current.item.status },
          after: { status: target },
        });
      });
    } catch (error) {
      // No change without its entry: the ad server's move is undone.
      await compensate(() =>
        deps.adServer.performLineItemAction([owned.id], action === 'PAUSE' ? 'RESUME' : 'PAUSE'),
      );
      throw error;
    }
    return toOrderView(await loadOrderState(deps, row));
  });
}
