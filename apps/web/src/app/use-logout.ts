import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { http } from '../lib/http/index.ts';
import { signOut } from '../lib/session.ts';
import { useLanguage } from './navigation.tsx';
import { pathFor } from './routes.ts';

/** Logout (spec §4): tell the server, forget the token and every fetched thing, then go to login. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const lang = useLanguage();
  return useCallback(async () => {
    try {
      await http.post('/auth/cognito/logout');
    } catch {
      // The session ends here whatever the server says.
    }
    signOut();
    queryClient.clear();
    await navigate(pathFor('account.login', lang), { replace: true });
  }, [navigate, queryClient, lang]);
}
