import { eq } from 'drizzle-orm';
import {
  SignJWT,
  UnsecuredJWT,
  createLocalJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  exportSPKI,
  generateKeyPair,
  importJWK,
  jwtVerify,
  type CryptoKey,
  type JWK,
} from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../server.ts';
import { signingKeys, users } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { MINUTE, call, loginUser, registerUser } from '../../test/factories.ts';
import { checkAnswersAgainstDocument } from '../../test/conformance.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://portal.example.test' });
});
afterAll(() => t.close());

const jwks = async (): Promise<{ keys: JWK[] }> => (await call(t, 'GET', '/.well-known/jwks.json')).body;
const me = (token: string) => call(t, 'GET', '/api/v2/user/', { token });

/** The stored private key of the signing key, to forge tokens the server must still refuse. */
async function storedPrivateKey(kid: string, alg: string): Promise<CryptoKey> {
  const [row] = await t.app.database.db.select().from(signingKeys).where(eq(signingKeys.kid, kid));
  return (await importJWK(row!.privateJwk as JWK, alg)) as CryptoKey;
}

describe('the access token', () => {
  it('is an RS256 JWT with kid, sub, email, custom:user_id, iss = PUBLIC_URL, token_use access, 15 minutes', async () => {
    const { token, user, email } = await registerUser(t);
    const header = decodeProtectedHeader(token);
    expect(header.alg).toBe('RS256');
    expect((await jwks()).keys.map((k) => k.kid)).toContain(header.kid);
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({
      email,
      'custom:user_id': user.user_id,
      iss: 'https://portal.example.test',
      token_use: 'access',
    });
    expect(claims.sub).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.exp! - claims.iat!).toBe(15 * 60);
  });

  it('verifies against the published key set as the browser does (first key, RS256)', async () => {
    const { token } = await registerUser(t);
    const set = await jwks();
    expect(set.keys[0]!.kid).toBe(decodeProtectedHeader(token).kid);
    const { payload } = await jwtVerify(token, createLocalJWKSet(set), { algorithms: ['RS256'] });
    expect(payload.token_use).toBe('access');
  });

  it('publishes public keys only', async () => {
    for (const key of (await jwks()).keys) {
      expect(key).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
      for (const secret of ['d', 'p', 'q', 'dp', 'dq', 'qi']) expect(key).not.toHaveProperty(secret);
    }
  });
});

describe('tokens the server refuses with 401', () => {
  it('alg none', async () => {
    const { token } = await registerUser(t);
    const forged = new UnsecuredJWT(decodeJwt(token)).encode();
    expect((await me(forged)).status).toBe(401);
  });

  it('HS256 signed with the public key as the secret', async () => {
    const { token } = await registerUser(t);
    const { kid } = decodeProtectedHeader(token);
    const publicJwk = (await jwks()).keys.find((k) => k.kid === kid)!;
    const pem = await exportSPKI((await importJWK(publicJwk, 'RS256')) as CryptoKey);
    for (const secret of [pem, JSON.stringify(publicJwk)]) {
      const forged = await new SignJWT(decodeJwt(token))
        .setProtectedHeader({ alg: 'HS256', kid })
        .sign(new TextEncoder().encode(secret));
      expect((await me(forged)).status).toBe(401);
    }
  });

  it('a foreign key, under our kid or its own', async () => {
    const { token } = await registerUser(t);
    const { kid } = decodeProtectedHeader(token);
    const foreign = await generateKeyPair('RS256');
    for (const header of [{ alg: 'RS256', kid }, { alg: 'RS256', kid: 'foreign-key' }, { alg: 'RS256' }]) {
      const forged = await new SignJWT(decodeJwt(token)).setProtectedHeader(header).sign(foreign.privateKey);
      expect((await me(forged)).status).toBe(401);
    }
  });

  it('a bad signature', async () => {
    const { token } = await registerUser(t);
    const [head, body, signature] = token.split('.') as [string, string, string];
    const middle = Math.floor(signature.length / 2);
    const flipped =
      signature.slice(0, middle) + (signature[middle] === 'A' ? 'B' : 'A') + signature.slice(middle + 1);
    expect((await me(`${head}.${body}.${flipped}`)).status).toBe(401);
    const tampered = Buffer.from(JSON.stringify({ ...decodeJwt(token), 'custom:user_id': '1' })).toString(
      'base64url',
    );
    expect((await me(`${head}.${tampered}.${signature}`)).status).toBe(401);
  });

  it('a past exp, and not a moment before', async () => {
    const { token } = await registerUser(t);
    t.clock.advance(15 * MINUTE - 5_000);
    expect((await me(token)).status).toBe(200);
    t.clock.advance(6_000);
    const res = await me(token);
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHORIZED');
  });

  it('another algorithm even with our own key, another issuer, another token use', async () => {
    const { token } = await registerUser(t);
    const { kid } = decodeProtectedHeader(token);
    const claims = decodeJwt(token);
    const sign = async (alg: string, payload: object) =>
      new SignJWT({ ...payload }).setProtectedHeader({ alg, kid }).sign(await storedPrivateKey(kid!, alg));
    expect((await me(await sign('RS256', claims))).status).toBe(200);
    expect((await me(await sign('RS512', claims))).status).toBe(401);
    expect((await me(await sign('PS256', claims))).status).toBe(401);
    expect((await me(await sign('RS256', { ...claims, iss: 'https://elsewhere.example' }))).status).toBe(401);
    expect((await me(await sign('RS256', { ...claims, token_use: 'id' }))).status).toBe(401);
  });

  it('a malformed header or none', async () => {
    for (const authorization of ['Bearer', 'Bearer not.a.jwt', 'Basic dXNlcjpwYXNz', 'Bearer a.b']) {
      expect((await call(t, 'GET', '/api/v2/user/', { headers: { authorization } })).status).toBe(401);
    }
  });

  it('the token of a deleted user', async () => {
    const { token, email } = await registerUser(t);
    await t.app.database.db.delete(users).where(eq(users.email, email));
    expect((await me(token)).status).toBe(401);
  });
});

describe('signing keys', () => {
  it('rotate: the new key signs, the previous public key stays until its tokens expire', async () => {
    const before = await registerUser(t);
    const oldKid = decodeProtectedHeader(before.token).kid!;
    const newKid = await t.app.tokens.rotateSigningKey();
    expect(newKid).not.toBe(oldKid);

    expect((await jwks()).keys.map((k) => k.kid)).toEqual([newKid, oldKid]);
    const [old] = await t.app.database.db.select().from(signingKeys).where(eq(signingKeys.kid, oldKid));
    expect(old!.privateJwk).toBeNull();
    expect((await me(before.token)).status).toBe(200);
    const after = await loginUser(t, before.email, before.password);
    expect(decodeProtectedHeader(after.token).kid).toBe(newKid);

    t.clock.advance(15 * MINUTE + 1_000);
    expect((await jwks()).keys.map((k) => k.kid)).toEqual([newKid]);
    expect((await me(before.token)).status).toBe(401);
  });

  it('are kept in the database: another server on it signs and verifies with the same key', async () => {
    const { token } = await registerUser(t);
    const other = await buildServer(t.app.config, {
      database: t.app.database,
      clock: t.clock,
      instrument: checkAnswersAgainstDocument,
    });
    try {
      expect((await other.tokens.jwks()).keys[0]!.kid).toBe(decodeProtectedHeader(token).kid);
      await expect(other.tokens.verifyAccessToken(token)).resolves.toMatchObject({ token_use: 'access' });
    } finally {
      await other.close();
    }
  });

  it('are replaced once 90 days old', async () => {
    const fresh = await createTestApp();
    try {
      const first = await registerUser(fresh);
      const kid = decodeProtectedHeader(first.token).kid;
      fresh.clock.advance(89 * 24 * 3600_000);
      expect(decodeProtectedHeader((await loginUser(fresh, first.email, first.password)).token).kid).toBe(
        kid,
      );
      fresh.clock.advance(2 * 24 * 3600_000);
      expect(decodeProtectedHeader((await loginUser(fresh, first.email, first.password)).token).kid).not.toBe(
        kid,
      );
    } finally {
      await fresh.close();
    }
  });
});
