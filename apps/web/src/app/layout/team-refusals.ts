import { createElement, useEffect } from 'react';
import { notifications } from '@mantine/notifications';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TUserInfo } from '@portal/domain';
import { activeAccountOf } from '../../lib/account-role.ts';
import { accountsQuery, reloadForAccount, switchAccount } from '../../lib/active-account.ts';
import { isApiError } from '../../lib/http/index.ts';
import { useNavigateTo } from '../../lib/navigation.tsx';
import { userQuery } from '../../lib/session.ts';
import { TwoFactorRequiredNotice } from './TwoFactorRequiredNotice.tsx';

/**
 * After the session's account refused the user as a member (403 NOT_A_MEMBER: an owner removed them): the user's info
 * read again, and when it still names the account lost (or none), the session switched to the user's own account, else
 * to another they belong to. Answers the user then, and the name of the account lost.
 */
export async function landOnRemainingAccount(
  queryClient: QueryClient,
): Promise<{ user: TUserInfo; lost: string | null }> {
  const before = queryClient.getQueryData<TUserInfo>(userQuery.queryKey);
  const lost = activeAccountOf(before);
  // GET /user/ is the user's own; should it be refused too, the accounts say where to go.
  let user = await reloadForAccount(queryClient).catch(() => undefined);
  const now = activeAccountOf(user);
  if (!user || !now || now.id === lost?.id) {
    const accounts = await queryClient.fetchQuery({ ...accountsQuery, staleTime: 0 });
    const others = accounts.filter((account) => account.accountId !== lost?.id);
    const own = user?.user_id ?? before?.user_id;
    const next = others.find((account) => String(account.accountId) === own) ?? others[0];
    if (next) user = await switchAccount(queryClient, next.accountId);
  }
  if (!user) throw new Error('No account left to land on');
  return { user, lost: lost?.name ?? null };
}

/** The team's refusals the shell answers (a 403's code), or null for any other error. */
export type TeamRefusal = 'ROLE_FORBIDDEN' | 'NOT_A_MEMBER' | 'TWO_FACTOR_SETUP_REQUIRED';

export function teamRefusalOf(error: unknown): TeamRefusal | null {
  if (!isApiError(error) || error.status !== 403) return null;
  const { code } = error;
  return code === 'ROLE_FORBIDDEN' || code === 'NOT_A_MEMBER' || code === 'TWO_FACTOR_SETUP_REQUIRED'
    ? code
    : null;
}

/**
 * The team's refusals, wherever a screen meets them (issue 33, decision 0029), heard on the query client's caches so
 * the HTTP client (in the login page's bundle) stays as it is: NOT_A_MEMBER lands on the user's remaining account,
 * on the campaigns, with a notice; ROLE_FORBIDDEN says the role does not allow the action; TWO_FACTOR_SETUP_REQUIRED
 * points to the profile's two-step verification card (one notice at a time).
 */
export function useTeamRefusals(): void {
  const queryClient = useQueryClient();
  const navigateTo = useNavigateTo();
  const { t } = useTranslation('alerts');
  useEffect(() => {
    let landing = false;
    const refused = (error: unknown) => {
      const refusal = teamRefusalOf(error);
      if (refusal === 'ROLE_FORBIDDEN') {
        notifications.show({ id: 'team-role-forbidden', color: 'orange', message: t('team.roleForbidden') });
        return;
      }
      if (refusal === 'TWO_FACTOR_SETUP_REQUIRED') {
        notifications.show({
          id: 'team-two-factor-required',
          color: 'orange',
          autoClose: false,
          message: createElement(TwoFactorRequiredNotice),
        });
        return;
      }
      if (refusal !== 'NOT_A_MEMBER' || landing) return;
      // Several calls are refused at once: the first lands, the others find it under way.
      landing = true;
      void landOnRemainingAccount(queryClient)
        .then(async ({ user, lost }) => {
          await navigateTo('hub.orders');
          notifications.show({
            id: 'team-not-a-member',
            color: 'orange',
            autoClose: false,
            message: t('team.notAMember', { name: lost ?? '', current: activeAccountOf(user)?.name ?? '' }),
          });
        })
        .catch((failure: unknown) => console.error('Landing on a remaining account failed', failure))
        .finally(() => {
          landing = false;
        });
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') refused(event.action.error);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') refused(event.action.error);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient, navigateTo, t]);
}
