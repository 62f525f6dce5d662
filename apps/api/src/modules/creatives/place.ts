import { z } from 'zod';
import { NATIVE_DEFAULT_SIZE, ZCreativeCreateFieldsSchema, sizeKey, type TSize } from '@portal/domain';
import type { AdLineItem, AdOrder } from '../../adapters/adserver/index.ts';
import { AppError } from '../../platform/errors.ts';
import { findOwnedLineItem } from '../orders/index.ts';
import type { CreativeFieldErrors } from './field-errors.ts';
import type { CreativesDeps } from './common.ts';

/** What POST and PUT /gam/creatives share: the caller's line item the form names, and reading the form's values. */

export interface CreativePlace {
  orderId: number;
  lineItemId: number;
  order: AdOrder;
  lineItem: AdLineItem;
}

const ZPlaceSchema = ZCreativeCreateFieldsSchema.pick({ orderId: true, lineItemId: true });

/**
 * The order and line item of the form, the caller's own: 400 when the ids are missing or malformed, 404 when the
 * line item is not the caller's (or not of that order), ORDER_ARCHIVED / LINE_ITEM_ARCHIVED when archived.
 */
export async function findCreativePlace(
  deps: CreativesDeps,
  userId: number,
  fields: Record<string, unknown>,
  errors: CreativeFieldErrors,
): Promise<CreativePlace> {
  const ids = ZPlaceSchema.safeParse(fields);
  if (!ids.success) {
    errors.addIssues(ids.error.issues);
    throw errors.toError();
  }
  const { orderId, lineItemId } = ids.data;
  await findOwnedLineItem(deps.db, userId, orderId, lineItemId);
  const [order, lineItem] = await Promise.all([
    deps.adServer.getOrder(orderId),
    deps.adServer.getLineItem(lineItemId),
  ]);
  if (!order || !lineItem || lineItem.orderId !== orderId) {
    throw new AppError('NOT_FOUND', { message: 'No such line item' });
  }
  if (order.isArchived) throw new AppError('ORDER_ARCHIVED', { message: `Order ${orderId} is archived` });
  if (lineItem.isArchived) {
    throw new AppError('LINE_ITEM_ARCHIVED', { message: `Line item ${lineItemId} is archived` });
  }
  return { orderId, lineItemId, order, lineItem };
}

/** A creative's content cannot change while its order is with the staff (spec §4: not editable when pending). */
export function assertContentEditable(place: CreativePlace): void {
  if (place.order.status === 'PENDING_APPROVAL') {
    throw new AppError('ORDER_NOT_EDITABLE', {
      message: 'The order is pending approval: its creatives cannot change',
    });
  }
}

/** The form's text fields, with empty ones left out (a form sends "" for a field left blank). */
export function formValues(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => !(typeof value === 'string' && value.trim() === '')),
  );
}

/** A value parsed by one schema, or undefined when it does not parse (its message comes from the whole form). */
export function valueOf<T>(schema: z.ZodType<T>, value: unknown): T | undefined {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** An image creative's size must be one of its line item's placeholders (spec §5 "expected size"). */
export function fitsPlaceholder(lineItem: Pick<AdLineItem, 'creativePlaceholders'>, size: TSize): boolean {
  return lineItem.creativePlaceholders.some((p) => sizeKey(p.size) === sizeKey(size));
}

/** A native creative's size: the form's, else 300x250 (spec §3, §9). */
export function nativeSize(fields: Record<string, unknown>): TSize | undefined {
  if (fields.size === undefined) return { ...NATIVE_DEFAULT_SIZE };
  return valueOf(ZCreativeCreateFieldsSchema.shape.size, fields.size);
}
