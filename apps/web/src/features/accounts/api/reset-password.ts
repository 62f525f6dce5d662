import { useMutation } from '@tanstack/react-query';
import type { TMessageResponse, TResetPasswordRequest } from '@portal/domain';
import { http } from '../../../lib/http/index.ts';

/** POST /auth/cognito/reset-password (spec §7): the new password with the mailed code. */
export function resetPassword(body: TResetPasswordRequest): Promise<TMessageResponse> {
  return http.post<TMessageResponse>('/auth/cognito/reset-password', body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
