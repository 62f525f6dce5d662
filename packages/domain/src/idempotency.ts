/**
 * Idempotent creates (issue 32 §3, Stripe's semantics): a POST that creates or charges, sent with an
 * `Idempotency-Key` header, answers a retry with the same key and body within 24 hours with its first answer (status
 * and body) and no second effect; the same key with another body is refused (IDEMPOTENCY_KEY_REUSED, 422), as is a
 * retry while the first request still runs (IDEMPOTENCY_KEY_IN_USE, 409). Keys are the caller's own (per user).
 */

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** The longest key accepted (a UUID is 36); longer answers 400 IDEMPOTENCY_KEY_INVALID. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
/** How long a key's first answer is kept and replayed. */
export const IDEMPOTENCY_WINDOW_HOURS = 24;

/**
 * The calls that honour the header (paths under /api/v2, as the server registers them): every POST that creates
 * something or charges a card. Other calls ignore the header.
 */
export const IDEMPOTENT_ROUTES = [
  'POST /gam/orders',
  'POST /gam/orders/:id/duplicate',
  'POST /gam/line-items',
  'POST /gam/creatives',
  'POST /segments/personalized_segments/',
  'POST /segments/personalized_segments',
  'POST /conversions/',
  'POST /vouchers/validate',
  'POST /user/export',
  'POST /payment/paymentMethod',
  'POST /invoices/:id/pay',
  'POST /webhooks/endpoints',
] as const;

/** Whether a route (its method and registered path, with or without /api/v2) honours Idempotency-Key. */
export function isIdempotentRoute(method: string, path: string): boolean {
  const bare = path.startsWith('/api/v2/') ? path.slice('/api/v2'.length) : path;
  return (IDEMPOTENT_ROUTES as readonly string[]).includes(`${method} ${bare}`);
}

/** Visible ASCII only (a UUID, a hash, a client's own token), 1 to IDEMPOTENCY_KEY_MAX_LENGTH characters. */
const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]+$/;

/** Whether a header's value is a key the server accepts. */
export function isValidIdempotencyKey(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length >= 1 &&
    value.length <= IDEMPOTENCY_KEY_MAX_LENGTH &&
    IDEMPOTENCY_KEY_PATTERN.test(value)
  );
}
