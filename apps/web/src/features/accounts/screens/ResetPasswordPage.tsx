import { useTranslation } from 'react-i18next';
import { AccountPlaceholder } from '../AccountPlaceholder.tsx';

export const namespaces = ['accounts'];

/** Reset password: only with an e-mail in the authentication state (spec §2). Form: accounts issue. */
export function Component() {
  const { t } = useTranslation('accounts');
  return (
    <AccountPlaceholder
      intro={t('resetPassword.intro')}
      links={[{ route: 'account.login', label: t('forgotPassword.back') }]}
    />
  );
}
