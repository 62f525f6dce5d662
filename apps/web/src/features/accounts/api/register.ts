import { useMutation } from '@tanstack/react-query';
import type { TAuthResponse, TRegisterAccountRequest } from '@portal/domain';
import { http } from '../../../lib/http/index.ts';

/** POST /auth/cognito/register (issue 3): creates the account with the mailed code and signs in. */
export function register(body: TRegisterAccountRequest): Promise<TAuthResponse> {
  return http.post<TAuthResponse>('/auth/cognito/register', body);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
