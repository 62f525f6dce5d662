import type { TAuthResponse, TLoginPasskeyRequest, TLoginSecondFactorRequest } from '@portal/domain';
import { http } from '../../../lib/http/index.ts';

/**
 * POST /auth/cognito/login/second-factor (issue 33): the password step's challenge and the authenticator app's code
 * or a recovery code; the token and the user info, the refresh cookie with them.
 */
export function loginSecondFactor(body: TLoginSecondFactorRequest): Promise<TAuthResponse> {
  return http.post<TAuthResponse>('/auth/cognito/login/second-factor', body);
}

/**
 * The second step with a passkey (issue 33): the browser's WebAuthn ceremony over the options the password step
 * answered (@simplewebauthn/browser, loaded then), and its assertion sent with the challenge.
 */
export async function loginWithPasskey(
  challenge: string,
  options: Record<string, unknown>,
): Promise<TAuthResponse> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const credential = await startAuthentication({ optionsJSON: options as unknown as RequestOptions });
  return http.post<TAuthResponse>('/auth/cognito/login/passkey', {
    challenge,
    credential,
  } satisfies Omit<TLoginPasskeyRequest, 'credential'> & { credential: unknown });
}

type RequestOptions = Parameters<
  typeof import('@simplewebauthn/browser').startAuthentication
>[0]['optionsJSON'];
