import { z } from 'zod';

/**
 * Every error code of spec §8, as the server answers it in `{error: {code, message, fields}}` and as the web looks
 * it up in its catalogue (locales/{fr,en}/errors.json). Codes keep the spellings the spec gives, mixed styles
 * included ('codeActif', 'INVALID PROMO CODE TYPE'), because clients match them as they are.
 */
export const ERROR_CODES = [
  // Authentication and identity
  'ExpiredCodeException',
  'UsernameExistsException',
  'InvalidParameterException',
  'InvalidPhoneNumberFormatException',
  'NotAuthorizedException',
  'USER_WRONG_CREDENTIALS',
  'CodeMismatchException',
  'LimitExceededException',
  'REGISTER_BAD_CONFIRMATION_CODE',
  'USER_NOT_REGISTERED',
  'USER_EXISTS',
  'USER_ALREADY_EXIST',
  'USER_NOT_PRESENT',
  'EMAIL_NO_CHANGE_NEEDED_EXCEPTION',
  'InvalidPasswordException',
  'INVALID_DATES',
  'GOOGLE_RECAPTCHA_INVALID_TOKEN',
  // Two-step verification (issue 33): a wrong or reused code; a challenge unknown, used or expired; turning on what is
  // on, off what is off; a confirmation without a setup; staff without the factor (REQUIRE_2FA_FOR_STAFF)
  'SECOND_FACTOR_CODE_INVALID',
  'SECOND_FACTOR_CHALLENGE_INVALID',
  'TWO_FACTOR_ALREADY_ON',
  'TWO_FACTOR_NOT_ON',
  'TWO_FACTOR_SETUP_MISSING',
  'TWO_FACTOR_SETUP_REQUIRED',
  // Passkeys (issue 33): an attestation or assertion refused (another user's, another origin, a replay); the
  // registration's options expired; too many passkeys
  'PASSKEY_NOT_VERIFIED',
  'PASSKEY_REGISTRATION_EXPIRED',
  'PASSKEY_LIMIT_REACHED',
  // A login with a passkey alone (issue 33): a credential the portal does not know; its options expired or used, or
  // an assertion refused (another origin, a wrong signature, a replay)
  'PASSKEY_UNKNOWN',
  'PASSKEY_LOGIN_REFUSED',
  // Payment: card tokenisation (940 to 945, see TOKENISATION_ERROR_CODES)
  'PAYMENT_INVALID_PROFILE_ID',
  'PAYMENT_TOKEN_ERROR',
  'PAYMENT_INVALID_PROFILE_ID_OR_SOURCE',
  'PAYMENT_INVALID_CARD',
  'PAYMENT_INVALID_EXPIRY',
  'PAYMENT_INVALID_SECURITY_CODE',
  // Payment: the two "payment server not responding" exceptions, then the rest
  'PAYMENT_SERVER_NOT_RESPONDING',
  'PaymentServerNotRespondingException',
  'CARD_VERIFICATION_SERVER_DOWN',
  'CREDIT_CARD_BLOCKED',
  'NoCreditCartException',
  'BadPreAuthException',
  'CREDIT_STATUS_UNACCEPTABLE',
  // The card on file declined an invoice's charge (issue 14, "Pay now")
  'PAYMENT_DECLINED',
  // The only card pays for campaigns pending approval, ready or delivering: replace it, or confirm their pause (issue 31)
  'PAYMENT_METHOD_IN_USE',
  // Orders
  'ORDER_NOT_UNIQUE',
  'ORDER_ENDED',
  'ORDER_ARCHIVED',
  'LINE_ITEM_ARCHIVED',
  'LINE_ITEM_STARTED',
  'NOT_ENOUGH_INVENTORY',
  'QUOTA_EXCEEDED',
  'CUSTOM_TARGETING_SEGMENT_NOT_FOUND',
  'AUDIENCE_NAME_NOT_UNIQUE',
  // An audience a line item that is not finished targets cannot be deleted (issue 28)
  'SEGMENT_IN_USE',
  // Conversion pixel names are unique per advertiser, as audience names are (issue 28)
  'CONVERSION_NAME_NOT_UNIQUE',
  'ORDER_IN_PROCESS',
  'CREATIVE_ERROR',
  'SEGMENT_NOT_FOUND',
  'NO_PIXEL_AVAILABLE',
  'BUDGET_TOO_LOW',
  'BUDGET_BELOW_MINIMUM',
  'ORDER_NOT_EDITABLE',
  'ORDER_NOT_READY_FOR_APPROVAL',
  // Archive, restore, delete (issue 31 §6): restoring what is not archived, what ran; deleting what ran
  'ORDER_NOT_ARCHIVED',
  'ORDER_NOT_RESTORABLE',
  'ORDER_NOT_DELETABLE',
  // Promo codes
  'PROMO_CODE_NOT_FOUND',
  'PROMO_UNSUPPORTED_RULE',
  'codeActif',
  'invalidRules',
  'invalidCode',
  'INVALID PROMO CODE TYPE',
  'VOUCHER_CODE_NOT_UNIQUE',
  // Download my data (issue 16): the archive's 24 hours are over
  'EXPORT_EXPIRED',
  // Agencies (issue 16)
  'AGENCIES_DISABLED',
  'AGENCY_MEMBER_EXISTS',
  'AGENCY_LAST_ADMIN',
  'AGENCY_GRANT_EXISTS',
  // Two agencies never share a name (issue 31 §1)
  'AGENCY_NAME_EXISTS',
  // View-as refused: no accepted grant from that account (revoked, never given) or no agency role on
  'VIEW_AS_NOT_ALLOWED',
  // View-as refused: staff suspended that account, so no one acts for it (issue 28)
  'VIEW_AS_ACCOUNT_SUSPENDED',
  // A line item the suspension paused resumes with the reactivation only, never by hand (issue 28)
  'LINE_ITEM_HELD_FOR_SUSPENSION',
  // Generic
  'NOT_FOUND',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'VALIDATION_ERROR',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'MALFORMED_JSON',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'NETWORK_ERROR',
  'PAGE_NOT_FOUND',
  // Platform administration (issue 16): a suspended account cannot sign in; the last admin stays an admin
  'ACCOUNT_SUSPENDED',
  'LAST_ADMIN',
  // A billing run asked by staff for a month that has not begun (issue 28)
  'BILLING_PERIOD_NOT_STARTED',
  // The database restarting or out of reach; a process being stopped (issue 30): try again in a moment
  'DATABASE_UNAVAILABLE',
  'SERVER_SHUTTING_DOWN',
  // API keys (issue 32 §1): unknown or revoked; read-only on a write; a credential route; in a query string; too many
  'API_KEY_INVALID',
  'API_KEY_READ_ONLY',
  'API_KEY_NOT_ALLOWED',
  'API_KEY_IN_QUERY',
  'API_KEY_LIMIT_REACHED',
  // Idempotent creates (issue 32 §3): another body under the key; the first still running; a malformed key
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_KEY_IN_USE',
  'IDEMPOTENCY_KEY_INVALID',
  // Webhooks (issue 32 §6): an endpoint URL that is not one, not HTTPS, or reaching a private address; too many
  'WEBHOOK_URL_INVALID',
  'WEBHOOK_URL_NOT_HTTPS',
  'WEBHOOK_URL_PRIVATE_ADDRESS',
  'WEBHOOK_ENDPOINT_LIMIT_REACHED',
  // Teams (issue 33, decision 0029): the session's account is no longer the user's; the role lacks the route's
  // capability; the only owner demoted or removed; that e-mail already a member, or already invited
  'NOT_A_MEMBER',
  'ROLE_FORBIDDEN',
  'LAST_OWNER',
  'TEAM_MEMBER_EXISTS',
  'TEAM_INVITATION_EXISTS',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
export const ZErrorCodeSchema = z.enum(ERROR_CODES);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/** Card tokenisation codes 940 to 945, in the spec's order (spec §8). */
export const TOKENISATION_ERROR_CODES = {
  '940': 'PAYMENT_INVALID_PROFILE_ID',
  '941': 'PAYMENT_TOKEN_ERROR',
  '942': 'PAYMENT_INVALID_PROFILE_ID_OR_SOURCE',
  '943': 'PAYMENT_INVALID_CARD',
  '944': 'PAYMENT_INVALID_EXPIRY',
  '945': 'PAYMENT_INVALID_SECURITY_CODE',
} as const satisfies Record<string, ErrorCode>;

/** Our code for a tokenisation code of the hosted card page (940..945), or undefined for any other value. */
export function errorCodeFromTokenisation(code: unknown): ErrorCode | undefined {
  const key = String(code).trim();
  return Object.hasOwn(TOKENISATION_ERROR_CODES, key)
    ? TOKENISATION_ERROR_CODES[key as keyof typeof TOKENISATION_ERROR_CODES]
    : undefined;
}

/**
 * The grouping of submission failures of spec §8: the payment method (message "your payment method does not
 * allow this campaign", button "Manage my payment method"), the ad server's inventory ("too targeted", buttons
 * Modify / Submit anyway, i.e. resubmit with force), or an order still in process (try again in a few seconds).
 */
export const PAYMENT_ERROR_GROUPS = {
  paymentMethod: [
    ...Object.values(TOKENISATION_ERROR_CODES),
    'PAYMENT_SERVER_NOT_RESPONDING',
    'PaymentServerNotRespondingException',
    'CARD_VERIFICATION_SERVER_DOWN',
    'CREDIT_CARD_BLOCKED',
    'NoCreditCartException',
    'BadPreAuthException',
    'CREDIT_STATUS_UNACCEPTABLE',
  ],
  inventory: ['NOT_ENOUGH_INVENTORY'],
  orderInProcess: ['ORDER_IN_PROCESS'],
} as const satisfies Record<string, readonly ErrorCode[]>;

export type PaymentErrorGroup = keyof typeof PAYMENT_ERROR_GROUPS;

/** The group of spec §8 a code belongs to, or undefined when it is in none. */
export function paymentErrorGroupOf(code: unknown): PaymentErrorGroup | undefined {
  const groups = Object.keys(PAYMENT_ERROR_GROUPS) as PaymentErrorGroup[];
  return groups.find((group) => (PAYMENT_ERROR_GROUPS[group] as readonly string[]).includes(String(code)));
}

/** The wire shape of every failure (architecture.md): `fields` maps a dotted path to its messages. */
export const ZApiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
    /** The values the code's catalogue message names, e.g. a login lock's `minutes` (issue 31 §15). */
    params: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type TApiError = z.infer<typeof ZApiErrorSchema>;

/**
 * The error code carried by a failed response body: `error.code`, else `code`, else the error itself when it is a
 * string (spec §7 payment: "code, or error.code"; spec §8: "read from the response error field, else from the raw
 * error"). Undefined when nothing looks like a code.
 */
export function errorCodeOf(body: unknown): string | undefined {
  if (typeof body === 'string') return body || undefined;
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as { code?: unknown; error?: unknown };
  if (typeof record.error === 'object' && record.error !== null) {
    const nested = (record.error as { code?: unknown }).code;
    if (typeof nested === 'string' && nested) return nested;
  }
  if (typeof record.error === 'string' && record.error) return record.error;
  return typeof record.code === 'string' && record.code ? record.code : undefined;
}
