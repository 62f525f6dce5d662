import { useMutation } from '@tanstack/react-query';
import type { TUpdatePersonalRequest, TUserInfo } from '@portal/domain';
import { http } from '../../../lib/http/index.ts';
import { useSaveUser } from './use-save-user.ts';

/** PUT /user/personal {firstName, lastName} (spec §7). */
export function updatePersonal(body: TUpdatePersonalRequest): Promise<TUserInfo> {
  return http.put<TUserInfo>('/user/personal', body);
}

export function useUpdatePersonal() {
  const saveUser = useSaveUser();
  return useMutation({ mutationFn: updatePersonal, onSuccess: saveUser });
}
