import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { withEmailBreak } from '../../../components/EmailAddress.tsx';

/** A section of the profile: its title, what it is for, its content and its actions. */
export function ProfileCard({
  title,
  description,
  children,
  actions,
}: {
  title: string;
  description?: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} h="100%">
      <Stack gap="md" h="100%">
        <Stack gap={4}>
          <Title order={2} fz="h4">
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {children}
        {actions && (
          <Group gap="sm" mt="auto">
            {actions}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** A label and its value in a card (a description list's row). */
export function ProfileFact({
  label,
  value,
  empty,
}: {
  label: string;
  value?: string | null;
  empty: string;
}) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.4}>
        {label}
      </Text>
      <Text component="dd" m={0} c={value ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
        {value ? withEmailBreak(value) : empty}
      </Text>
    </div>
  );
}
