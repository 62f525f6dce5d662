import { useMutation } from '@tanstack/react-query';
import type { TForgotPasswordRequest, TMessageResponse } from '@portal/domain';
import { ApiError, http } from '../../../lib/http/index.ts';

interface UserExistAnswer {
  exists?: boolean;
  message?: string;
}

/**
 * Spec §5 "Forgot-password first checks that the user exists" (POST /auth/cognito/validate-user-exist, whose
 * message may be USER_NOT_REGISTERED), then POST /auth/cognito/forgot-password mails the reset code.
 */
export async function forgotPassword(body: TForgotPasswordRequest): Promise<TMessageResponse> {
  const check = await http.post<UserExistAnswer>('/auth/cognito/validate-user-exist', {
    email: body.username,
  });
  if (check.message === 'USER_NOT_REGISTERED' || check.exists === false) {
    throw new ApiError(404, 'USER_NOT_REGISTERED', 'USER_NOT_REGISTERED');
  }
  return http.post<TMessageResponse>('/auth/cognito/forgot-password', body);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
