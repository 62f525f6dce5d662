import { useState, type ReactNode } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { AgencySection } from './AgencySection.tsx';

/**
 * The invitee of a row: the e-mail invited, and the name once they accepted (issue 31 §12: none before, the agency
 * learns who is behind an e-mail only from their acceptance).
 */
export interface InvitedAccount {
  email: string;
  first_name: string | null;
  last_name: string | null;
}

/**
 * The agency admin's panel of one kind of invitation (admin only): invite an account by e-mail (with the kind's
 * fields), and the list of those invited, each with its badges and controls. The form comes first, or after the list.
 */
export function InvitePanel<T>(props: {
  title: string;
  description: string;
  error: unknown;
  invite: {
    emailLabel: string;
    submitLabel: string;
    pending: boolean;
    fields?: ReactNode;
    /** Sends the invitation; `sent` empties the e-mail once it is made. */
    send: (email: string, sent: () => void) => void;
  };
  formFirst?: boolean;
  rows: T[] | undefined;
  empty?: string;
  keyOf: (row: T) => string | number;
  account: (row: T) => InvitedAccount;
  badge?: (row: T) => ReactNode;
  controls: (row: T) => ReactNode;
}) {
  const [email, setEmail] = useState('');
  const form = (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        props.invite.send(email, () => setEmail(''));
      }}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          type="email"
          required
          label={props.invite.emailLabel}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          style={{ flex: '1 1 240px' }}
        />
        {props.invite.fields}
        <Button type="submit" loading={props.invite.pending}>
          {props.invite.submitLabel}
        </Button>
      </Group>
    </form>
  );
  const { rows } = props;
  return (
    <AgencySection title={props.title} description={props.description}>
      {props.formFirst && form}
      <FormAlert error={props.error} />
      {rows?.length === 0 && props.empty && <Text c="dimmed">{props.empty}</Text>}
      {rows && rows.length > 0 && (
        <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }} aria-label={props.title}>
          {rows.map((row) => {
            const account = props.account(row);
            return (
              <Group
                key={props.keyOf(row)}
                component="li"
                justify="space-between"
                gap="xs"
                py="sm"
                wrap="wrap"
                style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
              >
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {account.email}
                  </Text>
                  <Group gap="xs">
                    <Text size="xs" c="dimmed">
                      {`${account.first_name ?? ''} ${account.last_name ?? ''}`.trim()}
                    </Text>
                    {props.badge?.(row)}
                  </Group>
                </div>
                <Group gap="xs">{props.controls(row)}</Group>
              </Group>
            );
          })}
        </Stack>
      )}
      {!props.formFirst && form}
    </AgencySection>
  );
}
