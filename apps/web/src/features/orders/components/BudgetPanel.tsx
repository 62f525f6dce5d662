import { Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CPM_RATE_CENTS, minimumUnitsFor, totalBudgetCents } from '@portal/domain';
import { Icon } from '../../../components/screen-icons.tsx';
import { useFormatters } from '../../../lib/format.ts';

/** Budgets a buyer starts from, in cents: each sets the impressions it buys. */
const QUICK_BUDGETS = [10_000, 25_000, 50_000, 100_000];

/**
 * The live budget of a line item (spec §9: units / 1000 x 3 $), with the rate's tooltip, the minimum of a standard
 * campaign, and quick budgets that set the impressions. A saved line item's budget only grows: its saved budget is
 * then the floor said, and only quick budgets above it are offered.
 */
export function BudgetPanel({
  units,
  minCents,
  savedUnits = null,
  error,
  readOnly,
  onUnits,
}: {
  units: number;
  minCents: number | null;
  /** The saved line item's impressions, under which the budget cannot go; null for a new one. */
  savedUnits?: number | null;
  error?: string;
  readOnly?: boolean;
  onUnits: (units: number) => void;
}) {
  const { t } = useTranslation('orders');
  const f = useFormatters();
  const budget = totalBudgetCents(Math.max(0, Math.floor(units) || 0));
  const savedCents = savedUnits === null ? null : totalBudgetCents(savedUnits);
  const floorIsSaved = savedCents !== null && (minCents === null || savedCents >= minCents);
  const quick = QUICK_BUDGETS.filter(
    (cents) => (minCents === null || cents >= minCents) && (savedCents === null || cents > savedCents),
  );
  return (
    <Paper withBorder p="md" radius="md" bg={error ? 'red.0' : 'brand.0'}>
      <Stack gap={6}>
        <Group gap={6}>
          <Text size="sm" fw={600} id="budget-label">
            {t('lineItem.budget.label')}
          </Text>
          <Tooltip
            label={t('lineItem.budget.rate', { rate: f.money(CPM_RATE_CENTS) })}
            withArrow
            multiline
            w={260}
          >
            <Text
              component="span"
              c="dimmed"
              lh={0}
              tabIndex={0}
              role="img"
              aria-label={t('lineItem.budget.rate', { rate: f.money(CPM_RATE_CENTS) })}
            >
              <Icon name="info" size={16} />
            </Text>
          </Tooltip>
        </Group>
        <Text
          fz={28}
          fw={700}
          lh={1.1}
          aria-live="polite"
          aria-labelledby="budget-label"
          data-testid="live-budget"
        >
          {f.money(budget)}
        </Text>
        <Text size="sm" c="dimmed">
          {t('lineItem.budget.explain', { impressions: f.number(units || 0), rate: f.money(CPM_RATE_CENTS) })}
        </Text>
        {floorIsSaved ? (
          <Text size="sm" c="dimmed">
            {t('lineItem.budget.saved', { budget: f.money(savedCents), impressions: f.number(savedUnits!) })}
          </Text>
        ) : (
          minCents !== null && (
            <Text size="sm" c="dimmed">
              {t('lineItem.budget.minimum', {
                min: f.money(minCents),
                impressions: f.number(minimumUnitsFor(minCents)),
              })}
            </Text>
          )
        )}
        {error && (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        )}
        {!readOnly && quick.length > 0 && (
          <Group gap={6} mt={4} aria-label={t('lineItem.budget.quick')} role="group">
            {quick.map((cents) => (
              <Button
                key={cents}
                size="compact-sm"
                variant="white"
                onClick={() => onUnits(minimumUnitsFor(cents))}
              >
                {f.money(cents)}
              </Button>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
