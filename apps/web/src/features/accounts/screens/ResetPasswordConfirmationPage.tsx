import { useTranslation } from 'react-i18next';
import { AccountPlaceholder } from '../AccountPlaceholder.tsx';

export const namespaces = ['accounts'];

/** Reset confirmation: only with an e-mail in the authentication state (spec §2). */
export function Component() {
  const { t } = useTranslation('accounts');
  return (
    <AccountPlaceholder
      intro={t('resetPasswordConfirmation.intro')}
      links={[{ route: 'account.login', label: t('resetPasswordConfirmation.login') }]}
    />
  );
}
