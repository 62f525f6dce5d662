import { Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/errors.ts';
import { Icon } from './icons.tsx';

/**
 * A failed call's message beside its form (spec §8: "Errors appear as alerts or beside the form"), from the
 * error catalogue by code. The screen lists the `errors` namespace among the ones it loads. Drawn with Paper
 * rather than Mantine's Alert, whose close button the login page's bundle budget cannot afford.
 */
export function FormAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Paper
      role="alert"
      bg="red.0"
      c="red.9"
      px="md"
      py="sm"
      radius="md"
      withBorder
      style={{ borderColor: 'var(--mantine-color-red-2)' }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Text component="span" lh={0} mt={1} c="red.7" aria-hidden="true">
          <Icon name="alert" size={20} />
        </Text>
        <Text size="sm" fw={500}>
          {errorMessage(error, t)}
        </Text>
      </Group>
    </Paper>
  );
}
