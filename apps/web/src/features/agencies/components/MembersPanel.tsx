import { useState } from 'react';
import { Badge, Button, Select } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { AGENCY_MEMBER_ROLES, ZAgencyMemberRoleSchema, type AgencyMemberRole } from '@portal/domain';
import { useAgencyMembers, useChangeMembers } from '../api.ts';
import { InvitePanel } from './InvitePanel.tsx';

/**
 * The agency's members (admin only): invite by e-mail with a role (they join once they accept in their profile),
 * change a role, remove; a pending invitation shows as Invited and can be withdrawn.
 */
export function MembersPanel() {
  const { t } = useTranslation('agencies');
  const { data: members, error } = useAgencyMembers();
  const change = useChangeMembers();
  const [role, setRole] = useState<AgencyMemberRole>('member');
  const roles = AGENCY_MEMBER_ROLES.map((value) => ({ value, label: t(`roles.${value}`) }));
  const run = (payload: Parameters<typeof change.mutate>[0], done: string, sent?: () => void) =>
    change.mutate(payload, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t(done) });
        sent?.();
      },
    });

  return (
    <InvitePanel
      title={t('admin.members.title')}
      description={t('admin.members.description')}
      error={error ?? change.error}
      invite={{
        emailLabel: t('admin.members.email'),
        submitLabel: t('admin.members.add'),
        pending: change.isPending && change.variables?.kind === 'add',
        fields: (
          <Select
            label={t('admin.members.role')}
            data={roles}
            value={role}
            allowDeselect={false}
            onChange={(value) => setRole(ZAgencyMemberRoleSchema.catch('member').parse(value))}
            w={160}
          />
        ),
        send: (email, sent) => run({ kind: 'add', email, agency_role: role }, 'admin.members.added', sent),
      }}
      rows={members}
      keyOf={(member) => member.user_id ?? `invitation-${member.invitation_id}`}
      account={(member) => member}
      badge={(member) =>
        member.status === 'INVITED' && (
          <Badge color="yellow" variant="light" radius="sm">
            {t('admin.members.invited')}
          </Badge>
        )
      }
      controls={(member) => (
        <>
          <Select
            disabled={member.status === 'INVITED'}
            size="xs"
            w={150}
            data={roles}
            value={member.agency_role}
            allowDeselect={false}
            aria-label={t('admin.members.roleOf', { email: member.email })}
            onChange={(value) => {
              const parsed = ZAgencyMemberRoleSchema.safeParse(value);
              if (parsed.success && parsed.data !== member.agency_role && member.user_id !== null)
                run(
                  { kind: 'role', userId: member.user_id, agency_role: parsed.data },
                  'admin.members.changed',
                );
            }}
          />
          <RemoveButton
            invited={member.status === 'INVITED'}
            email={member.email}
            onRemove={(done) =>
              run(
                member.user_id !== null
                  ? { kind: 'remove', userId: member.user_id }
                  : { kind: 'withdraw', invitationId: member.invitation_id ?? 0 },
                done,
              )
            }
          />
        </>
      )}
    />
  );
}

/** Removes a member, or withdraws the invitation of an account not joined yet. */
function RemoveButton(props: { invited: boolean; email: string; onRemove: (done: string) => void }) {
  const { t } = useTranslation('agencies');
  const [label, aria, done] = props.invited
    ? ['admin.members.withdraw', 'admin.members.withdrawLabel', 'admin.members.withdrawn']
    : ['admin.members.remove', 'admin.members.removeLabel', 'admin.members.removed'];
  return (
    <Button
      size="xs"
      color="red"
      variant="subtle"
      aria-label={t(aria, { email: props.email })}
      onClick={() => props.onRemove(done)}
    >
      {t(label)}
    </Button>
  );
}
