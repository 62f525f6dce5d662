import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LinkTo } from '../../lib/navigation.tsx';

/**
 * The shell's notice for 403 TWO_FACTOR_SETUP_REQUIRED (issue 33, decision 0029): the account's owners require a
 * second factor the member has not turned on; the link opens the profile, whose two-step verification card turns it on.
 */
export function TwoFactorRequiredNotice() {
  const { t } = useTranslation('alerts');
  return (
    <Text size="sm">
      {t('team.twoFactorRequired')}{' '}
      <Anchor component={LinkTo} name="hub.profile" size="sm" fw={600}>
        {t('team.twoFactorOpen')}
      </Anchor>
    </Text>
  );
}
