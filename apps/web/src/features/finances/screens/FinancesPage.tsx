import type { ReactNode } from 'react';
import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LinkTo } from '../../../lib/navigation.tsx';
import type { RouteName } from '../../../lib/routes.ts';

const CARDS: { key: 'paymentMethod' | 'invoices' | 'metrics'; route: RouteName }[] = [
  { key: 'paymentMethod', route: 'hub.finances-method' },
  { key: 'invoices', route: 'hub.invoices-list' },
  { key: 'metrics', route: 'hub.metrics-list' },
];

export const namespaces = ['finances', 'errors'];

/**
 * Finance: hub.finances (spec §2), the way to its three sub-pages, and below them the promo codes panel (issue 14),
 * which the vouchers feature draws: app/ passes it in (app/screens/finances/FinancesPage.tsx).
 */
export function FinancesPage({ promoCodes }: { promoCodes?: ReactNode }) {
  const { t } = useTranslation(['finances', 'titles']);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {CARDS.map(({ key, route }) => (
          <Card key={key} withBorder padding="lg">
            <Title order={2} fz="h4" mb={6}>
              {t(`titles:finances.${key}`)}
            </Title>
            <Text c="dimmed" size="sm" mb="md" style={{ flex: 1 }}>
              {t(`cards.${key}`)}
            </Text>
            <Button component={LinkTo} name={route} variant="light" fullWidth>
              {t('open')}
            </Button>
          </Card>
        ))}
      </SimpleGrid>
      {promoCodes}
    </Stack>
  );
}
