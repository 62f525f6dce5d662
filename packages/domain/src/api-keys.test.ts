import { describe, expect, it } from 'vitest';
import {
  apiKeyInQuery,
  apiKeyScopeAllows,
  apiKeyVisiblePrefix,
  isApiKeyCredential,
  isCredentialRoute,
  isWellFormedApiKey,
  ZCreateApiKeyRequestSchema,
} from './api-keys.ts';
import { isIdempotentRoute, isValidIdempotencyKey } from './idempotency.ts';

const KEY = `pk_live_${'a'.repeat(43)}`;

describe('API keys (issue 32 §1)', () => {
  it('tells a key from a token by its prefix, and a well-formed key by its exact shape', () => {
    expect(isApiKeyCredential(KEY)).toBe(true);
    expect(isApiKeyCredential('eyJhbGciOiJSUzI1NiJ9.x.y')).toBe(false);
    expect(isWellFormedApiKey(KEY)).toBe(true);
    expect(isWellFormedApiKey(`${KEY}a`)).toBe(false);
    expect(isWellFormedApiKey(KEY.slice(0, -1))).toBe(false);
    expect(isWellFormedApiKey(`pk_live_${'a'.repeat(42)}+`)).toBe(false);
    expect(apiKeyVisiblePrefix(KEY)).toBe('pk_live_aaaaaaaa');
  });

  it('lets a read key make GET and HEAD only, a read-write key anything', () => {
    for (const method of ['GET', 'HEAD']) expect(apiKeyScopeAllows('read', method)).toBe(true);
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      expect(apiKeyScopeAllows('read', method)).toBe(false);
      expect(apiKeyScopeAllows('read_write', method)).toBe(true);
    }
  });

  it('names the credential routes, with or without /api/v2, the keys routes all', () => {
    expect(isCredentialRoute('PUT', '/api/v2/user/password')).toBe(true);
    expect(isCredentialRoute('POST', '/user/pre-update-email')).toBe(true);
    expect(isCredentialRoute('POST', '/api/v2/agencies/activate')).toBe(true);
    expect(isCredentialRoute('GET', '/api/v2/user/api-keys')).toBe(true);
    expect(isCredentialRoute('DELETE', '/api/v2/user/api-keys/:id')).toBe(true);
    expect(isCredentialRoute('PUT', '/api/v2/user/personal')).toBe(false);
    expect(isCredentialRoute('GET', '/api/v2/user/')).toBe(false);
    expect(isCredentialRoute('GET', '/api/v2/user/api-keysx')).toBe(false);
  });

  it('finds a key in a query by its parameter or its value', () => {
    expect(apiKeyInQuery({ api_key: 'x' })).toBe(true);
    expect(apiKeyInQuery({ Access_Token: 'x' })).toBe(true);
    expect(apiKeyInQuery({ q: ['a', KEY] })).toBe(true);
    expect(apiKeyInQuery({ viewAs: '12', limit: '25' })).toBe(false);
    expect(apiKeyInQuery(undefined)).toBe(false);
  });

  it('takes a name of 1 to 100 characters and a known scope', () => {
    expect(ZCreateApiKeyRequestSchema.safeParse({ name: 'a'.repeat(100), scope: 'read' }).success).toBe(true);
    expect(ZCreateApiKeyRequestSchema.safeParse({ name: 'a'.repeat(101), scope: 'read' }).success).toBe(
      false,
    );
    expect(ZCreateApiKeyRequestSchema.safeParse({ name: ' ', scope: 'read' }).success).toBe(false);
    expect(ZCreateApiKeyRequestSchema.safeParse({ name: 'x', scope: 'admin' }).success).toBe(false);
  });
});

describe('idempotency keys (issue 32 §3)', () => {
  it('accepts 1 to 255 visible characters, refuses 256, blanks and control characters', () => {
    expect(isValidIdempotencyKey('a')).toBe(true);
    expect(isValidIdempotencyKey('k'.repeat(255))).toBe(true);
    expect(isValidIdempotencyKey('k'.repeat(256))).toBe(false);
    expect(isValidIdempotencyKey('')).toBe(false);
    expect(isValidIdempotencyKey('a b')).toBe(false);
    expect(isValidIdempotencyKey('a\u0001')).toBe(false);
    expect(isValidIdempotencyKey(['a', 'b'])).toBe(false);
  });

  it('names the creates and charges, and nothing else', () => {
    expect(isIdempotentRoute('POST', '/api/v2/webhooks/endpoints')).toBe(true);
    expect(isIdempotentRoute('POST', '/api/v2/gam/orders')).toBe(true);
    expect(isIdempotentRoute('POST', '/gam/orders/:id/duplicate')).toBe(true);
    expect(isIdempotentRoute('POST', '/api/v2/payment/paymentMethod')).toBe(true);
    expect(isIdempotentRoute('PUT', '/api/v2/gam/orders/:id')).toBe(false);
    expect(isIdempotentRoute('POST', '/api/v2/gam/orders/:id/submit-for-approval')).toBe(false);
  });
});
