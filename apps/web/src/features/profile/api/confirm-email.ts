import { useMutation } from '@tanstack/react-query';
import type { TEmailConfirmUpdateRequest, TUserInfo } from '@portal/domain';
import { http } from '../../../lib/http/index.ts';
import { useSaveUser } from './use-save-user.ts';

/** POST /user/email-confirm-update {idConfirmation} (spec §7): the new address becomes the account's. */
export function confirmEmailUpdate(body: TEmailConfirmUpdateRequest): Promise<TUserInfo> {
  return http.post<TUserInfo>('/user/email-confirm-update', body);
}

export function useConfirmEmailUpdate() {
  const saveUser = useSaveUser();
  return useMutation({ mutationFn: confirmEmailUpdate, onSuccess: saveUser });
}
