import {
  calendarDate,
  fieldLabel,
  formatMessage,
  formatSize,
  NATIVE_PLACEHOLDER_SIZE,
  parseSize,
  startOfDay,
  underPath,
  validateBudget,
  validateFlightDates,
  validateFrequencyCaps,
  violationsToFieldErrors,
  zonedTimeToInstant,
  ZForecastRequestSchema,
  type Language,
  type TForecastRequest,
  type TFrequencyCap,
  type TLineItem,
  type TLineItemCreateRequest,
  type TTargeting,
  type Violation,
} from '@portal/domain';

/**
 * The line item step's form: its values, the request they make, and the domain's rules on them (spec §5: flight
 * dates, frequency caps, budget), worded by the domain's catalogue exactly as the server words its `fields`.
 */

export interface LineItemFormValues {
  /** Impressions to deliver; '' while the field is empty. */
  units: number | '';
  /** Calendar days 'YYYY-MM-DD' in the platform time zone. */
  startDate: string | null;
  endDate: string | null;
  /** Standard sizes as text, "300x250". */
  sizes: string[];
  /** The native template's format (native orders), as text for the select. */
  nativeFormatId: string | null;
  frequencyCaps: TFrequencyCap[];
}

export interface LineItemContext {
  orderId: number;
  isNative: boolean;
  timeZone: string;
}

export const EMPTY_LINE_ITEM: LineItemFormValues = {
  units: '',
  startDate: null,
  endDate: null,
  sizes: [],
  nativeFormatId: null,
  frequencyCaps: [],
};

/** 00:00 of the first day (spec §9 "Start of day time is 00:00"). */
export function startInstant(day: string, timeZone: string): string {
  return startOfDay(day, timeZone);
}

/** The last second of the last day: a flight includes its end date. */
export function endInstant(day: string, timeZone: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return zonedTimeToInstant(
    { year, month, day: date, hour: 23, minute: 59, second: 59 },
    timeZone,
  ).toISOString();
}

export function valuesFromLineItem(lineItem: TLineItem, timeZone: string): LineItemFormValues {
  return {
    units: lineItem.units,
    startDate: calendarDate(lineItem.startDateTime, timeZone),
    endDate: calendarDate(lineItem.endDateTime, timeZone),
    sizes: lineItem.nativeFormatId ? [] : lineItem.creativePlaceholders.map((p) => formatSize(p.size)),
    nativeFormatId: lineItem.nativeFormatId ? String(lineItem.nativeFormatId) : null,
    frequencyCaps: lineItem.frequencyCaps.map((cap) => ({ ...cap })),
  };
}

/** The body of POST /gam/line-items (spec §7); a native line item books the 1x1 placeholder (spec §3). */
export function lineItemRequest(values: LineItemFormValues, ctx: LineItemContext): TLineItemCreateRequest {
  const placeholders = ctx.isNative
    ? [{ size: { ...NATIVE_PLACEHOLDER_SIZE } }]
    : values.sizes.flatMap((text) => {
        const size = parseSize(text);
        return size ? [{ size }] : [];
      });
  return {
    orderId: ctx.orderId,
    units: Number(values.units) || 0,
    unitType: 'IMPRESSIONS',
    startDateTime: values.startDate ? startInstant(values.startDate, ctx.timeZone) : '',
    endDateTime: values.endDate ? endInstant(values.endDate, ctx.timeZone) : '',
    frequencyCaps: values.frequencyCaps,
    creativePlaceholders: placeholders,
    nativeFormatId: ctx.isNative && values.nativeFormatId ? Number(values.nativeFormatId) : null,
  };
}

/** The body of PUT /gam/line-items: the same plus the line item's id and its targeting, kept as saved. */
export function lineItemUpdateRequest(
  values: LineItemFormValues,
  ctx: LineItemContext,
  lineItemId: number,
  targeting: TTargeting,
) {
  return { ...lineItemRequest(values, ctx), lineItemId, targeting };
}

/**
 * The body of POST /gam/forecast for the form's values (with the saved line item's id and targeting when one is
 * being edited), or null while they make no line item the forecast can read (the domain's request schema).
 */
export function forecastRequest(
  values: LineItemFormValues,
  ctx: LineItemContext,
  saved?: { id: number; targeting: TTargeting },
): TForecastRequest | null {
  const { orderId, units, startDateTime, endDateTime, creativePlaceholders, frequencyCaps } = lineItemRequest(
    values,
    ctx,
  );
  const parsed = ZForecastRequestSchema.safeParse({
    orderId,
    ...(saved && { lineItemId: saved.id, targeting: saved.targeting }),
    units,
    startDateTime,
    endDateTime,
    creativePlaceholders,
    frequencyCaps,
  });
  return parsed.success ? parsed.data : null;
}

/** Where a request field's errors show on the form (server `fields` and the domain's paths). */
const FORM_FIELD: Record<string, string> = {
  startDateTime: 'startDate',
  endDateTime: 'endDate',
  creativePlaceholders: 'sizes',
};

export function toFormPath(path: string): string {
  const [head, ...rest] = path.split('.');
  return [FORM_FIELD[head] ?? head, ...rest].join('.');
}

/** The first message of each field, under the form's names. */
export function formErrors(fields: Record<string, readonly string[]>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, messages] of Object.entries(fields)) {
    const key = toFormPath(path === '_' ? 'frequencyCaps' : path);
    if (messages[0] && !errors[key]) errors[key] = messages[0];
  }
  return errors;
}

export interface RuleInput {
  now: Date;
  lang: Language;
  /** Units of the last saved version (spec §5: the budget cannot go below it). */
  lastSavedUnits?: number | null;
  minOrderValueCents: number;
}

/** The budget's refusals alone (shown live under the budget). */
export function budgetViolations(units: number, ctx: LineItemContext, input: RuleInput): Violation[] {
  return validateBudget({
    units,
    lastSavedUnits: input.lastSavedUnits,
    isStandard: !ctx.isNative,
    minOrderValueCents: input.minOrderValueCents,
  });
}

function required(lang: Language, field: string): string {
  return formatMessage(lang, 'required', { field: fieldLabel(lang, field) });
}

/** Every refusal of the form, by form field: required fields, then the domain's rules of spec §5. */
export function validateLineItem(
  values: LineItemFormValues,
  ctx: LineItemContext,
  input: RuleInput,
): Record<string, string> {
  const { lang } = input;
  const missing: Record<string, string> = {};
  const units = Number(values.units);
  if (values.units === '' || !Number.isInteger(units) || units < 1) missing.units = required(lang, 'units');
  if (!values.startDate) missing.startDate = required(lang, 'startDateTime');
  if (!values.endDate) missing.endDate = required(lang, 'endDateTime');
  if (ctx.isNative ? !values.nativeFormatId : values.sizes.length === 0) {
    missing[ctx.isNative ? 'nativeFormatId' : 'sizes'] = required(lang, 'creativePlaceholders');
  }

  const request = lineItemRequest(values, ctx);
  const violations: Violation[] = [
    ...underPath(['frequencyCaps'], validateFrequencyCaps(values.frequencyCaps)),
  ];
  if (values.startDate && values.endDate) {
    violations.push(...validateFlightDates(request, input.now, ctx.timeZone));
  }
  if (!missing.units) violations.push(...budgetViolations(units, ctx, input));
  return { ...formErrors(violationsToFieldErrors(violations, lang)), ...missing };
}
