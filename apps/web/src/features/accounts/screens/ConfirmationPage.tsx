import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AccountPlaceholder } from '../AccountPlaceholder.tsx';

export const namespaces = ['accounts'];

/** Account confirmation: confirmation/{email}/{idConfirmation?} (spec §2). The check comes with accounts. */
export function Component() {
  const { t } = useTranslation('accounts');
  const { email = '' } = useParams();
  return (
    <AccountPlaceholder
      intro={t('confirmation.intro', { email })}
      links={[{ route: 'account.login', label: t('resetPasswordConfirmation.login') }]}
    />
  );
}
