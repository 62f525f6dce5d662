import { beforeAll, describe, expect, it } from 'vitest';
import {
  exportJWK,
  generateKeyPair,
  SignJWT,
  UnsecuredJWT,
  type CryptoKey,
  type JWK,
  type JWTPayload,
} from 'jose';
import { createTokenVerifier, InvalidTokenError, TokenCheckError } from './token-verify.ts';

/** A key pair as the identity service publishes it: the public half in a JWKS, with its kid. */
interface TestKey {
  kid: string;
  privateKey: CryptoKey;
  jwk: JWK;
}

async function makeKey(kid: string): Promise<TestKey> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { kid, privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } };
}

const NOW = new Date('2026-03-02T12:00:00Z');
const nowSeconds = Math.floor(NOW.getTime() / 1000);

const CLAIMS = { email: 'marie@example.ca', 'custom:user_id': '42', token_use: 'access' };

function sign(key: TestKey, claims: JWTPayload = CLAIMS, expiresAt = nowSeconds + 900): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
    .setSubject('user-42')
    .setIssuedAt(nowSeconds - 60)
    .setExpirationTime(expiresAt)
    .sign(key.privateKey);
}

let current: TestKey;
let previous: TestKey;
let foreign: TestKey;

beforeAll(async () => {
  [current, previous, foreign] = await Promise.all([makeKey('k2'), makeKey('k1'), makeKey('k2')]);
});

/** A verifier over a key set that the test can change, counting its fetches. */
function verifierWith(keys: () => JWK[]) {
  const fetches = { count: 0 };
  const verify = createTokenVerifier({
    fetchJwks: async () => {
      fetches.count += 1;
      return { keys: keys() };
    },
    now: () => NOW,
  });
  return { verify, fetches };
}

describe('access token check in the browser (spec §4, RS256 against the JWKS)', () => {
  it('accepts a token signed by the first key and keeps its email, user id and expiry', async () => {
    const { verify } = verifierWith(() => [current.jwk, previous.jwk]);
    await expect(verify(await sign(current))).resolves.toEqual({
      email: 'marie@example.ca',
      userId: '42',
      exp: nowSeconds + 900,
    });
  });

  it('caches the key set: several checks fetch it once', async () => {
    const { verify, fetches } = verifierWith(() => [current.jwk]);
    await verify(await sign(current));
    await verify(await sign(current, { ...CLAIMS, email: 'other@example.ca' }));
    expect(fetches.count).toBe(1);
  });

  it('fetches the key set again for a token naming a key it does not hold (rotation)', async () => {
    let published = [previous.jwk];
    const { verify, fetches } = verifierWith(() => published);
    await verify(await sign(previous));
    published = [current.jwk, previous.jwk];
    await expect(verify(await sign(current))).resolves.toMatchObject({ userId: '42' });
    expect(fetches.count).toBe(2);
  });

  it('refuses an expired token as invalid (a refresh may help)', async () => {
    const { verify } = verifierWith(() => [current.jwk]);
    const expired = await sign(current, CLAIMS, nowSeconds - 120);
    await expect(verify(expired)).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('refuses a token signed by another key with the same kid', async () => {
    const { verify } = verifierWith(() => [current.jwk]);
    await expect(verify(await sign(foreign))).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('refuses alg none and HS256, whatever the payload (the algorithm is pinned)', async () => {
    const { verify } = verifierWith(() => [current.jwk]);
    const none = new UnsecuredJWT(CLAIMS)
      .setSubject('user-42')
      .setExpirationTime(nowSeconds + 900)
      .encode();
    await expect(verify(none)).rejects.toBeInstanceOf(InvalidTokenError);
    const hs256 = await new SignJWT(CLAIMS)
      .setProtectedHeader({ alg: 'HS256', kid: 'k2' })
      .setSubject('user-42')
      .setExpirationTime(nowSeconds + 900)
      .sign(new TextEncoder().encode(JSON.stringify(current.jwk)));
    await expect(verify(hs256)).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('refuses a well-signed token that is not an access token or lacks the user id claim', async () => {
    const { verify } = verifierWith(() => [current.jwk]);
    await expect(verify(await sign(current, { ...CLAIMS, token_use: 'id' }))).rejects.toBeInstanceOf(
      InvalidTokenError,
    );
    await expect(
      verify(await sign(current, { email: 'marie@example.ca', token_use: 'access' })),
    ).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('refuses what is not a token at all', async () => {
    const { verify } = verifierWith(() => [current.jwk]);
    await expect(verify('not-a-token')).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('reports a key set it cannot read as a check error, not an invalid token', async () => {
    const unreachable = createTokenVerifier({
      fetchJwks: () => Promise.reject(new TypeError('fetch failed')),
      now: () => NOW,
    });
    await expect(unreachable(await sign(current))).rejects.toBeInstanceOf(TokenCheckError);
    const empty = createTokenVerifier({ fetchJwks: async () => ({ keys: [] }), now: () => NOW });
    await expect(empty(await sign(current))).rejects.toBeInstanceOf(TokenCheckError);
  });
});
