import { useTranslation } from 'react-i18next';
import { AccountPlaceholder } from '../AccountPlaceholder.tsx';

export const namespaces = ['accounts'];

/** Login (spec §2 "Logged-out area"). The form comes with the accounts issue. */
export function Component() {
  const { t } = useTranslation('accounts');
  return (
    <AccountPlaceholder
      intro={t('login.intro')}
      links={[
        { route: 'account.forgot-password', label: t('login.forgot') },
        { route: 'account.register', label: t('login.register'), prompt: t('login.noAccount') },
      ]}
    />
  );
}
