import { errors, importJWK, jwtVerify, type CryptoKey, type JWK, type JWTHeaderParameters } from 'jose';
import { USER_ID_CLAIM } from '@portal/domain';
import { jwksResponse } from './jwks.ts';

/**
 * The browser's check of the access token (spec §4 "Session", §9): RS256 only, against the identity service's
 * public key set (GET /.well-known/jwks.json). The set is fetched once and its key cached; a token naming a key
 * the cached set does not have makes the set be fetched again (a rotation), then the named key is used, else the
 * first one (the signing key, listed first).
 *
 * Its own chunk with jose: the login form paints without it (lib/session.ts imports it lazily).
 */

const ALGORITHM = 'RS256';
/** A browser clock a little off must not end every session. */
const CLOCK_TOLERANCE_SECONDS = 60;

/** What the session keeps of a verified token (spec §3 "Auth state": email and the custom user-id claim). */
export interface AccessClaims {
  email: string;
  userId: string;
  /** Expiry, in seconds since the epoch. */
  exp: number;
}

/** The token is expired, forged, malformed or not an access token: a refresh may give a good one. */
export class InvalidTokenError extends Error {
  override readonly name = 'InvalidTokenError';
}

/** The token could not be checked (key set unreachable or unusable): spec §4 treats this as logged out. */
export class TokenCheckError extends Error {
  override readonly name = 'TokenCheckError';
}

export interface TokenVerifierOptions {
  /** The public key set; by default fetched from the portal's origin. */
  fetchJwks?: () => Promise<unknown>;
  /** The current time (tests). */
  now?: () => Date;
}

function keysOf(jwks: unknown): JWK[] {
  const keys = (jwks as { keys?: unknown } | null)?.keys;
  if (!Array.isArray(keys) || keys.length === 0) throw new TokenCheckError('The key set holds no key');
  return keys as JWK[];
}

async function fetchPortalJwks(): Promise<unknown> {
  const response = await jwksResponse();
  if (!response.ok) throw new TokenCheckError(`The key set answered ${response.status}`);
  return response.json();
}

export type VerifyAccessToken = (token: string) => Promise<AccessClaims>;

export function createTokenVerifier(options: TokenVerifierOptions = {}): VerifyAccessToken {
  const fetchJwks = options.fetchJwks ?? fetchPortalJwks;
  let keys: JWK[] | null = null;
  const imported = new Map<string, CryptoKey>();

  async function loadKeys(): Promise<JWK[]> {
    try {
      keys = keysOf(await fetchJwks());
    } catch (error) {
      throw error instanceof TokenCheckError
        ? error
        : new TokenCheckError('The key set could not be read', { cause: error });
    }
    imported.clear();
    return keys;
  }

  async function keyFor(header: JWTHeaderParameters): Promise<CryptoKey> {
    let set = keys ?? (await loadKeys());
    const named = (jwk: JWK) => header.kid !== undefined && jwk.kid === header.kid;
    if (header.kid !== undefined && !set.some(named)) set = await loadKeys();
    const jwk = set.find(named) ?? set[0];
    const id = jwk.kid ?? '';
    let key = imported.get(id);
    if (!key) {
      key = (await importJWK(jwk, ALGORITHM)) as CryptoKey;
      imported.set(id, key);
    }
    return key;
  }

  return async (token) => {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, keyFor, {
        algorithms: [ALGORITHM],
        requiredClaims: ['exp', 'sub', 'email', USER_ID_CLAIM],
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        currentDate: options.now?.(),
      }));
    } catch (error) {
      if (error instanceof TokenCheckError) throw error;
      if (error instanceof errors.JOSEError) throw new InvalidTokenError(error.code, { cause: error });
      throw new TokenCheckError('The token could not be checked', { cause: error });
    }
    const email = payload.email;
    const userId = payload[USER_ID_CLAIM];
    if (payload.token_use !== 'access' || typeof email !== 'string' || typeof userId !== 'string') {
      throw new InvalidTokenError('Not an access token');
    }
    return { email, userId, exp: payload.exp! };
  };
}

/** The portal's verifier: one key set cache for the life of the page. */
export const verifyAccessToken: VerifyAccessToken = createTokenVerifier();
