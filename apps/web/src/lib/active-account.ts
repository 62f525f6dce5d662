import type { QueryClient } from '@tanstack/react-query';
import type { TAccountSummary, TUserInfo } from '@portal/domain';
import { http } from './http/index.ts';
import { settingsQuery } from './settings.ts';
import { userQuery } from './session.ts';

/**
 * The accounts a user belongs to and the one their session acts on (issue 33, decision 0029): `GET /accounts` lists
 * them, `PUT /accounts/active` switches; everything fetched for the previous account is then dropped and the user's
 * info read again (its `account` names the new one). Only the hub's shell and screens import this.
 */

export const accountsKey = ['accounts'] as const;

export const accountsQuery = {
  queryKey: accountsKey,
  // Not parsed with the domain's schema: the hub's shell reads this, and the validation library stays out of its chunk.
  queryFn: async (): Promise<TAccountSummary[]> =>
    (await http.get<{ items: TAccountSummary[] }>('/accounts')).items,
  staleTime: 60_000,
  retry: false,
} as const;

/** The platform's settings stay: they are no account's. */
const KEPT = new Set<unknown>([settingsQuery.queryKey[0]]);

/** Drops what was fetched for the previous account, and reads the user's info (and its active account) again. */
export async function reloadForAccount(queryClient: QueryClient): Promise<TUserInfo> {
  queryClient.removeQueries({ predicate: (query) => !KEPT.has(query.queryKey[0]) });
  return queryClient.fetchQuery({ ...userQuery, staleTime: 0 });
}

/** Makes an account the session's active one, then reloads for it. */
export async function switchAccount(queryClient: QueryClient, accountId: number): Promise<TUserInfo> {
  await http.put('/accounts/active', { accountId });
  return reloadForAccount(queryClient);
}
