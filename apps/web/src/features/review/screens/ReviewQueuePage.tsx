import { useState, type ReactNode } from 'react';
import { Alert, Center, Loader, Paper, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { canReview } from '@portal/domain';
import { Icon } from '../../../components/icons.tsx';
import { StaffGate } from '../../../components/StaffGate.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { useReviewCreatives, useReviewOrders } from '../api/review.ts';
import { CreativeCard } from '../CreativeCard.tsx';
import { OrderCard, orderAnchor } from '../OrderCard.tsx';
import '../review.css';

export const namespaces = ['review', 'caps', 'errors'];

function Queue<T>({
  query,
  empty,
  render,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; data?: T[] };
  empty: string;
  render: (item: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (query.isError) return <FormAlert error={query.error} />;
  if (!query.data?.length) {
    return (
      <Paper withBorder p="xl">
        <Text c="dimmed" ta="center">
          {empty}
        </Text>
      </Paper>
    );
  }
  return <Stack gap="md">{query.data.map(render)}</Stack>;
}

function StaffQueue() {
  const { t } = useTranslation('review');
  const orders = useReviewOrders();
  const creatives = useReviewCreatives();
  const count = (n: number | undefined) => (n === undefined ? '' : ` (${n})`);
  const [tab, setTab] = useState<string | null>('orders');
  const pendingOrders = new Set(orders.data?.map((o) => o.id));
  const openOrder = (orderId: number) => {
    setTab('orders');
    // Once the Campaigns tab has rendered the card, bring it into view and move focus to it.
    requestAnimationFrame(() => {
      const card = document.getElementById(orderAnchor(orderId));
      card?.scrollIntoView({ block: 'start' });
      card?.focus();
    });
  };
  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false}>
      <Tabs.List mb="lg">
        <Tabs.Tab value="orders">{`${t('tabs.orders')}${count(orders.data?.length)}`}</Tabs.Tab>
        <Tabs.Tab value="creatives">{`${t('tabs.creatives')}${count(creatives.data?.length)}`}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="orders">
        <Queue
          query={orders}
          empty={t('orders.empty')}
          render={(order) => <OrderCard key={order.id} order={order} />}
        />
      </Tabs.Panel>
      <Tabs.Panel value="creatives">
        <Queue
          query={creatives}
          empty={t('creatives.empty')}
          render={(creative) => (
            <CreativeCard
              key={creative.id}
              creative={creative}
              pending={pendingOrders.has(creative.orderId)}
              onOpenOrder={openOrder}
            />
          )}
        />
      </Tabs.Panel>
    </Tabs>
  );
}

/**
 * The review queue of platform staff (issue 4; roles of architecture.md: editor or admin): campaigns pending
 * approval and creatives in review, each approved or disapproved with a reason the advertiser reads.
 */
export function Component() {
  const { t } = useTranslation('review');
  return (
    <StaffGate
      allow={canReview}
      title={t('forbidden.title')}
      text={t('forbidden.text')}
      back={t('forbidden.back')}
    >
      <Stack gap="md">
        <Alert variant="light" color="brand" icon={<Icon name="info" size={18} />}>
          {t('intro')}
        </Alert>
        <StaffQueue />
      </Stack>
    </StaffGate>
  );
}
