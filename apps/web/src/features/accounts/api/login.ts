import { useMutation } from '@tanstack/react-query';
import type { TLoginRequest, TLoginResponse } from '@portal/domain';
import { http } from '../../../lib/http/index.ts';

/**
 * POST /auth/cognito/login (spec §7): the token and the user info, the refresh cookie with them; or, when the account
 * has two-step verification on, a challenge for the second step (issue 33), no token.
 */
export function login(body: TLoginRequest): Promise<TLoginResponse> {
  return http.post<TLoginResponse>('/auth/cognito/login', body);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
