import { useMutation } from '@tanstack/react-query';
import type { TMessageResponse, TPreRegisterRequest } from '@portal/domain';
import { http } from '../../../lib/http/index.ts';

/** POST /auth/cognito/pre-register (spec §7): mails the verification code; `resend` asks for a new one. */
export function preRegister(body: TPreRegisterRequest): Promise<TMessageResponse> {
  return http.post<TMessageResponse>('/auth/cognito/pre-register', body);
}

export function usePreRegister() {
  return useMutation({ mutationFn: preRegister });
}
