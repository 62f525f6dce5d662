import { Alert, Anchor, List, Text, type MantineSpacing } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LinkTo } from '../../../lib/navigation.tsx';
import type { OrderView } from '../api/get-order.ts';
import { Icon } from '../../../components/screen-icons.tsx';
import { refusedCreatives } from '../order-view.ts';

/**
 * The creatives staff refused on an order, each with the staff's reason and a link to edit it (an edited creative
 * goes back to review): the fix-and-resubmit path, shown on the campaign detail and the approval step (issue 12).
 */
export function RefusedCreatives({ order, mt }: { order: OrderView; mt?: MantineSpacing }) {
  const { t } = useTranslation('orders');
  const refused = refusedCreatives(order);
  if (refused.length === 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      mt={mt}
      title={t('creatives.refused.title', { count: refused.length })}
      icon={<Icon name="alert" size={18} />}
    >
      <List spacing={6} size="sm">
        {refused.map(({ creative, lineItemId }) => (
          <List.Item key={creative.id}>
            <Text size="sm" fw={600} span style={{ overflowWrap: 'anywhere' }}>
              {creative.name}
            </Text>
            <Text size="sm" span>
              {' — '}
              {creative.reviewReason || t('creatives.refused.noReason')}{' '}
            </Text>
            <Anchor
              component={LinkTo}
              name="hub.orders.creatives.edit"
              params={{ orderId: order.id, lineItemId, creativeId: creative.id }}
              size="sm"
              aria-label={t('creatives.editFor', { name: creative.name })}
            >
              {t('creatives.edit')}
            </Anchor>
          </List.Item>
        ))}
      </List>
      <Text size="sm" mt={6}>
        {t('creatives.refused.next')}
      </Text>
    </Alert>
  );
}
