import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useAgencyGrants, useInviteClient } from '../api.ts';
import { GrantStanding } from './GrantStanding.tsx';
import { InvitePanel } from './InvitePanel.tsx';

/** The agency's clients (admin only): invite by e-mail, and every invitation and grant with its status. */
export function ClientGrantsPanel() {
  const { t } = useTranslation('agencies');
  const { data: grants, error } = useAgencyGrants();
  const invite = useInviteClient();
  return (
    <InvitePanel
      title={t('admin.grants.title')}
      description={t('admin.grants.description')}
      error={error ?? invite.error}
      formFirst
      invite={{
        emailLabel: t('admin.grants.email'),
        submitLabel: t('admin.grants.invite'),
        pending: invite.isPending,
        send: (email, sent) =>
          invite.mutate(email, {
            onSuccess: () => {
              sent();
              notifications.show({ color: 'green', message: t('admin.grants.invited') });
            },
          }),
      }}
      rows={grants}
      empty={t('admin.grants.empty')}
      keyOf={(grant) => grant.id}
      account={(grant) => grant.client}
      controls={(grant) => <GrantStanding grant={grant} />}
    />
  );
}
