import { useMutation } from '@tanstack/react-query';
import type { TMessageResponse, TPreUpdateEmailRequest } from '@portal/domain';
import { http } from '../../../lib/http/index.ts';

/** POST /user/pre-update-email (spec §7): mails a confirmation link to the new address, in the language given. */
export function preUpdateEmail(body: TPreUpdateEmailRequest): Promise<TMessageResponse> {
  return http.post<TMessageResponse>('/user/pre-update-email', body);
}

export function usePreUpdateEmail() {
  return useMutation({ mutationFn: preUpdateEmail });
}
