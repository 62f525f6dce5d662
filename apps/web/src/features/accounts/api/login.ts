import { useMutation } from '@tanstack/react-query';
import type { TAuthResponse, TLoginRequest } from '@portal/domain';
import { http } from '../../../lib/http/index.ts';

/** POST /auth/cognito/login (spec §7): the token and the user info; the refresh cookie comes with it. */
export function login(body: TLoginRequest): Promise<TAuthResponse> {
  return http.post<TAuthResponse>('/auth/cognito/login', body);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
