import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { TAuthResponse } from '@portal/domain';
import { useLanguage } from '../../lib/navigation.tsx';
import { safeRedirectTarget } from '../../lib/redirects.ts';
import { pathFor } from '../../lib/routes.ts';
import { signIn, userQuery } from '../../lib/session.ts';

/**
 * After a login or a registration (spec §4): the token is stored, the user info kept (the header greets by name
 * at once), then the page of `?redirect=` if there is one (login only), else the campaign list.
 */
export function useCompleteSignIn({ honourRedirect }: { honourRedirect: boolean }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const lang = useLanguage();
  const { search } = useLocation();
  const redirect = honourRedirect ? safeRedirectTarget(new URLSearchParams(search).get('redirect')) : null;
  return useCallback(
    async ({ jwtToken, user }: TAuthResponse) => {
      signIn(jwtToken);
      queryClient.setQueryData(userQuery.queryKey, user);
      await navigate(redirect ?? pathFor('hub.orders', lang), { replace: true });
    },
    [navigate, queryClient, lang, redirect],
  );
}
