import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { http } from '../lib/http/index.ts';
import { beginLogout, signOut } from '../lib/session.ts';
import { useLanguage } from '../lib/navigation.tsx';
import { pathFor } from '../lib/routes.ts';

/**
 * Logout (spec §4): the server revokes the session, the user, the token and the session's flags are forgotten,
 * then login. Every store (the query cache) is cleared when the session ends (session-wiring.ts), once the
 * screens that used it are gone.
 */
export function useLogout() {
  const navigate = useNavigate();
  const lang = useLanguage();
  return useCallback(async () => {
    beginLogout();
    try {
      await http.post('/auth/cognito/logout');
    } catch {
      // The session ends here whatever the server says.
    }
    signOut();
    await navigate(pathFor('account.login', lang), { replace: true });
  }, [navigate, lang]);
}
