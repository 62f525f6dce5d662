import type { ReactNode } from 'react';
import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Icon, type IconName } from './icons.tsx';

/** An empty list: what is missing, why it matters, and the action that fills it. */
export function EmptyState({
  icon,
  title,
  text,
  action,
}: {
  icon: IconName;
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }}>
      <Stack align="center" gap="sm" py="xl">
        <ThemeIcon size={56} radius="xl" variant="light">
          <Icon name={icon} size={30} />
        </ThemeIcon>
        <Title order={2} fz="h3" ta="center">
          {title}
        </Title>
        <Text c="dimmed" ta="center" maw={480}>
          {text}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}
