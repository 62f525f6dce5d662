import type { ReactNode } from 'react';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LinkTo } from '../../app/navigation.tsx';
import type { RouteName } from '../../app/routes.ts';

export interface AccountLink {
  route: RouteName;
  label: string;
  prompt?: string;
}

/**
 * A logged-out screen before the accounts issue: its intro, an honest note that the form is not there yet,
 * and the links between the account screens.
 */
export function AccountPlaceholder({ intro, links = [] }: { intro: ReactNode; links?: AccountLink[] }) {
  const { t } = useTranslation('accounts');
  return (
    <Stack gap="md">
      <Text>{intro}</Text>
      <Paper bg="gray.0" p="sm" radius="md">
        <Text size="sm" c="dimmed">
          {t('placeholder')}
        </Text>
      </Paper>
      {links.map(({ route, label, prompt }) => (
        <Group key={route} gap={6} justify="center">
          {prompt && (
            <Text size="sm" c="dimmed">
              {prompt}
            </Text>
          )}
          <Anchor component={LinkTo} name={route} size="sm" fw={600}>
            {label}
          </Anchor>
        </Group>
      ))}
    </Stack>
  );
}
