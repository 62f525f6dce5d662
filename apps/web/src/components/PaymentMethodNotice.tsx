import type { ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons.tsx';
import { LinkTo } from '../lib/navigation.tsx';

/**
 * Spec §8's bad payment method message with its "Manage my payment method" action, shown wherever a defaulted
 * invoice holds campaigns (issue 14): the campaign list and detail, and the payment screen. The screen lists the
 * `alerts` namespace among the ones it loads. `title` says what happened; `extra` adds an action (Pay now).
 */
export function PaymentMethodNotice({ title, extra }: { title: string; extra?: ReactNode }) {
  const { t } = useTranslation('alerts');
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      bg="red.0"
      style={{ borderColor: 'var(--mantine-color-red-3)' }}
      role="region"
      aria-labelledby="payment-method-notice"
    >
      <Group gap="md" align="flex-start" wrap="nowrap">
        <ThemeIcon color="red" variant="light" size="lg" radius="md" visibleFrom="xs" aria-hidden>
          <Icon name="finance" size={20} />
        </ThemeIcon>
        <Stack gap={6} style={{ flex: 1 }}>
          <Title id="payment-method-notice" order={2} fz="h5" c="red.9">
            {title}
          </Title>
          <Text size="sm">{t('dialogs.paymentMethod.message')}</Text>
          <Text size="sm" c="dimmed">
            {t('dialogs.paymentMethod.note')}
          </Text>
          <Group gap="sm" mt={4}>
            <Button component={LinkTo} name="hub.finances-method" color="red">
              {t('dialogs.paymentMethod.manage')}
            </Button>
            {extra}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
