import { useState, type ReactNode } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { canReview, formatMoney, formatSize, totalBudgetCents, type Language } from '@portal/domain';
import { Icon } from '../../../app/layout/icons.tsx';
import { useLanguage } from '../../../app/navigation.tsx';
import { StaffGate } from '../../../app/ui/StaffGate.tsx';
import { FormAlert } from '../../../app/ui/FormAlert.tsx';
import { NativeAd } from '../../../app/ui/NativeAd.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { intlLocale } from '../../../lib/i18n.ts';
import { useSettings } from '../../../lib/settings.ts';
import {
  useReviewCreatives,
  useReviewDecision,
  useReviewOrders,
  type ReviewCreative,
  type ReviewKind,
  type ReviewOrder,
} from '../api/review.ts';
import { DisapproveForm } from '../DisapproveForm.tsx';
import '../review.css';

export const namespaces = ['review', 'errors'];

function useDay() {
  const lang = useLanguage();
  const { timeZone } = useSettings();
  const format = new Intl.DateTimeFormat(intlLocale(lang), {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  });
  return (iso: string | null | undefined) => (iso ? format.format(new Date(iso)) : '—');
}

/** Approve and Disapprove (with its reason) of one item, named after it for assistive technologies. */
function Decide({ kind, id, name }: { kind: ReviewKind; id: number; name: string }) {
  const { t } = useTranslation('review');
  const decide = useReviewDecision(kind);
  const done = (key: 'approved' | 'disapproved') =>
    notifications.show({
      color: key === 'approved' ? 'teal' : 'orange',
      message: t(`decided.${key}`, { name }),
    });
  const disapprove = () => {
    const modalId = modals.open({
      title: t('disapprove.title', { name }),
      centered: true,
      children: (
        <DisapproveForm
          onCancel={() => modals.close(modalId)}
          onConfirm={(reason) =>
            decide.mutateAsync({ id, decision: 'disapprove', reason }).then(
              () => {
                modals.close(modalId);
                done('disapproved');
              },
              (error: unknown) => {
                modals.close(modalId);
                notifications.show({ color: 'red', message: errorMessage(error, t) });
              },
            )
          }
        />
      ),
    });
  };
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Button
          color="teal"
          leftSection={<Icon name="check" size={16} />}
          loading={decide.isPending && decide.variables?.decision === 'approve'}
          aria-label={t('actions.approveName', { name })}
          onClick={() => decide.mutate({ id, decision: 'approve' }, { onSuccess: () => done('approved') })}
        >
          {t('actions.approve')}
        </Button>
        <Button
          variant="light"
          color="red"
          aria-label={t('actions.disapproveName', { name })}
          onClick={disapprove}
        >
          {t('actions.disapprove')}
        </Button>
      </Group>
      <FormAlert error={decide.error} />
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

function OrderCard({ order, lang }: { order: ReviewOrder; lang: Language }) {
  const { t } = useTranslation('review');
  const day = useDay();
  const units = order.lineItems.reduce((sum, li) => sum + li.units, 0);
  const budget = order.totalBudget ?? totalBudgetCents(units);
  const li = order.lineItems[0];
  const geo = li?.targeting.geoTargeting;
  const who = [`${order.owner.firstName} ${order.owner.lastName}`.trim(), order.owner.email]
    .filter(Boolean)
    .join(' · ');
  const name = order.cleanName || order.name;
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      component="article"
      aria-label={name}
      id={orderAnchor(order.id)}
      tabIndex={-1}
    >
      <Group justify="space-between" align="flex-start" gap="sm" mb="sm">
        <div>
          <Title order={3} fz="h4" style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Title>
          {who && (
            <Text size="sm" c="dimmed">
              {t('orders.by', { who })}
            </Text>
          )}
        </div>
        <Text fw={700} fz="lg">
          {formatMoney(budget, lang)}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" mb="md">
        <Fact label={t('orders.flight')}>
          {li ? `${day(li.startDateTime)} → ${day(li.endDateTime)}` : '—'}
        </Fact>
        <Fact label={t('orders.impressions')}>{new Intl.NumberFormat(intlLocale(lang)).format(units)}</Fact>
        <Fact label={t('orders.formats')}>
          {li?.nativeFormatId != null
            ? t('orders.native')
            : (li?.creativePlaceholders.map((p) => formatSize(p.size)).join(', ') ?? '—')}
        </Fact>
        <Fact label={t('orders.locations')}>
          {geo?.targetedLocations.length
            ? geo.targetedLocations.map((l) => l.name).join(', ')
            : t('orders.everywhere')}
          {geo?.excludedLocations.length
            ? ` ${t('orders.except', { names: geo.excludedLocations.map((l) => l.name).join(', ') })}`
            : ''}
        </Fact>
      </SimpleGrid>
      {order.notes && (
        <Text size="sm" c="dimmed" mb="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {order.notes}
        </Text>
      )}
      {li && li.creatives.length > 0 && (
        <Group gap="sm" mb="md">
          {li.creatives.map((c) => (
            <Box key={c.id} ta="center">
              {c.assetUrl ? (
                <img
                  src={c.assetUrl}
                  alt={c.name}
                  style={{ maxWidth: 120, maxHeight: 90, display: 'block' }}
                />
              ) : (
                <Text size="xs">{c.title ?? c.name}</Text>
              )}
              <Badge
                size="xs"
                mt={4}
                variant="light"
                color={c.approbation === 'APPROVED' ? 'teal' : 'yellow'}
              >
                {t(`creatives.approbation.${c.approbation}`)}
              </Badge>
            </Box>
          ))}
        </Group>
      )}
      <Decide kind="orders" id={order.id} name={name} />
    </Paper>
  );
}

/** A creative as readers will see it: a native ad in its template, an image at its real size. */
function CreativePreview({ creative }: { creative: ReviewCreative }) {
  const { t } = useTranslation('review');
  const label = t('creatives.previewOf', { name: creative.name });
  if (creative.nativeFormatId != null) {
    return (
      <NativeAd
        label={label}
        content={{
          title: creative.title ?? '',
          text: creative.text ?? '',
          adContentTitle: creative.adContentTitle ?? '',
          prefixText: creative.prefixText ?? '',
          imageUrl: creative.assetUrl ?? undefined,
        }}
        placeholders={{ title: '—', text: '—', adContentTitle: '', prefixText: '' }}
      />
    );
  }
  if (!creative.assetUrl) return null;
  return (
    <Box className="portal-review-creative">
      <img src={creative.assetUrl} alt={label} width={creative.size.width} height={creative.size.height} />
    </Box>
  );
}

const orderAnchor = (id: number) => `review-order-${id}`;

/**
 * Which campaign and advertiser a creative belongs to (issue 12 item 10), the campaign a link to its card in the
 * Campaigns tab when it is waiting for approval there.
 */
function CreativeContext({
  creative,
  pending,
  onOpenOrder,
}: {
  creative: ReviewCreative;
  pending: boolean;
  onOpenOrder: (orderId: number) => void;
}) {
  const { t } = useTranslation('review');
  const name = creative.orderName || `#${creative.orderId}`;
  return (
    <Stack gap={2} mb="sm">
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('creatives.campaign')}{' '}
        {pending ? (
          <Anchor
            href={`#${orderAnchor(creative.orderId)}`}
            onClick={(event) => {
              event.preventDefault();
              onOpenOrder(creative.orderId);
            }}
          >
            {name}
          </Anchor>
        ) : (
          <>
            <Text span fw={600}>
              {name}
            </Text>{' '}
            <Text span c="dimmed" size="sm">
              {t('creatives.notSubmitted')}
            </Text>
          </>
        )}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('creatives.advertiser')}{' '}
        {[creative.ownerName, creative.ownerEmail !== creative.ownerName ? creative.ownerEmail : '']
          .filter(Boolean)
          .join(' · ')}
      </Text>
    </Stack>
  );
}

function CreativeCard({
  creative,
  pending,
  onOpenOrder,
}: {
  creative: ReviewCreative;
  pending: boolean;
  onOpenOrder: (orderId: number) => void;
}) {
  const { t } = useTranslation('review');
  const native = creative.nativeFormatId != null;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="article" aria-label={creative.name}>
      <Group justify="space-between" align="flex-start" mb="sm" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Title order={3} fz="h5" style={{ overflowWrap: 'anywhere' }}>
            {creative.name}
          </Title>
          <Text size="sm" c="dimmed">
            {native ? t('creatives.native') : `${formatSize(creative.size).replace('x', ' × ')} px`}
          </Text>
        </div>
        <Badge variant="light" color="yellow">
          {t(`creatives.approbation.${creative.approbation}`)}
        </Badge>
      </Group>
      <CreativeContext creative={creative} pending={pending} onOpenOrder={onOpenOrder} />
      <Box mb="sm">
        <CreativePreview creative={creative} />
      </Box>
      <Text size="sm" mb="md">
        {t('creatives.destination')}{' '}
        <Anchor
          href={creative.destinationUrl}
          target="_blank"
          rel="noopener noreferrer"
          style={{ overflowWrap: 'anywhere' }}
        >
          {creative.destinationUrl}
        </Anchor>
      </Text>
      <Decide kind="creatives" id={creative.id} name={creative.name} />
    </Paper>
  );
}

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
  const lang = useLanguage();
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
          render={(order) => <OrderCard key={order.id} order={order} lang={lang} />}
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
