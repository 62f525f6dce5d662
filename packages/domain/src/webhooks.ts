import { z } from 'zod';
import { requiredText, ZIdSchema, ZIsoDateTimeSchema } from './entities/common.ts';

/**
 * Signed webhooks (issue 32 §6): an account registers HTTPS endpoints for some events; each event is delivered to
 * each endpoint that listens to it as a JSON POST signed `Webhook-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256>`
 * over `<t>.<body>` with the endpoint's secret (shown once), retried for 24 hours, at least once: the body's `id`
 * (also `Webhook-Id`) is the event's, the same on every attempt and redelivery, for the receiver to de-duplicate.
 */

export const WEBHOOK_EVENTS = [
  'order.approved',
  'order.disapproved',
  'creative.refused',
  'line_item.completed',
  'line_item.paused_for_payment',
  'invoice.created',
  'invoice.defaulted',
  'invoice.paid',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];
export const ZWebhookEventTypeSchema = z.enum(WEBHOOK_EVENTS);

/** Endpoints one account may register. */
export const MAX_WEBHOOK_ENDPOINTS = 10;
export const WEBHOOK_URL_MAX = 2000;
/** The secret's prefix (secret scanners recognise it) and its random part: 32 bytes as base64url. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
/** Deliveries are retried with backoff for 24 hours after the event. */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 3_600_000;
/** How long the portal waits for a receiver's answer. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** How far a receiver should accept a signature's timestamp from its clock (replays older than that refused). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
export const WEBHOOK_SIGNATURE_HEADER = 'Webhook-Signature';
export const WEBHOOK_ID_HEADER = 'Webhook-Id';

/**
 * Why a URL cannot be an endpoint, before any name is resolved: not a URL (or with credentials in it), not HTTPS
 * (plain http only where `allowHttp`, the test setting), or a literal private, loopback or link-local address.
 */
export function webhookUrlProblem(
  raw: string,
  opts: { allowLoopback?: boolean } = {},
): 'WEBHOOK_URL_INVALID' | 'WEBHOOK_URL_NOT_HTTPS' | 'WEBHOOK_URL_PRIVATE_ADDRESS' | null {
  if (raw.length > WEBHOOK_URL_MAX || !URL.canParse(raw)) return 'WEBHOOK_URL_INVALID';
  const url = new URL(raw);
  if (url.username || url.password || !url.hostname) return 'WEBHOOK_URL_INVALID';
  if (url.protocol !== 'https:' && !(opts.allowLoopback && url.protocol === 'http:')) {
    return 'WEBHOOK_URL_NOT_HTTPS';
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost')) {
    return opts.allowLoopback ? null : 'WEBHOOK_URL_PRIVATE_ADDRESS';
  }
  if (isIpLiteral(host) && isRefusedAddress(host, opts)) return 'WEBHOOK_URL_PRIVATE_ADDRESS';
  return null;
}

export function isIpLiteral(host: string): boolean {
  return parseIpv4(host) !== null || parseIpv6(host) !== null;
}

/**
 * Whether a delivery may not go to this address: private (10/8, 172.16/12, 192.168/16, fc00::/7), loopback (127/8,
 * ::1; allowed with `allowLoopback`, the test setting), link-local (169.254/16, fe80::/10), unspecified, CGNAT
 * (100.64/10), multicast and reserved ranges, and IPv4 written inside IPv6 (::ffff:a.b.c.d) judged as that IPv4.
 * Anything that is not an address is refused.
 */
export function isRefusedAddress(address: string, opts: { allowLoopback?: boolean } = {}): boolean {
  const v4 = parseIpv4(address);
  if (v4) return refusedV4(v4, opts);
  const v6 = parseIpv6(address);
  if (!v6) return true;
  // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (compatible): the IPv4 inside.
  if (v6.slice(0, 5).every((w) => w === 0) && (v6[5] === 0xffff || v6[5] === 0)) {
    if (v6[5] === 0xffff || v6[6] !== 0 || v6[7]! > 1) {
      return refusedV4([v6[6]! >> 8, v6[6]! & 255, v6[7]! >> 8, v6[7]! & 255], opts);
    }
  }
  if (v6.every((w, i) => (i < 7 ? w === 0 : w === 1))) return !opts.allowLoopback; // ::1
  if (v6.every((w) => w === 0)) return true; // ::
  const first = v6[0]!;
  if ((first & 0xfe00) === 0xfc00) return true; // fc00::/7 unique local
  if ((first & 0xffc0) === 0xfe80) return true; // fe80::/10 link-local
  if ((first & 0xffc0) === 0xfec0) return true; // fec0::/10 site-local (deprecated)
  if ((first & 0xff00) === 0xff00) return true; // multicast
  if (first === 0x64 && v6[1] === 0xff9b) return true; // 64:ff9b::/96 NAT64 reaches IPv4 inside
  if (first === 0x2002) return true; // 6to4 carries an IPv4
  if (first === 0x2001 && v6[1] === 0x0db8) return true; // documentation
  return false;
}

function refusedV4(b: number[], opts: { allowLoopback?: boolean }): boolean {
  const [a, c] = [b[0]!, b[1]!];
  if (a === 127) return !opts.allowLoopback;
  return (
    a === 0 ||
    a === 10 ||
    (a === 100 && c >= 64 && c <= 127) ||
    (a === 169 && c === 254) ||
    (a === 172 && c >= 16 && c <= 31) ||
    (a === 192 && c === 168) ||
    (a === 192 && c === 0 && b[2] === 0) ||
    (a === 192 && c === 0 && b[2] === 2) ||
    (a === 198 && (c === 18 || c === 19)) ||
    (a === 198 && c === 51 && b[2] === 100) ||
    (a === 203 && c === 0 && b[2] === 113) ||
    a >= 224
  );
}

function parseIpv4(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const bytes = parts.map((p) => (/^(0|[1-9]\d{0,2})$/.test(p) ? Number(p) : NaN));
  return bytes.every((n) => n >= 0 && n <= 255) ? bytes : null;
}

function parseIpv6(text: string): number[] | null {
  let s = text.toLowerCase();
  const zone = s.indexOf('%');
  if (zone >= 0) s = s.slice(0, zone);
  if (!/^[0-9a-f:.]+$/.test(s) || !s.includes(':')) return null;
  const lastColon = s.lastIndexOf(':');
  if (s.slice(lastColon + 1).includes('.')) {
    const v4 = parseIpv4(s.slice(lastColon + 1));
    if (!v4) return null;
    const hex = (n: number) => n.toString(16);
    s = `${s.slice(0, lastColon + 1)}${hex((v4[0]! << 8) | v4[1]!)}:${hex((v4[2]! << 8) | v4[3]!)}`;
  }
  const halves = s.split('::');
  if (halves.length > 2) return null;
  const words = (part: string) => (part === '' ? [] : part.split(':'));
  const head = words(halves[0]!);
  const rest = halves.length === 2 ? words(halves[1]!) : [];
  const all = [...head, ...rest];
  if (all.some((w) => !/^[0-9a-f]{1,4}$/.test(w))) return null;
  const count = all.length;
  if (halves.length === 1 ? count !== 8 : count > 7) return null;
  const fill = new Array<number>(8 - count).fill(0);
  const hex = (w: string) => parseInt(w, 16);
  return halves.length === 2 ? [...head.map(hex), ...fill, ...rest.map(hex)] : head.map(hex);
}

/** What is signed: the timestamp, a dot, and the body exactly as sent. */
export function webhookSignedContent(timestamp: number, body: string): string {
  return `${timestamp}.${body}`;
}

/** The `Webhook-Signature` header's value. */
export function formatWebhookSignature(timestamp: number, hexHmac: string): string {
  return `t=${timestamp},v1=${hexHmac}`;
}

/** A `Webhook-Signature` header read back: its timestamp and every v1 signature; null when malformed. */
export function parseWebhookSignature(header: string): { timestamp: number; signatures: string[] } | null {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value, ...extra] = part.trim().split('=');
    if (extra.length || value === undefined) return null;
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
}

export const ZWebhookEndpointCreateSchema = z.object({
  url: requiredText(WEBHOOK_URL_MAX),
  events: z
    .array(ZWebhookEventTypeSchema)
    .min(1)
    .refine((list) => new Set(list).size === list.length, { message: 'duplicate' }),
  description: z.string().trim().max(200).optional().default(''),
});
export type TWebhookEndpointCreate = z.input<typeof ZWebhookEndpointCreateSchema>;

export const ZWebhookEndpointSchema = z.object({
  id: ZIdSchema,
  url: z.string(),
  description: z.string(),
  events: z.array(ZWebhookEventTypeSchema),
  createdAt: ZIsoDateTimeSchema,
});
export type TWebhookEndpoint = z.infer<typeof ZWebhookEndpointSchema>;

/** The answer of a creation: the endpoint with its secret, which is never shown again. */
export const ZWebhookEndpointCreatedSchema = ZWebhookEndpointSchema.extend({ secret: z.string() });

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'retrying', 'failed'] as const;
export const ZWebhookDeliverySchema = z.object({
  id: ZIdSchema,
  eventId: z.string(),
  eventType: ZWebhookEventTypeSchema,
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: ZIsoDateTimeSchema,
  deliveredAt: ZIsoDateTimeSchema.nullable(),
  redeliveryOf: ZIdSchema.nullable(),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDeliverySchema>;
