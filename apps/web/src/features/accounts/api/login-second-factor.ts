import type { TAuthResponse, TLoginSecondFactorRequest } from '@portal/domain';
import { http } from '../../../lib/http/index.ts';

/**
 * POST /auth/cognito/login/second-factor (issue 33): the password step's challenge and the authenticator app's code
 * or a recovery code; the token and the user info, the refresh cookie with them.
 */
export function loginSecondFactor(body: TLoginSecondFactorRequest): Promise<TAuthResponse> {
  return http.post<TAuthResponse>('/auth/cognito/login/second-factor', body);
}
