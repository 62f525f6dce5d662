import type {
  TAuthResponse,
  TLoginPasskeyRequest,
  TLoginSecondFactorRequest,
  TPasskeyLoginOptionsResponse,
} from '@portal/domain';
import { ApiError, http, isApiError } from '../../../lib/http/index.ts';
import { preloadNamespaces } from '../../../lib/i18n.ts';
import { preloadTokenVerifier } from '../../../lib/session.ts';

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

/**
 * The login page's "Sign in with a passkey" (issue 33), loaded by its click and never with the page (its 170 KB):
 * options that name no one (POST /auth/cognito/login/passkey-options), the browser's ceremony over them, and its
 * assertion sent with their challenge; the token and the user info, as a password login answers them. A ceremony
 * the user cancelled, or one the browser could not finish, is said as the server's refusal is
 * (PASSKEY_LOGIN_REFUSED): try again, or use the password.
 */
export async function signInWithPasskey(): Promise<TAuthResponse> {
  preloadTokenVerifier();
  const [asked] = await Promise.all([
    http.post<TPasskeyLoginOptionsResponse>('/auth/cognito/login/passkey-options'),
    preloadNamespaces(['errors']),
  ]);
  try {
    return await loginWithPasskey(asked.challenge, asked.passkey);
  } catch (error) {
    if (isApiError(error)) throw error;
    throw new ApiError(0, 'PASSKEY_LOGIN_REFUSED', 'The passkey ceremony did not finish', {}, error);
  }
}
