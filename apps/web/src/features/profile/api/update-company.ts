import { useMutation } from '@tanstack/react-query';
import type { TUpdateCompanyRequest, TUserInfo } from '@portal/domain';
import { http } from '../../../lib/http/index.ts';
import { useSaveUser } from './use-save-user.ts';

/** PUT /user/company {company, role, country, province, phone, phoneExt} (spec §7). */
export function updateCompany(body: TUpdateCompanyRequest): Promise<TUserInfo> {
  return http.put<TUserInfo>('/user/company', body);
}

export function useUpdateCompany() {
  const saveUser = useSaveUser();
  return useMutation({ mutationFn: updateCompany, onSuccess: saveUser });
}
