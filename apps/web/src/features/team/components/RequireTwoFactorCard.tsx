import { Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { useChangeTeam } from '../api.ts';
import { TeamSection } from './TeamSection.tsx';

/**
 * The owner's requirement (decision 0029): while on, a member without a confirmed second factor is refused the
 * account's routes until they set one up in their profile.
 */
export function RequireTwoFactorCard({ required }: { required: boolean }) {
  const { t } = useTranslation('team');
  const change = useChangeTeam();
  const pending = change.isPending && change.variables.kind === 'settings';
  return (
    <TeamSection title={t('security.title')} description={t('security.description')}>
      <FormAlert error={change.error} />
      <Switch
        label={t('security.require')}
        checked={
          pending ? change.variables.kind === 'settings' && change.variables.requireTwoFactor : required
        }
        disabled={pending}
        onChange={(event) => {
          const requireTwoFactor = event.currentTarget.checked;
          change.mutate(
            { kind: 'settings', requireTwoFactor },
            {
              onSuccess: () =>
                notifications.show({
                  color: 'green',
                  message: t(requireTwoFactor ? 'security.on' : 'security.off'),
                }),
            },
          );
        }}
      />
    </TeamSection>
  );
}
