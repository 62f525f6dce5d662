import { CPM_RATE_CENTS, IMPRESSIONS_PER_CPM, MIN_ORDER_VALUE_CENTS } from './constants.ts';
import { violation, type Violation } from './violations.ts';

/**
 * Budget in integer cents (spec §5, §9). totalBudget = units / 1000 x 300 cents, rounded half up to the cent:
 * computed in integers (units x 300, then divided by 1000 with rounding) so no float ever reaches an amount.
 */
export function totalBudgetCents(units: number): number {
  if (!Number.isInteger(units) || units < 0)
    throw new RangeError(`Units must be a non-negative integer: ${units}`);
  return Math.floor((units * CPM_RATE_CENTS + IMPRESSIONS_PER_CPM / 2) / IMPRESSIONS_PER_CPM);
}

/** The order's budget: its own when present, else from its units (spec §3). */
export function orderTotalBudgetCents(order: {
  readonly totalBudget?: number | null;
  readonly units?: number | null;
}): number {
  return order.totalBudget ?? totalBudgetCents(order.units ?? 0);
}

/** Dollars (as MIN_ORDER_VALUE is configured) to cents. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export interface BudgetInput {
  readonly units: number;
  /** Units of the last saved version; absent for a new line item. */
  readonly lastSavedUnits?: number | null;
  /** Standard orders have a minimum order value; native ones do not (spec §5). */
  readonly isStandard: boolean;
  readonly minOrderValueCents?: number;
}

/**
 * The refusals of a budget (spec §5): it cannot go below the last saved value (BUDGET_TOO_LOW, {amount} in cents)
 * and, for a standard order, below the minimum order value (BUDGET_BELOW_MINIMUM, {min} in cents). Paths name the
 * `units` field, which the budget is computed from.
 */
export function validateBudget(input: BudgetInput): Violation[] {
  const { units, lastSavedUnits, isStandard, minOrderValueCents = MIN_ORDER_VALUE_CENTS } = input;
  const found: Violation[] = [];
  const budget = totalBudgetCents(units);
  if (lastSavedUnits != null && units < lastSavedUnits) {
    found.push(violation('BUDGET_TOO_LOW', { amount: totalBudgetCents(lastSavedUnits) }, ['units']));
  }
  if (isStandard && budget < minOrderValueCents) {
    found.push(violation('BUDGET_BELOW_MINIMUM', { min: minOrderValueCents }, ['units']));
  }
  return found;
}

/** The fewest units whose budget reaches an amount (e.g. the minimum order value), for a form's default. */
export function minimumUnitsFor(cents: number): number {
  let units = Math.max(0, Math.ceil((cents * IMPRESSIONS_PER_CPM) / CPM_RATE_CENTS));
  while (units > 0 && totalBudgetCents(units - 1) >= cents) units -= 1;
  while (totalBudgetCents(units) < cents) units += 1;
  return units;
}
