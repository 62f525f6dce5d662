import type { QueryClient } from '@tanstack/react-query';
import { ZAgencyActivateResponseSchema } from '@portal/domain';
import { http, tokenStore } from '../../lib/http/index.ts';
import { errorMessage } from '../../lib/errors.ts';
import { i18n } from '../../lib/i18n.ts';
import { markAgencyActivated } from '../../lib/session.ts';

/**
 * The hidden console helper (spec §1): `portal.activateAgency()` asks for the password and lets the server check it
 * (POST /agencies/activate); the session's agency role is on from then on, until logout. It answers what happened
 * in the interface language, and never checks anything itself. Loaded on first use (main.tsx installs a stub), so
 * the first screen does not pay for it.
 */
export async function activateAgency(queryClient: QueryClient, goToAgencies: () => void): Promise<string> {
  await i18n.loadNamespaces(['agencies', 'errors']);
  const t = i18n.getFixedT(null, 'agencies');
  const password = window.prompt(t('console.prompt'));
  if (!password) return t('console.cancelled');
  try {
    const answer = ZAgencyActivateResponseSchema.parse(await http.post('/agencies/activate', { password }));
    tokenStore.set(answer.jwtToken);
    markAgencyActivated();
    await queryClient.invalidateQueries({ queryKey: ['user'] });
    goToAgencies();
    return t('console.activated', { role: t(`roles.${answer.agency_role}`) });
  } catch (error) {
    const code = (error as { code?: string }).code;
    return code === 'AGENCIES_DISABLED' ? t('console.disabled') : errorMessage(error, i18n.t);
  }
}
