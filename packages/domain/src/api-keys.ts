import { z } from 'zod';
import { ZIdSchema, ZIsoDateTimeSchema, requiredText } from './entities/common.ts';

/**
 * API keys (issue 32 §1): a script holds a key instead of a browser's session. A key is `pk_live_` and 43 base64url
 * characters (32 random bytes), shown once at creation; the server keeps its SHA-256 only (a fast hash is right for
 * a high-entropy secret: nothing to guess) and its visible prefix, which lists it. `Authorization: Bearer <key>`
 * authenticates like an access token, within the key's scope and never on the routes that manage credentials.
 */

/** What every key begins with: recognisable in a leaked file or a log (secret scanners match it). */
export const API_KEY_PREFIX = 'pk_live_';
/** The key's random part: 32 bytes, as base64url (43 characters). */
export const API_KEY_RANDOM_BYTES = 32;
/** How many characters of the random part the list shows after the prefix (`pk_live_AbCd1234…`). */
export const API_KEY_VISIBLE_CHARS = 8;
/** Keys one user may hold at once (revoked ones do not count). */
export const MAX_API_KEYS = 20;
export const API_KEY_NAME_MAX = 100;

const API_KEY_PATTERN = /^pk_live_[A-Za-z0-9_-]{43}$/;

/** Whether a bearer credential is meant as an API key (then it is judged as one, never as a token). */
export function isApiKeyCredential(credential: string): boolean {
  return credential.startsWith(API_KEY_PREFIX);
}

/** Whether a text has the exact shape of a key (a malformed one is refused without a lookup). */
export function isWellFormedApiKey(credential: string): boolean {
  return API_KEY_PATTERN.test(credential);
}

/** The part of a key the list shows: the prefix and the first API_KEY_VISIBLE_CHARS of the random part. */
export function apiKeyVisiblePrefix(key: string): string {
  return key.slice(0, API_KEY_PREFIX.length + API_KEY_VISIBLE_CHARS);
}

/** A key's scope: `read` answers GET and HEAD only; `read_write` whatever its owner may do. */
export const API_KEY_SCOPES = ['read', 'read_write'] as const;
export const ZApiKeyScopeSchema = z.enum(API_KEY_SCOPES);
export type TApiKeyScope = z.infer<typeof ZApiKeyScopeSchema>;

/** Whether a key of this scope may make a request of this method. */
export function apiKeyScopeAllows(scope: TApiKeyScope, method: string): boolean {
  return scope === 'read_write' || method === 'GET' || method === 'HEAD';
}

/**
 * The routes that manage credentials (paths under /api/v2, as the server registers them): a key never calls them,
 * whatever its scope, so a leaked key cannot take the account over (password, e-mail), mint or revoke keys, or turn
 * an agency's role on (its console password). A signed-in session is needed for them.
 */
export const CREDENTIAL_ROUTES = [
  'PUT /user/password',
  'POST /user/pre-update-email',
  'POST /user/email-confirm-update',
  'POST /agencies/activate',
  // Two-step verification (issue 33): a key never turns it on or off, nor sees new recovery codes.
  'POST /user/two-factor/totp/setup',
  'POST /user/two-factor/totp/confirm',
  'POST /user/two-factor/recovery-codes',
  'POST /user/two-factor/disable',
  'POST /user/two-factor/passkeys/options',
  'POST /user/two-factor/passkeys',
  'POST /user/two-factor/passkeys/:id/remove',
] as const;
const API_KEYS_PATH = '/user/api-keys';

/** Whether a route (its method and registered path, without /api/v2) manages credentials. */
export function isCredentialRoute(method: string, path: string): boolean {
  const bare = path.startsWith('/api/v2/') ? path.slice('/api/v2'.length) : path;
  if (bare === API_KEYS_PATH || bare.startsWith(`${API_KEYS_PATH}/`)) return true;
  return (CREDENTIAL_ROUTES as readonly string[]).includes(`${method === 'HEAD' ? 'GET' : method} ${bare}`);
}

/** Query parameters that would carry a key, which proxies and access logs keep: refused whatever they hold. */
const KEY_QUERY_PARAMETERS = new Set(['api_key', 'apikey', 'access_token', 'key']);

/** Whether a query string carries a key (by its parameter's name, or a value shaped as a key). */
export function apiKeyInQuery(query: unknown): boolean {
  if (!query || typeof query !== 'object') return false;
  for (const [name, value] of Object.entries(query)) {
    if (KEY_QUERY_PARAMETERS.has(name.toLowerCase())) return true;
    const values = Array.isArray(value) ? value : [value];
    if (values.some((v) => typeof v === 'string' && v.includes(API_KEY_PREFIX))) return true;
  }
  return false;
}

/** POST /user/api-keys {name, scope}. */
export const ZCreateApiKeyRequestSchema = z.object({
  name: requiredText(API_KEY_NAME_MAX),
  scope: ZApiKeyScopeSchema,
});
export type TCreateApiKeyRequest = z.infer<typeof ZCreateApiKeyRequestSchema>;

/** A key as listed: never the key itself. */
export const ZApiKeySchema = z.object({
  id: ZIdSchema,
  name: z.string(),
  scope: ZApiKeyScopeSchema,
  prefix: z.string(),
  createdAt: ZIsoDateTimeSchema,
  lastUsedAt: ZIsoDateTimeSchema.nullable(),
});
export type TApiKey = z.infer<typeof ZApiKeySchema>;

/** The answer of a creation: the key, this once. */
export const ZCreatedApiKeySchema = ZApiKeySchema.extend({ key: z.string() });
export type TCreatedApiKey = z.infer<typeof ZCreatedApiKeySchema>;

/** The key's audit trail says so when a change was made with a key (issue 32 §1). */
export const API_KEY_AUDIT_OBJECT = 'apiKey';
