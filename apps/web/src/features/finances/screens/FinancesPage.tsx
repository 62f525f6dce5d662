import type { ReactNode } from 'react';
import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LinkTo } from '../../../lib/navigation.tsx';
import type { RouteName } from '../../../lib/routes.ts';
import { useCan } from '../../../lib/account-role.ts';
import type { TeamCapability } from '@portal/domain';

/** Each sub-page with the capability that opens it (issue 33: a role sees the ones it can open, as the menu). */
const CARDS: { key: 'paymentMethod' | 'invoices' | 'metrics'; route: RouteName; needs: TeamCapability }[] = [
  { key: 'paymentMethod', route: 'hub.finances-method', needs: 'card.read' },
  { key: 'invoices', route: 'hub.invoices-list', needs: 'finance.read' },
  { key: 'metrics', route: 'hub.metrics-list', needs: 'metrics.read' },
];

export const namespaces = ['finances', 'errors'];

/**
 * Finance: hub.finances (spec §2), the way to its three sub-pages, and below them the promo codes panel (issue 14),
 * which the vouchers feature draws: app/ passes it in (app/screens/finances/FinancesPage.tsx).
 */
export function FinancesPage({ promoCodes }: { promoCodes?: ReactNode }) {
  const { t } = useTranslation(['finances', 'titles']);
  const can = useCan();
  const cards = CARDS.filter(({ needs }) => can(needs));
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: cards.length }} spacing="md">
        {cards.map(({ key, route }) => (
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
      {can('finance.read') && promoCodes}
    </Stack>
  );
}
