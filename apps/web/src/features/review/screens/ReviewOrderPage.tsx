import { Button, Skeleton, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canReview } from '@portal/domain';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { StaffGate } from '../../../components/StaffGate.tsx';
import { LinkTo } from '../../../lib/navigation.tsx';
import { useReviewOrder } from '../api/review.ts';
import { OrderCard } from '../OrderCard.tsx';
import '../review.css';

export const namespaces = ['review', 'caps', 'errors'];

function WholeOrder({ orderId }: { orderId: string }) {
  const order = useReviewOrder(orderId);
  if (order.error) return <FormAlert error={order.error} />;
  if (order.isPending) return <Skeleton h={320} />;
  return <OrderCard order={order.data} whole />;
}

/**
 * hub.review.order (issue 31 §17): one campaign whole for staff, whatever its status: every line item's dates,
 * impressions, formats, places, audiences and caps, every creative at its real size with its texts whole, and the
 * decision while it waits for one.
 */
export function Component() {
  const { t } = useTranslation('review');
  const { orderId = '' } = useParams();
  return (
    <StaffGate
      allow={canReview}
      title={t('forbidden.title')}
      text={t('forbidden.text')}
      back={t('forbidden.back')}
    >
      <Stack gap="md">
        <Button component={LinkTo} name="hub.review" variant="subtle" w="fit-content" px={0}>
          {t('orders.backToQueue')}
        </Button>
        <WholeOrder orderId={orderId} />
      </Stack>
    </StaffGate>
  );
}
