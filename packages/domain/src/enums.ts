import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './constants.ts';
import { ROLES } from './roles.ts';

/** The closed sets of values of spec §3 and §4, each as a z.enum and its type. */

export const ZLanguageSchema = z.enum(LANGUAGES);
export type { Language };

/** The language of a raw value (cookie, header, browser language "en-US"); fr when none matches (spec §1). */
export function resolveLanguage(value: unknown): Language {
  const prefix = typeof value === 'string' ? value.trim().slice(0, 2).toLowerCase() : '';
  return (LANGUAGES as readonly string[]).includes(prefix) ? (prefix as Language) : DEFAULT_LANGUAGE;
}

/** Order status values (spec §4). */
export const ZOrderStatusSchema = z.enum([
  'DRAFT',
  'PENDING_APPROVAL',
  'APPROVED',
  'DISAPPROVED',
  'ARCHIVED',
  'CANCELLED',
  'COMPLETED',
  'DELETED',
  'PAUSED',
  'DELIVERING',
  'DELIVERY_EXTENDED',
  'INACTIVE',
  'PAUSED_INVENTORY_RELEASED',
  'READY',
  'ACTIVE',
  'NOT_SERVING',
  'UNKNOWN',
]);
export type OrderStatus = z.infer<typeof ZOrderStatusSchema>;
export const ORDER_STATUSES = ZOrderStatusSchema.options;

/**
 * Line item statuses: the spec's seven (§4) plus DRAFT and DISAPPROVED, which the lifecycle of architecture.md
 * needs (a new line item is a draft; a refused one goes back to draft on edit).
 */
export const ZLineItemStatusSchema = z.enum([
  'DRAFT',
  'PENDING_APPROVAL',
  'DISAPPROVED',
  'READY',
  'DELIVERING',
  'DELIVERY_EXTENDED',
  'PAUSED',
  'PAUSED_INVENTORY_RELEASED',
  'COMPLETED',
]);
export type LineItemStatus = z.infer<typeof ZLineItemStatusSchema>;
export const LINE_ITEM_STATUSES = ZLineItemStatusSchema.options;

/** Serving statuses (spec §4). */
export const ZServingStatusSchema = z.enum(['NOT_SERVING', 'INACTIVE', 'ACTIVE', 'UNKNOWN']);
export type ServingStatus = z.infer<typeof ZServingStatusSchema>;

/** Creative approval statuses (spec §4). */
export const ZCreativeApprovalStatusSchema = z.enum(['APPROVED', 'REFUSED', 'IN_REVIEW', 'DELETED_BY_USER']);
export type CreativeApprovalStatus = z.infer<typeof ZCreativeApprovalStatusSchema>;

/** Creative statuses (spec §3: ACTIVE, IN_REVIEW, etc.; the rest after the ad server's association statuses). */
export const ZCreativeStatusSchema = z.enum(['ACTIVE', 'INACTIVE', 'IN_REVIEW', 'DELETED']);
export type CreativeStatus = z.infer<typeof ZCreativeStatusSchema>;

/** Creative activation (spec §4). */
export const ZAssociationActionSchema = z.enum(['ACTIVATE', 'DEACTIVATE']);
export type AssociationAction = z.infer<typeof ZAssociationActionSchema>;

/** Frequency period options (spec §3). */
export const ZTimeUnitSchema = z.enum(['MINUTE', 'HOUR', 'DAY', 'WEEK', 'MONTH', 'LIFETIME']);
export type TimeUnit = z.infer<typeof ZTimeUnitSchema>;
export const TIME_UNITS = ZTimeUnitSchema.options;

/** Unit types: impressions only (architecture.md, after the ad server). */
export const ZUnitTypeSchema = z.enum(['IMPRESSIONS']);
export type UnitType = z.infer<typeof ZUnitTypeSchema>;

/** Order types: native or standard (spec §3). */
export const ZOrderTypeNameSchema = z.enum(['standard', 'native']);
export type OrderTypeName = z.infer<typeof ZOrderTypeNameSchema>;

/** Creative form input types and dynamic form input types (spec §3). */
export const ZCreativeInputTypeSchema = z.enum(['standard', 'native', 'upload']);
export type CreativeInputType = z.infer<typeof ZCreativeInputTypeSchema>;
export const ZDynamicInputTypeSchema = z.enum([
  'text',
  'v-select',
  'creative-standard',
  'creative-native',
  'upload',
]);
export type DynamicInputType = z.infer<typeof ZDynamicInputTypeSchema>;
export const DEFAULT_DYNAMIC_INPUT_TYPE: DynamicInputType = 'text';

/** Voucher types and discount types that the portal accepts (spec §5). */
export const ZVoucherTypeSchema = z.enum(['DISCOUNT_VOUCHER', 'GIFT_VOUCHER']);
export type VoucherType = z.infer<typeof ZVoucherTypeSchema>;
export const ZDiscountTypeSchema = z.enum(['AMOUNT', 'PERCENT']);
export type DiscountType = z.infer<typeof ZDiscountTypeSchema>;
/** Labels of promo list entries (spec §3). */
export const ZVoucherLabelSchema = z.enum(['active', 'ended', 'expired', 'upcoming', 'inactive']);
export type VoucherLabel = z.infer<typeof ZVoucherLabelSchema>;

/**
 * Personalised segments are ACTIVE or not (spec §3); only ACTIVE ones are selectable (spec §5). ARCHIVED is a
 * deleted segment (issue 28): its pixel went back to the pool, it is listed nowhere, and it never comes back.
 */
export const ZSegmentStatusSchema = z.enum(['ACTIVE', 'INACTIVE', 'ARCHIVED']);
export type SegmentStatus = z.infer<typeof ZSegmentStatusSchema>;
/** The statuses PUT /segments/personalized_segments/{id}/status sets (spec §6: activate or deactivate). */
export const ZSegmentStatusChangeSchema = z.enum(['ACTIVE', 'INACTIVE']);
export const ZSegmentTypeSchema = z.enum(['Pixel']);

/** Conversion pixel types (spec §3). */
export const ZConversionTypeSchema = z.enum(['page_views', 'daily_visits', 'custom']);
export type ConversionType = z.infer<typeof ZConversionTypeSchema>;
export const ZConversionStatusSchema = z.enum(['ACTIVE', 'INACTIVE']);

/** Invoice statuses (architecture.md). */
export const ZInvoiceStatusSchema = z.enum(['PAID', 'DUE', 'DEFAULTED']);
export type InvoiceStatus = z.infer<typeof ZInvoiceStatusSchema>;

/** Alert types (spec §3: default, success, others). */
export const ZAlertTypeSchema = z.enum(['default', 'success', 'info', 'warning', 'error']);
export type AlertType = z.infer<typeof ZAlertTypeSchema>;

/** Registration steps of the auth state (spec §3 starts at register-step-1: email, then code and password). */
export const ZRegisterStepSchema = z.enum(['register-step-1', 'register-step-2']);
export type RegisterStep = z.infer<typeof ZRegisterStepSchema>;

/** Roles (spec §6): the values and their rights are roles.ts's. */
export const ZRoleSchema = z.enum(ROLES);
