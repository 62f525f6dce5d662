import { z } from 'zod';
import { ZIsoDateSchema, ZIsoDateTimeSchema, text } from './entities/common.ts';

/**
 * The audit trail (issue 16): every change made through the API, append-only. An entry says when, who did it (the
 * actor), on whose account (the subject: another account under view-as or a staff action), what (operation, object
 * type and id), the changed fields' old and new values, and the request id.
 */

/** The kinds of object an entry is about (the web names them in both languages). */
export const AUDIT_OBJECT_TYPES = [
  'order',
  'lineItem',
  'creative',
  'segment',
  'conversionPixel',
  'paymentMethod',
  'voucher',
  'user',
  'invoice',
  'agency',
  'agencyGrant',
  'apiKey',
  'webhookEndpoint',
  // Teams (decision 0029): invitations, members' roles and removals, the owner's second-factor requirement.
  'team',
] as const;
export const ZAuditObjectTypeSchema = z.enum(AUDIT_OBJECT_TYPES);
export type AuditObjectType = z.infer<typeof ZAuditObjectTypeSchema>;

/** One changed field: its old value (null when created) and new value (null when removed). */
export const ZAuditChangeSchema = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type TAuditChange = z.infer<typeof ZAuditChangeSchema>;

/**
 * Who made a change: a user (the signed-in caller, or the user themselves where no one is signed in yet: sign-up,
 * a password reset with a mailed code), or the platform itself (`userId` null: a scheduled job such as billing).
 */
export const ZAuditActorSchema = z.object({
  userId: z.string().nullable(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});

export const ZAuditEntrySchema = z.object({
  id: z.string(),
  at: ZIsoDateTimeSchema,
  actor: ZAuditActorSchema,
  subjectAccountId: z.string(),
  operation: z.string(),
  objectType: ZAuditObjectTypeSchema,
  objectId: z.string().nullable(),
  /** The campaign the object belongs to, when it is a campaign, a line item or a creative. */
  orderId: z.string().nullable(),
  changes: z.array(ZAuditChangeSchema),
  requestId: z.string(),
  /** The API key the change was made with (issue 32 §1), null otherwise. */
  apiKeyId: z.string().nullable(),
  /**
   * What people call the object and its campaign (issue 31 §24: never "Line item #5000001"): the last name, code or
   * number the trail recorded for it (a user: their name), null when it never recorded one.
   */
  objectName: z.string().nullable().optional(),
  orderName: z.string().nullable().optional(),
  /** The account's holder by name (else e-mail), for staff reading every account's history. */
  subjectAccountName: z.string().nullable().optional(),
  /** The campaigns its changes name by number (duplicatedFrom), by their names: campaign id -> name. */
  campaignNames: z.record(z.string(), z.string()).optional(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntrySchema>;

export const AUDIT_PAGE_SIZE_MAX = 100;

/** GET /audit (the signed-in account's entries): dates are calendar days of the platform time zone, inclusive. */
export const ZAuditQuerySchema = z.object({
  from: ZIsoDateSchema.optional(),
  to: ZIsoDateSchema.optional(),
  objectType: ZAuditObjectTypeSchema.optional(),
  objectId: text().min(1).max(40).optional(),
  /** A campaign's history: the order and its line items and creatives. */
  orderId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(AUDIT_PAGE_SIZE_MAX).default(20),
});
export type TAuditQuery = z.infer<typeof ZAuditQuerySchema>;

/** GET /admin/audit: the same, over every account, or one account's. */
export const ZAdminAuditQuerySchema = ZAuditQuerySchema.extend({
  accountId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export type TAdminAuditQuery = z.infer<typeof ZAdminAuditQuerySchema>;

export const ZAuditPageSchema = z.object({
  items: z.array(ZAuditEntrySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type TAuditPage = z.infer<typeof ZAuditPageSchema>;

/**
 * Fields never written to the trail, whatever the object: passwords, tokens, verification codes, card data,
 * secrets and hashes (issue 16). Matched on the field's name, case-insensitively.
 */
const SECRET_FIELD = /password|token|secret|hash|verificationcode|idconfirmation|cvv|cvc|cardnumber|vault/i;

export function isSecretField(field: string): boolean {
  return SECRET_FIELD.test(field);
}

type Fields = Record<string, unknown> | null | undefined;

/** Nothing in it: absent, null, an empty text or an empty list (a creation's notes left blank, no frequency cap). */
function isBlankValue(value: unknown): boolean {
  return (
    value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

/**
 * Whether a field kept its value: equal content, or blank on both sides (null before, '' after is no change a user
 * sees). The web reads it too, for entries written before this rule.
 */
export function isUnchangedValue(before: unknown, after: unknown): boolean {
  if (isBlankValue(before) && isBlankValue(after)) return true;
  return JSON.stringify(before ?? null) === JSON.stringify(after ?? null);
}

/**
 * The fields that differ between an object before and after a change (a creation has no before, a removal no
 * after), secrets and blank-to-blank fields left out; values are kept as JSON (dates as ISO strings).
 */
export function changedFields(before: Fields, after: Fields): TAuditChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys
    .filter((field) => !isSecretField(field))
    .filter((field) => !isUnchangedValue(before?.[field], after?.[field]))
    .map((field) => ({
      field,
      before: toJsonValue(before?.[field]),
      after: toJsonValue(after?.[field]),
    }));
}

function toJsonValue(value: unknown): unknown {
  if (value === undefined) return null;
  return JSON.parse(JSON.stringify(value)) as unknown;
}
