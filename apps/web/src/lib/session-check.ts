import { refreshAccessToken } from './http/index.ts';
import type { SessionState } from './session.ts';
import { InvalidTokenError, verifyAccessToken, type VerifyAccessToken } from './token-verify.ts';

/**
 * The check of a stored access token (spec §4 "Session"), in the chunk of the verifier: loaded only when a token
 * is there to check, so the login page of a new visitor never loads it.
 */

export interface TokenCheckDeps {
  verify: VerifyAccessToken;
  refresh: () => Promise<string>;
  log: (message: string, error: unknown) => void;
}

/**
 * Spec §4: a verified token means logged in; expired or invalid, one refresh is tried and its token verified;
 * a failed refresh means logged out; an error of the check itself is logged and means logged out.
 */
export async function checkToken(token: string, deps: TokenCheckDeps): Promise<SessionState> {
  try {
    return { status: 'loggedIn', token, claims: await deps.verify(token) };
  } catch (error) {
    if (!(error instanceof InvalidTokenError)) {
      deps.log('The access token could not be checked', error);
      return { status: 'loggedOut' };
    }
  }
  let fresh: string;
  try {
    fresh = await deps.refresh();
  } catch {
    return { status: 'loggedOut' };
  }
  try {
    return { status: 'loggedIn', token: fresh, claims: await deps.verify(fresh) };
  } catch (error) {
    deps.log('The refreshed access token does not verify', error);
    return { status: 'loggedOut' };
  }
}

/** The portal's verifier (JWKS cached for the page), the HTTP client's shared refresh, the console. */
export function portalCheckDeps(): TokenCheckDeps {
  return {
    verify: verifyAccessToken,
    refresh: refreshAccessToken,
    log: (message, error) => console.error(message, error),
  };
}
