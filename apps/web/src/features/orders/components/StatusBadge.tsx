import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TOrder } from '@portal/domain';
import { deliveryStatusOf, lineItemTone, orderTone, pausedForPayment } from '../order-view.ts';

/**
 * An order's status (spec §4), with its first line item's delivery state once approved, and the reason when the
 * portal paused it for a declined payment (issue 14).
 */
export function StatusBadge({ order }: { order: TOrder }) {
  const { t } = useTranslation('orders');
  const delivery = deliveryStatusOf(order);
  return (
    <Group gap={6} wrap="wrap">
      <Badge color={orderTone(order.status)} variant="light" radius="sm">
        {t(`status.order.${order.status}`)}
      </Badge>
      {order.isArchived && (
        <Badge color="gray" variant="outline" radius="sm">
          {t('status.archived')}
        </Badge>
      )}
      {delivery && (
        <Badge color={lineItemTone(delivery)} variant="dot" radius="sm">
          {t(`status.lineItem.${delivery}`)}
        </Badge>
      )}
      {pausedForPayment(order) && (
        <Badge color="red" variant="outline" radius="sm">
          {t('status.pausedForPayment')}
        </Badge>
      )}
    </Group>
  );
}
