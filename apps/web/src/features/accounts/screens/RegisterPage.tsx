import { useTranslation } from 'react-i18next';
import { AccountPlaceholder } from '../AccountPlaceholder.tsx';

export const namespaces = ['accounts'];

/** Register (spec §2 "Logged-out area"). The form comes with the accounts issue. */
export function Component() {
  const { t } = useTranslation('accounts');
  return (
    <AccountPlaceholder
      intro={t('register.intro')}
      links={[{ route: 'account.login', label: t('register.login'), prompt: t('register.hasAccount') }]}
    />
  );
}
