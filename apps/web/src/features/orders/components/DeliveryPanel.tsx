import { Anchor, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TOrder } from '@portal/domain';
import { useOrderConversions } from '../api/conversions.ts';
import { useFormatters } from '../../../lib/format.ts';
import { LinkTo } from '../../../lib/navigation.tsx';
import { budgetOf, deliveryOf } from '../order-view.ts';

/**
 * Delivery so far (spec §3 line item stats): impressions against the goal, clicks, click-through rate, the
 * conversions its ads caused (issue 15), and what it costs to date (issue 14: delivered impressions at 3 $ CPM,
 * within the budget).
 */
export function DeliveryPanel({ order }: { order: TOrder }) {
  const { t } = useTranslation('orders');
  const f = useFormatters();
  const { impressions, clicks, goal } = deliveryOf(order);
  const conversions = useOrderConversions(order);
  const share = goal > 0 ? Math.min(1, impressions / goal) : 0;
  // A first impression of a large campaign is not "0 %": below the smallest share shown, say so.
  const smallest = 0.0001;
  const shown =
    share > 0 && share < smallest
      ? t('detail.deliveredUnder', { percent: f.percent(smallest) })
      : f.percent(share);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} fz="h4" mb="md">
        {t('detail.delivery')}
      </Title>
      <Stack gap={6} mb="md">
        <Group justify="space-between" gap="xs">
          <Text size="sm">
            {t('detail.impressionsOfGoal', {
              count: impressions,
              delivered: f.number(impressions),
              goal: f.number(goal),
            })}
          </Text>
          <Text size="sm" fw={600}>
            {shown}
          </Text>
        </Group>
        <Progress value={share * 100} size="lg" aria-label={t('detail.progressLabel', { percent: shown })} />
      </Stack>
      <SimpleGrid cols={{ base: 2, sm: 4, md: 2 }} spacing="sm">
        {[
          { label: t('detail.impressions'), value: f.number(impressions) },
          { label: t('detail.clicks'), value: f.number(clicks) },
          { label: t('detail.ctr'), value: impressions > 0 ? f.percent(clicks / impressions) : '—' },
          { label: t('detail.conversions'), value: conversions === null ? '—' : f.number(conversions) },
        ].map((stat) => (
          <Paper key={stat.label} bg="gray.0" p="sm" radius="md" role="group" aria-label={stat.label}>
            {/* Not in capitals: "IMPRESSIONS" is wider than a third of a phone's width. */}
            <Text size="xs" c="dimmed" fw={600}>
              {stat.label}
            </Text>
            <Text fw={700} fz="lg">
              {stat.value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {/* Why the campaign's conversions and a pixel's total differ (issue 31 §9): what is credited to the campaign. */}
      <Text size="xs" c="dimmed" mt="xs">
        {t('detail.conversionsNote')}{' '}
        <Anchor component={LinkTo} name="hub.conversions.index" size="xs" underline="always">
          {t('detail.conversionsLink')}
        </Anchor>
      </Text>
      <Group justify="space-between" gap="xs" mt="md" role="group" aria-label={t('detail.spendToDate')}>
        <Text size="sm" fw={600}>
          {t('detail.spendToDate')}
        </Text>
        <Text size="sm">
          {t('detail.spendOfBudget', {
            spend: f.money(order.spendToDateCents ?? 0),
            budget: f.money(budgetOf(order)),
          })}
        </Text>
      </Group>
    </Paper>
  );
}
