/**
 * The identity service's public key set (GET /.well-known/jwks.json, spec §4), which the token's check needs. Its
 * request can start ahead of the verifier's chunk (a stored token at start): the check then takes that answer
 * instead of asking again (issue 13 §1: one round trip less before the first screen).
 */
export const JWKS_PATH = '/.well-known/jwks.json';

let early: Promise<Response> | null = null;

function requestJwks(): Promise<Response> {
  return fetch(JWKS_PATH, { headers: { Accept: 'application/json' } });
}

/** Starts fetching the key set now (once until it is taken). */
export function prefetchJwks(): void {
  if (early) return;
  early = requestJwks();
  // Taken later, or never: a failure is the check's to report.
  early.catch(() => undefined);
}

/** The prefetched answer, taken once; else a new request. */
export function jwksResponse(): Promise<Response> {
  const answer = early ?? requestJwks();
  early = null;
  return answer;
}
