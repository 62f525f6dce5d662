import { useQueryClient } from '@tanstack/react-query';
import type { TUserInfo } from '@portal/domain';
import { userQuery } from '../../../lib/session.ts';

/** The user info a profile call answers becomes the cached one (header greeting, profile page). */
export function useSaveUser(): (user: TUserInfo) => void {
  const queryClient = useQueryClient();
  return (user) => queryClient.setQueryData(userQuery.queryKey, user);
}
