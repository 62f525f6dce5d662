import type { ReactNode } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { AgencySection } from './AgencySection.tsx';
import { useSettings } from '../../../lib/settings.ts';
import { useDecideInvitation, useMyInvitations, type InviteeFlow } from '../api.ts';

/** A button of an invitation: what it decides, its words, and the notice once done. */
export interface InvitationAction {
  decision: string;
  label: string;
  ariaLabel: string;
  done: string;
  danger?: boolean;
  /** A decision that matters (giving an agency the account, taking it back) is confirmed first (issue 31 §13). */
  confirm?: { title: string; text: string; confirm: string; cancel: string };
}

/**
 * The profile's card of one kind of agency invitation: each with its agency, what it offers, and its decisions.
 * Without `empty`, the card shows only while there is one to decide.
 */
export function InvitationsCard<T extends { id: number; agencyName: string }>(props: {
  flow: InviteeFlow<T>;
  title: string;
  description: string;
  empty?: string;
  details: (invitation: T) => ReactNode;
  actions: (invitation: T) => InvitationAction[];
}) {
  const { agenciesDisabled } = useSettings();
  const { data: invitations, error } = useMyInvitations(props.flow, !agenciesDisabled);
  const decide = useDecideInvitation(props.flow);
  if (agenciesDisabled) return null;
  if (props.empty === undefined && !error && !invitations?.length && !decide.error) return null;

  const send = (id: number, action: InvitationAction) =>
    decide.mutate(
      { id, decision: action.decision },
      { onSuccess: () => notifications.show({ color: 'green', message: action.done }) },
    );
  const run = (id: number, action: InvitationAction) => {
    const { confirm } = action;
    if (!confirm) return send(id, action);
    modals.openConfirmModal({
      title: confirm.title,
      children: <Text size="sm">{confirm.text}</Text>,
      labels: { confirm: confirm.confirm, cancel: confirm.cancel },
      confirmProps: action.danger ? { color: 'red' } : {},
      onConfirm: () => send(id, action),
    });
  };

  return (
    <AgencySection title={props.title} description={props.description} inProfile>
      <FormAlert error={error ?? decide.error} />
      {invitations?.length === 0 && <Text c="dimmed">{props.empty}</Text>}
      {invitations?.map((invitation) => (
        <Group key={invitation.id} justify="space-between" wrap="wrap" gap="sm">
          <div>
            <Text fw={600}>{invitation.agencyName}</Text>
            {props.details(invitation)}
          </div>
          <Group gap="xs">
            {props.actions(invitation).map((action) => (
              <Button
                key={action.decision}
                size="xs"
                {...(action.danger && { color: 'red', variant: 'light' })}
                onClick={() => run(invitation.id, action)}
                aria-label={action.ariaLabel}
              >
                {action.label}
              </Button>
            ))}
          </Group>
        </Group>
      ))}
    </AgencySection>
  );
}
