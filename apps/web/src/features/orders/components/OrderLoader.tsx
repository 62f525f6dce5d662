import type { ReactNode } from 'react';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TLineItem } from '@portal/domain';
import { Icon } from '../../../components/screen-icons.tsx';
import { LinkTo } from '../../../lib/navigation.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { isApiError } from '../../../lib/http/index.ts';
import { useOrder, type OrderView } from '../api/get-order.ts';

export interface LoadedOrder {
  order: OrderView;
  /** The line item named by the route, when it names one and the order has it. */
  lineItem: TLineItem | undefined;
  orderId: number;
  lineItemId: number | undefined;
}

/** The route's numeric ids (the route table already refuses non-numeric order ids). */
export function useOrderParams(): { orderId: number; lineItemId: number | undefined } {
  const params = useParams();
  const lineItemId = params.lineItemId !== undefined ? Number(params.lineItemId) : undefined;
  return { orderId: Number(params.orderId), lineItemId };
}

export function PageSpinner() {
  const { t } = useTranslation('orders');
  return (
    <Center py="xl" role="status" aria-label={t('loading')}>
      <Loader />
    </Center>
  );
}

/**
 * A failed load in words: a campaign that is not there says so; an error the catalogue cannot word shows its code for
 * support (spec §8), never an internal code beside a sentence that already says it all (issue 31 §24).
 */
export function LoadError({ error }: { error: unknown }) {
  const { t } = useTranslation('orders');
  const notFound = isApiError(error)
    ? error.code === 'NOT_FOUND'
    : (error as { code?: unknown })?.code === 'NOT_FOUND';
  const message = notFound ? t('loadError.notFound') : errorMessage(error, t);
  const unworded = message === errorMessage(undefined, t);
  return (
    <Stack gap="md" maw={640}>
      <Alert
        color="red"
        variant="light"
        role="alert"
        icon={<Icon name="alert" />}
        title={t('loadError.title')}
      >
        <Text size="sm">{message}</Text>
        {unworded && isApiError(error) && (
          <Text size="xs" c="dimmed" mt={4}>
            {t('loadError.code', { code: error.code })}
          </Text>
        )}
      </Alert>
      <Button component={LinkTo} name="hub.orders" variant="light" w="fit-content">
        {t('actions.backToList')}
      </Button>
    </Stack>
  );
}

/**
 * Loads the route's order and shows its name in the page title (spec §2 "Digital campaigns / {0} / ..."), then
 * renders the screen with it; a spinner meanwhile, the error with its code on failure.
 */
export function OrderLoader({ children }: { children: (loaded: LoadedOrder) => ReactNode }) {
  const { orderId, lineItemId } = useOrderParams();
  const { pathname } = useLocation();
  const query = useOrder(orderId);
  usePageMeta(pathname, query.data ? { titleParams: { name: query.data.cleanName } } : null);
  if (query.isPending) return <PageSpinner />;
  if (query.isError) return <LoadError error={query.error} />;
  const order = query.data;
  const lineItem = lineItemId !== undefined ? order.lineItems.find((li) => li.id === lineItemId) : undefined;
  if (lineItemId !== undefined && !lineItem) return <LoadError error={{ code: 'NOT_FOUND' }} />;
  return children({ order, lineItem, orderId, lineItemId });
}
