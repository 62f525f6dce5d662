import { useMutation } from '@tanstack/react-query';
import type { TAuthResponse, TUpdatePasswordRequest } from '@portal/domain';
import { http } from '../../../lib/http/index.ts';
import { signIn } from '../../../lib/session.ts';
import { useSaveUser } from './use-save-user.ts';

/**
 * PUT /user/password (spec §7). Every other session ends and this one gets a new token (issue 3), stored at once
 * so the next calls carry it.
 */
export function updatePassword(body: TUpdatePasswordRequest): Promise<TAuthResponse> {
  return http.put<TAuthResponse>('/user/password', body);
}

export function useUpdatePassword() {
  const saveUser = useSaveUser();
  return useMutation({
    mutationFn: updatePassword,
    onSuccess: ({ jwtToken, user }) => {
      signIn(jwtToken);
      saveUser(user);
    },
  });
}
