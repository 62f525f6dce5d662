import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http, tokenStore } from '../../lib/http/index.ts';
import { errorMessage } from '../../lib/errors.ts';
import { i18n } from '../../lib/i18n.ts';
import { markAgencyActivated } from '../../lib/session.ts';

declare global {
  interface Window {
    portal?: { activateAgency: () => Promise<string> };
  }
}

const ZActivated = z.object({ jwtToken: z.string(), agency_role: z.string() });

/**
 * The hidden console helper (spec §1): `portal.activateAgency()` asks for the password and lets the server check it
 * (POST /agencies/activate); the session's agency role is on from then on, until logout. It answers what happened
 * in the interface language, and never checks anything itself.
 */
export function installConsoleHelper(queryClient: QueryClient, goToAgencies: () => void): void {
  window.portal = {
    async activateAgency() {
      await i18n.loadNamespaces(['agencies', 'errors']);
      const t = i18n.getFixedT(null, 'agencies');
      const password = window.prompt(t('console.prompt'));
      if (!password) return t('console.cancelled');
      try {
        const answer = ZActivated.parse(await http.post('/agencies/activate', { password }));
        tokenStore.set(answer.jwtToken);
        markAgencyActivated();
        await queryClient.invalidateQueries({ queryKey: ['user'] });
        goToAgencies();
        return t('console.activated', { role: t(`roles.${answer.agency_role}`) });
      } catch (error) {
        const code = (error as { code?: string }).code;
        return code === 'AGENCIES_DISABLED' ? t('console.disabled') : errorMessage(error, i18n.t);
      }
    },
  };
}
