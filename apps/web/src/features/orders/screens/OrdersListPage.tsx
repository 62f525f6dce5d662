import { memo, Suspense, useDeferredValue, useEffect, useMemo, useState } from 'react';
import {
  Anchor,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
  em,
  px,
  useMantineTheme,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useLocation, useOutletContext } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cleanName, groupsOfStatusFilter, matchesStatusFilter, type TOrder } from '@portal/domain';
import { Icon } from '../../../components/screen-icons.tsx';
import { LinkTo } from '../../../lib/navigation.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { PaymentMethodNotice } from '../../../components/PaymentMethodNotice.tsx';
import { useSession } from '../../../lib/session.ts';
import { prefetchOrders, useOrders } from '../api/list-orders.ts';
import { LoadErrorBoundary } from '../components/LoadErrorBoundary.tsx';
import { PageSpinner } from '../components/OrderLoader.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { EndCampaignMenu, useEndCampaign } from '../components/EndCampaign.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { useCampaignsWritable } from '../use-can-modify.ts';
import { ReadOnlyRole } from '../components/ReadOnlyNotice.tsx';
import type { EndAction } from '../api/order-mutations.ts';
import { useFormatters, type Formatters } from '../../../lib/format.ts';
import { budgetOf, deliveryOf, flightOf, pausedForPayment } from '../order-view.ts';

export const namespaces = ['orders', 'errors', 'alerts'];

export const prefetch = prefetchOrders;

function NewCampaignButton({ size = 'sm' }: { size?: 'sm' | 'md' }) {
  const { t } = useTranslation('orders');
  // A role that cannot change campaigns (issue 33) creates none: ReadOnlyRole says why instead.
  if (!useCampaignsWritable()) return null;
  return (
    <Button component={LinkTo} name="hub.orders.new" leftSection={<Icon name="plus" size={18} />} size={size}>
      {t('list.new')}
    </Button>
  );
}

function OrderName({ order }: { order: TOrder }) {
  return (
    <Anchor
      component={LinkTo}
      name="hub.orders.detail"
      params={{ orderId: order.id }}
      fw={600}
      // break-word, not anywhere: a name breaks only when a word would overflow, and the table does not count it as
      // narrow as one letter when it shares out its width (names wrapped a word a line beside a half-empty column).
      style={{ overflowWrap: 'break-word' }}
    >
      {order.cleanName || cleanName(order.name)}
    </Anchor>
  );
}

type Ask = (order: TOrder, action: EndAction) => void;

function OrdersTable({ orders, f, ask }: { orders: TOrder[]; f: Formatters; ask: Ask }) {
  const { t } = useTranslation('orders');
  return (
    <Paper withBorder visibleFrom="sm" style={{ overflow: 'hidden' }}>
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
          <Table.Thead bg="gray.0">
            <Table.Tr>
              {/* The other columns as narrow as their content (1 %): the width left goes to the names. */}
              <Table.Th>{t('list.columns.name')}</Table.Th>
              <Table.Th w="1%">{t('list.columns.status')}</Table.Th>
              <Table.Th w="1%">{t('list.columns.dates')}</Table.Th>
              <Table.Th ta="right">{t('list.columns.budget')}</Table.Th>
              <Table.Th ta="right">{t('list.columns.impressions')}</Table.Th>
              <Table.Th ta="right">{t('list.columns.clicks')}</Table.Th>
              <Table.Th w="1%">
                <VisuallyHidden>{t('end.column')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {orders.map((order) => (
              <OrderRow key={order.id} order={order} f={f} ask={ask} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

// The list's rows and cards are memoised: the list shows in steps (useRevealedCount), each rendering only its own.
const OrderRow = memo(function OrderRow({ order, f, ask }: { order: TOrder; f: Formatters; ask: Ask }) {
  const flight = flightOf(order);
  const delivery = deliveryOf(order);
  return (
    <Table.Tr>
      <Table.Td miw={180}>
        <OrderName order={order} />
      </Table.Td>
      <Table.Td>
        <StatusBadge order={order} />
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Text size="sm">{f.dateRange(flight.start, flight.end)}</Text>
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {f.money(budgetOf(order))}
      </Table.Td>
      <Table.Td ta="right">{f.number(delivery.impressions)}</Table.Td>
      <Table.Td ta="right">{f.number(delivery.clicks)}</Table.Td>
      <Table.Td>
        <EndCampaignMenu order={order} ask={ask} />
      </Table.Td>
    </Table.Tr>
  );
});

type CardLabels = readonly [budget: string, impressions: string, clicks: string];

const OrderCard = memo(function OrderCard({
  order,
  f,
  labels,
  ask,
}: {
  order: TOrder;
  f: Formatters;
  labels: CardLabels;
  ask: Ask;
}) {
  const flight = flightOf(order);
  const delivery = deliveryOf(order);
  const values = [f.money(budgetOf(order)), f.number(delivery.impressions), f.number(delivery.clicks)];
  return (
    <Paper withBorder p="md">
      <Stack gap={8}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <OrderName order={order} />
          <EndCampaignMenu order={order} ask={ask} />
        </Group>
        <StatusBadge order={order} />
        <Text size="sm" c="dimmed">
          {f.dateRange(flight.start, flight.end)}
        </Text>
        <SimpleGrid cols={3} spacing="xs">
          {labels.map((label, i) => (
            <div key={label}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text size="sm" fw={600}>
                {values[i]}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
});

function OrderCards({ orders, f, ask }: { orders: TOrder[]; f: Formatters; ask: Ask }) {
  const { t } = useTranslation('orders');
  const labels = useMemo<CardLabels>(
    () => [t('list.columns.budget'), t('list.columns.impressions'), t('list.columns.clicks')],
    [t],
  );
  return (
    <Stack gap="sm" hiddenFrom="sm">
      {orders.map((order) => (
        <OrderCard key={order.id} order={order} f={f} labels={labels} ask={ask} />
      ))}
    </Stack>
  );
}

/**
 * Cards or rows of the list's first commit (a phone's screen holds three or four), then added two at each task: four
 * at a time took ~15 ms a task here, a long task on a phone four times slower.
 */
const REVEAL_FIRST = 4;
const REVEAL_STEP = 2;

/**
 * How many of the list's items to render: a screenful first, then a few more in each following task, so that no
 * single task renders and lays out a long list (issue 13 §1: with 25 campaigns that task was the page's longest).
 * The rest of the list comes below the fold, within a few frames; nothing visible moves.
 */
function useRevealedCount(total: number): number {
  const [count, setCount] = useState(REVEAL_FIRST);
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => setCount((shown) => shown + REVEAL_STEP), 0);
    return () => clearTimeout(timer);
  }, [count, total]);
  return count;
}

/** The table from the `sm` breakpoint, the cards below it. */
function OrdersList({ wide, orders, f, ask }: { wide: boolean; orders: TOrder[]; f: Formatters; ask: Ask }) {
  return wide ? (
    <OrdersTable orders={orders} f={f} ask={ask} />
  ) : (
    <OrderCards orders={orders} f={f} ask={ask} />
  );
}

/**
 * The campaign list, the home screen (hub.orders, spec §2): name, status, dates, budget, delivered impressions and
 * clicks; archived campaigns on demand; the user's status filters (spec §3 statusFilter) applied. The spinner shows
 * while the list loads (the route's Suspense boundary), a failed load its error.
 */
export function Component() {
  return (
    <LoadErrorBoundary>
      <Suspense fallback={<PageSpinner />}>
        <OrdersListScreen />
      </Suspense>
    </LoadErrorBoundary>
  );
}

function OrdersListScreen() {
  const { t } = useTranslation('orders');
  const f = useFormatters();
  const { user } = useSession();
  const orders = useOrders();
  // The hub's frame says whether this is its first screen (app/layout/Screen.tsx); none outside the frame.
  const firstScreen = useOutletContext<{ firstScreen?: boolean } | undefined>()?.firstScreen ?? false;
  const [showArchived, setShowArchived] = useState(false);
  const { ask, end } = useEndCampaign();
  const [query, setQuery] = useState('');
  const statusFilter = user?.statusFilter ?? [];
  // The table from the `sm` breakpoint, the cards below it: only the one shown is rendered (the same query as
  // Mantine's visibleFrom/hiddenFrom classes, read before the first render), which halves the list's rendering on a
  // phone (issue 13 §1).
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${em(px(theme.breakpoints.sm))})`, undefined, {
    getInitialValueInEffect: false,
  });

  // The list is rendered at a deferred priority: React renders it in slices of a few milliseconds, between which the
  // browser handles input, instead of one task of several hundred milliseconds on a phone (issue 13 §1). The spinner
  // stays until that render is ready.
  // On the hub's first screen the list's data often comes before the first render (prefetched), when nothing
  // suspends: the page (its heading) is painted first with the spinner, then the list (null: nothing yet); later
  // visits, their frame on screen, render it at once.
  const data = useDeferredValue(orders.data, firstScreen ? null : undefined);
  const all = useMemo(() => [...(data ?? [])].sort((a, b) => b.id - a.id), [data]);
  const archivedCount = all.filter((o) => o.isArchived).length;
  const visible = all.filter(
    (order) =>
      (showArchived || !order.isArchived) &&
      matchesStatusFilter(order.status, statusFilter) &&
      (order.cleanName || order.name).toLocaleLowerCase().includes(query.trim().toLocaleLowerCase()),
  );
  const revealed = useRevealedCount(visible.length);
  // The heading's subtitle says "All" only when all are shown (issue 31 §25): a filter or the search says how many.
  const { pathname } = useLocation();
  usePageMeta(
    pathname,
    data != null && visible.length < all.length
      ? { subtitle: t('list.subtitleShown', { n: visible.length, total: all.length }) }
      : null,
  );

  if (data == null) return <PageSpinner />;
  if (all.length === 0) {
    return (
      <EmptyState
        icon="orders"
        title={t('empty.title')}
        text={t('empty.text')}
        action={
          <Stack align="center" gap="xs" mt="sm">
            <NewCampaignButton size="md" />
            <Text size="sm" c="dimmed" ta="center" maw={460}>
              {t('empty.steps')}
            </Text>
          </Stack>
        }
      />
    );
  }

  return (
    <Stack gap="md">
      <ReadOnlyRole />
      {all.some(pausedForPayment) && (
        <PaymentMethodNotice
          title={t('paymentHold.listTitle')}
          extra={
            <Button component={LinkTo} name="hub.payment" variant="default">
              {t('paymentHold.payNow')}
            </Button>
          }
        />
      )}
      <Group justify="space-between" gap="sm">
        <Group gap="md">
          <TextInput
            aria-label={t('list.search')}
            placeholder={t('list.search')}
            leftSection={<Icon name="search" size={16} />}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            w={{ base: '100%', xs: 240 }}
            type="search"
          />
          <Switch
            label={t('list.showArchived', { n: archivedCount })}
            checked={showArchived}
            onChange={(event) => setShowArchived(event.currentTarget.checked)}
          />
        </Group>
        <NewCampaignButton />
      </Group>
      <FormAlert error={end.error} />
      {statusFilter.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('list.statusFiltered', {
            statuses: groupsOfStatusFilter(statusFilter)
              .map((g) => t(`statusGroups.${g}`))
              .join(', '),
          })}{' '}
          <Anchor component={LinkTo} name="hub.profile" size="sm">
            {t('list.changeFilters')}
          </Anchor>
        </Text>
      )}
      {visible.length === 0 ? (
        <Paper withBorder p="xl">
          <Text c="dimmed" ta="center">
            {t('list.noMatch')}
          </Text>
        </Paper>
      ) : (
        <OrdersList wide={wide} orders={visible.slice(0, revealed)} f={f} ask={ask} />
      )}
      <Text size="sm" c="dimmed">
        {t('list.count', { n: visible.length, total: all.length })}
      </Text>
    </Stack>
  );
}
