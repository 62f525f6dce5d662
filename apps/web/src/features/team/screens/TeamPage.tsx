import { SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { useSession } from '../../../lib/session.ts';
import { useTeam } from '../api.ts';
import { InviteCard } from '../components/InviteCard.tsx';
import { MembersCard } from '../components/MembersCard.tsx';
import { PendingInvitationsCard } from '../components/PendingInvitationsCard.tsx';
import { RequireTwoFactorCard } from '../components/RequireTwoFactorCard.tsx';

export const namespaces = ['team', 'errors', 'alerts'];

/**
 * hub.team (issue 33, decision 0029): the account's members and their roles, the pending invitations, inviting
 * someone, and the owner's second-factor requirement. Owners only (team.manage): the menu shows it to them alone,
 * and the API refuses anyone else (403 ROLE_FORBIDDEN, shown here).
 */
export function Component() {
  const { t } = useTranslation('team');
  const session = useSession();
  const { data: team, error, isPending } = useTeam();
  if (error) return <FormAlert error={error} />;
  if (isPending) return <Skeleton h={320} radius="lg" />;
  return (
    <Stack gap="lg">
      <Text c="dimmed">{t('intro')}</Text>
      <MembersCard members={team.members} selfId={session.user?.user_id} />
      <InviteCard />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <PendingInvitationsCard invitations={team.invitations} />
        <RequireTwoFactorCard required={team.requireTwoFactor} />
      </SimpleGrid>
    </Stack>
  );
}
