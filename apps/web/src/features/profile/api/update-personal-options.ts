import { useMutation } from '@tanstack/react-query';
import type { TUpdatePersonalOptionsRequest, TUserInfo } from '@portal/domain';
import { http } from '../../../lib/http/index.ts';
import { useSaveUser } from './use-save-user.ts';

/** PUT /user/personal-options {statusFilter} (spec §7): the order statuses the campaign list shows. */
export function updatePersonalOptions(body: TUpdatePersonalOptionsRequest): Promise<TUserInfo> {
  return http.put<TUserInfo>('/user/personal-options', body);
}

export function useUpdatePersonalOptions() {
  const saveUser = useSaveUser();
  return useMutation({ mutationFn: updatePersonalOptions, onSuccess: saveUser });
}
