import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';

/**
 * A card of the agencies' screens and of the profile: its heading, what it is for, then its content. In the profile
 * its heading has the size of the profile's other cards' (`inProfile`).
 */
export function AgencySection({
  title,
  description,
  inProfile = false,
  children,
}: {
  title: string;
  description: string;
  inProfile?: boolean;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <div>
          <Title order={2} fz={inProfile ? 'h4' : 'h3'}>
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
