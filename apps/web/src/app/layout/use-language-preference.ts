import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TUserInfo } from '@portal/domain';
import { http } from '../../lib/http/index.ts';
import { useLanguage } from '../../lib/navigation.tsx';
import { userQuery } from '../../lib/session.ts';

/**
 * The user's language follows the interface's while signed in (issue 31 §16): the language switch (or any way the
 * interface changes language) saves it in the profile (PUT /user/personal-options {locale}), so every e-mail —
 * the billing job's too — is in the language the user chose. Asked once per language; a failure is only logged
 * (the next visit asks again). In the hub's chunk: the login page never carries it.
 */
export function useLanguagePreference(user: TUserInfo | undefined): void {
  const lang = useLanguage();
  const queryClient = useQueryClient();
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (!user || user.locale === lang || asked.current === lang) return;
    asked.current = lang;
    http.put('/user/personal-options', { locale: lang }).then(
      () => queryClient.setQueryData<TUserInfo>(userQuery.queryKey, (old) => old && { ...old, locale: lang }),
      (error: unknown) => {
        asked.current = null;
        console.error('Saving the language failed', error);
      },
    );
  }, [user, lang, queryClient]);
}
