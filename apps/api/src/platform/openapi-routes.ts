import { z } from 'zod';
import { ZCreativeCreateFieldsSchema } from '@portal/domain';

/**
 * What the OpenAPI document cannot read from the routes' schemas, for the routes that were there before the
 * contract (issue 32 §2), by "METHOD /path/{param}": the catalogue's codes each answers beyond the defaults
 * (openapi-contract.ts derives those from the route's shape), its file answers, its multipart form. A new route says
 * the same in its own schema (`errors`, `files`, `formData`, `formFiles`); both are merged. The API tests fail on an
 * answer whose code or status the document does not list (test/conformance.ts).
 */
export interface RouteDeclaration {
  summary?: string;
  errors?: readonly string[];
  files?: Readonly<Record<string, 'binary' | 'text'>>;
  formData?: z.ZodObject;
  formFiles?: readonly string[];
  /** Answers that are not Fastify's (a redirect, a pixel written by the ad server's front). */
  responses?: Record<string, unknown>;
}

const gif = {
  '200': {
    description: 'A 1×1 GIF',
    content: { 'image/gif': { schema: { type: 'string', format: 'binary' } } },
  },
};

/** PUT /gam/creatives: orderId, lineItemId and the creatives as a JSON list in a text part. */
const ZCreativeUpdateFormSchema = z.object({
  orderId: z.string().describe('The order id'),
  lineItemId: z.string().describe('The line item id'),
  creatives: z
    .string()
    .describe('A JSON list: {id, approbation, associationAction} to change a status, or a creative edited'),
});

export const ROUTE_DECLARATIONS: Readonly<Record<string, RouteDeclaration>> = {
  // Files.
  'GET /api/v2/invoices/{id}/pdf': { files: { 'application/pdf': 'binary' } },
  'GET /api/v2/user/export/{id}/download': {
    files: { 'application/zip': 'binary' },
    errors: ['EXPORT_EXPIRED'],
  },
  'GET /api/v2/assets/{name}': {
    files: { 'image/png': 'binary', 'image/jpeg': 'binary', 'image/gif': 'binary' },
  },
  'GET /api/v2/metric/orders': { files: { 'text/csv': 'text' }, errors: ['INVALID_DATES'] },
  'GET /api/v2/metric/breakdown': { files: { 'text/csv': 'text' }, errors: ['INVALID_DATES'] },
  // The card processor's stand-in (payments adapter): its page, and its own per-address limit.
  'GET /sandbox/payments/hosted': { files: { 'text/html': 'text' } },
  'POST /sandbox/payments/tokenize': { errors: ['RATE_LIMITED'] },
  // Answers 204 with no response schema of its own.
  'DELETE /api/v2/webhooks/endpoints/{id}': { responses: { '204': { description: 'Deleted' } } },
  'DELETE /api/v2/payment/paymentMethod': { errors: ['NoCreditCartException@404'] },
  'POST /api/v2/vouchers/validate': { errors: ['INVALID PROMO CODE TYPE', 'invalidRules', 'codeActif'] },
  'GET /api/v2/agency-grants': { errors: ['AGENCIES_DISABLED'] },
  // The agency area's lists, while agencies are off (their plugin's onRequest hook).
  'GET /api/v2/agencies/members': { errors: ['AGENCIES_DISABLED'] },
  'GET /api/v2/agencies/grants': { errors: ['AGENCIES_DISABLED'] },
  'GET /api/v2/agency-member-invitations': { errors: ['AGENCIES_DISABLED'] },
  'POST /api/v2/segments/personalized_segments/': { errors: ['NO_PIXEL_AVAILABLE@409'] },
  'POST /api/v2/segments/personalized_segments': { errors: ['NO_PIXEL_AVAILABLE@409'] },
  'PUT /api/v2/gam/line-items/resume': { errors: ['LINE_ITEM_HELD_FOR_SUSPENSION'] },
  // The outbox's page (no SMTP_URL, loopback only).
  'GET /dev/mail': { files: { 'text/html': 'text' }, errors: ['NOT_FOUND'] },
  // Not there when mail goes out by SMTP_URL.
  'GET /dev/mail.json': { errors: ['NOT_FOUND'] },
  // Multipart forms the route reads itself (creatives/multipart.ts).
  'POST /api/v2/gam/creatives': { formData: ZCreativeCreateFieldsSchema, formFiles: ['asset'] },
  'PUT /api/v2/gam/creatives': { formData: ZCreativeUpdateFormSchema, formFiles: ['asset'] },
  // The ad server's public calls (answered by its front, decision 0007).
  'GET /ads/tag.js': {
    summary: "The publisher tag: a page's script that asks for ads and counts them",
    files: { 'application/javascript': 'text' },
  },
  'GET /ads/demo': { summary: 'A demonstration publisher page', files: { 'text/html': 'text' } },
  'GET /ads/demo/advertiser': {
    summary: 'A demonstration advertiser page (its audience and conversion tags)',
    files: { 'text/html': 'text' },
  },
  'GET /ads/v1/i/{id}': { summary: "An impression's beacon (a signed id)", responses: gif },
  'GET /ads/v1/c/{id}': {
    summary: "A click (a signed id): redirects to the creative's destination",
    responses: {
      '302': {
        description: "To the creative's destination",
        headers: { Location: { schema: { type: 'string', format: 'uri' } } },
      },
    },
  },
  'GET /ads/v1/px/{pixelId}': { summary: "An audience pixel's hit", responses: gif },
  'GET /ads/v1/cv/{id}': { summary: "A conversion pixel's hit", responses: gif },
};

/**
 * The catalogue's codes each route answers beyond its defaults (openapi-contract.ts errorCodesOf: credentials, body,
 * path parameters, idempotency, teams), read from its handler and what it calls: its services and stores, the guards
 * the defaults do not cover (AGENCIES_DISABLED), the adapters it reaches (the ad server's refusals, the card
 * processor's). None repeats a default; a route may declare its own in its schema instead (`errors`).
 */
// <route-errors>
// A change of a line item the body names (orders/line-items.ts): its order's claim and state, the ad server's.
const LINE_ITEM_CHANGE = [
  'NOT_FOUND',
  'ORDER_IN_PROCESS',
  'ORDER_ARCHIVED',
  'LINE_ITEM_ARCHIVED',
  'ORDER_NOT_EDITABLE',
];
// A creative form: the line item it names (creatives/place.ts), its fields and file (field-errors.ts).
const CREATIVE_FORM = [
  'NOT_FOUND',
  'ORDER_ARCHIVED',
  'LINE_ITEM_ARCHIVED',
  'ORDER_NOT_EDITABLE',
  'CREATIVE_ERROR',
];
// A change of the second factor asking for the password and a current code (accounts/second-factor.ts).
const PASSWORD_AND_FACTOR = [
  'TWO_FACTOR_NOT_ON',
  'USER_WRONG_CREDENTIALS',
  'LimitExceededException',
  'SECOND_FACTOR_CODE_INVALID',
];

export const ROUTE_ERRORS: Readonly<Record<string, readonly string[]>> = {
  'DELETE /api/v2/agencies/member-invitations/{id}': ['AGENCIES_DISABLED'],
  'DELETE /api/v2/agencies/members/{userId}': ['AGENCIES_DISABLED', 'AGENCY_LAST_ADMIN'],
  'DELETE /api/v2/gam/orders/{id}': ['ORDER_IN_PROCESS', 'ORDER_NOT_DELETABLE'],
  'DELETE /api/v2/payment/paymentMethod': ['PAYMENT_METHOD_IN_USE'],
  'DELETE /api/v2/segments/personalized_segments/{id}': ['SEGMENT_NOT_FOUND', 'SEGMENT_IN_USE'],
  'GET /api/v2/admin/agencies': ['AGENCIES_DISABLED'],
  'GET /api/v2/admin/users/{id}': ['USER_NOT_PRESENT'],
  'GET /api/v2/agencies/clients': ['AGENCIES_DISABLED'],
  'GET /api/v2/gam/companies/credit-status': ['USER_NOT_PRESENT'],
  'GET /api/v2/gam/creatives': ['NOT_FOUND'],
  'GET /api/v2/segments/children/{id}': ['SEGMENT_NOT_FOUND'],
  'GET /api/v2/segments/personalized_segments/{id}': ['SEGMENT_NOT_FOUND'],
  'GET /api/v2/segments/{id}': ['SEGMENT_NOT_FOUND'],
  'GET /api/v2/static_pages/{lang}/{slug}': ['PAGE_NOT_FOUND'],
  'GET /test/db-data-error': ['InvalidParameterException'],
  'POST /api/v2/admin/agencies': [
    'AGENCIES_DISABLED',
    'USER_NOT_PRESENT',
    'AGENCY_NAME_EXISTS',
    'AGENCY_MEMBER_EXISTS',
  ],
  'POST /api/v2/admin/billing/runs': ['BILLING_PERIOD_NOT_STARTED'],
  'POST /api/v2/admin/users/{id}/reactivate': ['USER_NOT_PRESENT', 'LAST_ADMIN'],
  'POST /api/v2/admin/users/{id}/suspend': ['USER_NOT_PRESENT', 'LAST_ADMIN'],
  'POST /api/v2/admin/vouchers': ['VOUCHER_CODE_NOT_UNIQUE'],
  'POST /api/v2/agencies/activate': ['AGENCIES_DISABLED', 'USER_WRONG_CREDENTIALS', 'LimitExceededException'],
  'POST /api/v2/agencies/grants': ['AGENCIES_DISABLED', 'AGENCY_GRANT_EXISTS'],
  'POST /api/v2/agencies/members': ['AGENCIES_DISABLED', 'AGENCY_MEMBER_EXISTS'],
  'POST /api/v2/auth/cognito/forgot-password': ['GOOGLE_RECAPTCHA_INVALID_TOKEN', 'USER_NOT_PRESENT'],
  'POST /api/v2/auth/cognito/login': [
    'GOOGLE_RECAPTCHA_INVALID_TOKEN',
    'LimitExceededException',
    'USER_WRONG_CREDENTIALS',
    'ACCOUNT_SUSPENDED',
  ],
  'POST /api/v2/auth/cognito/login/second-factor': [
    'SECOND_FACTOR_CHALLENGE_INVALID',
    'ACCOUNT_SUSPENDED',
    'SECOND_FACTOR_CODE_INVALID',
    'LimitExceededException',
  ],
  'POST /api/v2/auth/cognito/pre-register': ['GOOGLE_RECAPTCHA_INVALID_TOKEN', 'USER_ALREADY_EXIST'],
  'POST /api/v2/auth/cognito/refresh-token': ['UNAUTHORIZED', 'ACCOUNT_SUSPENDED'],
  'POST /api/v2/auth/cognito/register': [
    'GOOGLE_RECAPTCHA_INVALID_TOKEN',
    'InvalidPasswordException',
    'USER_ALREADY_EXIST',
    'ExpiredCodeException',
    'REGISTER_BAD_CONFIRMATION_CODE',
  ],
  'POST /api/v2/auth/cognito/reset-password': [
    'InvalidPasswordException',
    'ExpiredCodeException',
    'CodeMismatchException',
  ],
  'POST /api/v2/conversions/': ['CONVERSION_NAME_NOT_UNIQUE'],
  'POST /api/v2/gam/creatives': CREATIVE_FORM,
  'POST /api/v2/gam/forecast': ['NOT_FOUND'],
  'POST /api/v2/gam/line-items': [
    'NOT_FOUND',
    'ORDER_IN_PROCESS',
    'ORDER_ARCHIVED',
    'ORDER_NOT_EDITABLE',
    'INVALID_DATES',
    'BUDGET_BELOW_MINIMUM',
  ],
  'POST /api/v2/gam/orders': ['ORDER_NOT_UNIQUE'],
  'POST /api/v2/gam/orders/{id}/archive': [
    'ORDER_IN_PROCESS',
    'ORDER_ARCHIVED',
    'LINE_ITEM_ARCHIVED',
    'ORDER_NOT_EDITABLE',
  ],
  'POST /api/v2/gam/orders/{id}/duplicate': ['ORDER_NOT_UNIQUE'],
  'POST /api/v2/gam/orders/{id}/submit-for-approval': [
    'USER_NOT_PRESENT',
    'ORDER_IN_PROCESS',
    'ORDER_ARCHIVED',
    'ORDER_NOT_READY_FOR_APPROVAL',
    'CREDIT_STATUS_UNACCEPTABLE',
    'NoCreditCartException',
    'NOT_ENOUGH_INVENTORY',
    'BadPreAuthException',
    'ORDER_NOT_EDITABLE',
  ],
  'POST /api/v2/gam/orders/{id}/unarchive': [
    'ORDER_IN_PROCESS',
    'ORDER_NOT_ARCHIVED',
    'ORDER_NOT_RESTORABLE',
  ],
  'POST /api/v2/invoices/{id}/pay': ['NoCreditCartException', 'PAYMENT_DECLINED'],
  'POST /api/v2/payment/paymentMethod': ['PAYMENT_TOKEN_ERROR', 'CREDIT_CARD_BLOCKED'],
  'POST /api/v2/review/orders/{id}/approve': ['ORDER_IN_PROCESS', 'ORDER_ARCHIVED', 'ORDER_NOT_EDITABLE'],
  'POST /api/v2/review/orders/{id}/disapprove': ['ORDER_IN_PROCESS', 'ORDER_ARCHIVED', 'ORDER_NOT_EDITABLE'],
  'POST /api/v2/segments/personalized_segments/': ['AUDIENCE_NAME_NOT_UNIQUE', 'QUOTA_EXCEEDED'],
  'POST /api/v2/user/api-keys': ['API_KEY_LIMIT_REACHED'],
  'POST /api/v2/user/email-confirm-update': [
    'ExpiredCodeException',
    'CodeMismatchException',
    'USER_ALREADY_EXIST',
  ],
  'POST /api/v2/user/pre-update-email': [
    'EMAIL_NO_CHANGE_NEEDED_EXCEPTION',
    'USER_WRONG_CREDENTIALS',
    'LimitExceededException',
    'USER_ALREADY_EXIST',
  ],
  'POST /api/v2/user/two-factor/disable': PASSWORD_AND_FACTOR,
  'POST /api/v2/user/two-factor/passkeys': [
    'PASSKEY_REGISTRATION_EXPIRED',
    'PASSKEY_NOT_VERIFIED',
    'PASSKEY_LIMIT_REACHED',
  ],
  'POST /api/v2/user/two-factor/passkeys/options': ['PASSKEY_LIMIT_REACHED'],
  'POST /api/v2/user/two-factor/passkeys/{id}/remove': PASSWORD_AND_FACTOR,
  'POST /api/v2/user/two-factor/recovery-codes': PASSWORD_AND_FACTOR,
  'POST /api/v2/user/two-factor/totp/confirm': [
    'TWO_FACTOR_SETUP_MISSING',
    'TWO_FACTOR_ALREADY_ON',
    'SECOND_FACTOR_CODE_INVALID',
  ],
  'POST /api/v2/user/two-factor/totp/setup': ['TWO_FACTOR_ALREADY_ON'],
  'POST /api/v2/vouchers/validate': ['invalidCode', 'LimitExceededException'],
  'POST /api/v2/webhooks/endpoints': [
    'WEBHOOK_URL_INVALID',
    'WEBHOOK_URL_NOT_HTTPS',
    'WEBHOOK_URL_PRIVATE_ADDRESS',
    'WEBHOOK_ENDPOINT_LIMIT_REACHED',
  ],
  'PUT /api/v2/admin/users/{id}/role': ['USER_NOT_PRESENT', 'LAST_ADMIN'],
  'PUT /api/v2/agencies/members/{userId}': ['AGENCIES_DISABLED', 'AGENCY_LAST_ADMIN'],
  'PUT /api/v2/agency-grants/{id}/accept': ['AGENCIES_DISABLED', 'AGENCY_GRANT_EXISTS'],
  'PUT /api/v2/agency-grants/{id}/revoke': ['AGENCIES_DISABLED'],
  'PUT /api/v2/agency-member-invitations/{id}/accept': ['AGENCIES_DISABLED', 'AGENCY_MEMBER_EXISTS'],
  'PUT /api/v2/agency-member-invitations/{id}/decline': ['AGENCIES_DISABLED'],
  'PUT /api/v2/conversions/': ['NOT_FOUND', 'CONVERSION_NAME_NOT_UNIQUE'],
  'PUT /api/v2/gam/creatives': CREATIVE_FORM,
  'PUT /api/v2/gam/line-items': [
    ...LINE_ITEM_CHANGE,
    'LINE_ITEM_STARTED',
    'INVALID_DATES',
    'BUDGET_TOO_LOW',
    'BUDGET_BELOW_MINIMUM',
    'CUSTOM_TARGETING_SEGMENT_NOT_FOUND',
    'NoCreditCartException',
    'BadPreAuthException',
  ],
  'PUT /api/v2/gam/line-items/pause': LINE_ITEM_CHANGE,
  'PUT /api/v2/gam/line-items/resume': [
    ...LINE_ITEM_CHANGE,
    'CREDIT_STATUS_UNACCEPTABLE',
    'NoCreditCartException',
  ],
  'PUT /api/v2/gam/orders/{id}': [
    'ORDER_IN_PROCESS',
    'ORDER_ARCHIVED',
    'ORDER_NOT_EDITABLE',
    'ORDER_NOT_UNIQUE',
  ],
  'PUT /api/v2/segments/personalized_segments/{id}': ['SEGMENT_NOT_FOUND', 'AUDIENCE_NAME_NOT_UNIQUE'],
  'PUT /api/v2/segments/personalized_segments/{id}/status': ['SEGMENT_NOT_FOUND'],
  'PUT /api/v2/user/password': [
    'InvalidPasswordException',
    'USER_WRONG_CREDENTIALS',
    'LimitExceededException',
  ],
};
// </route-errors>
