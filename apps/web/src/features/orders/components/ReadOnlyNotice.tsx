import { Alert, Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isReadOnly, type TOrder } from '@portal/domain';
import { Icon } from '../../../components/screen-icons.tsx';
import { LinkTo } from '../../../lib/navigation.tsx';
import { useCampaignsWritable } from '../use-can-modify.ts';

/**
 * Why a step is shown read-only (spec §4): pending approval, completed or cancelled (isReadOnly), or not editable
 * any more (archived, a line item archived or completed); or the member's role lets them read campaigns, not change
 * them (issue 33).
 */
export function ReadOnlyNotice({ order }: { order: TOrder }) {
  const { t } = useTranslation('orders');
  const writable = useCampaignsWritable();
  const reason = !writable
    ? 'role'
    : order.isArchived
      ? 'archived'
      : isReadOnly(order)
        ? order.status === 'PENDING_APPROVAL'
          ? 'pending'
          : 'closed'
        : 'started';
  return (
    <Alert color="gray" variant="light" icon={<Icon name="info" />} title={t('readOnly.title')} mb="lg">
      <Text size="sm">{t(`readOnly.${reason}`, { status: t(`status.order.${order.status}`) })}</Text>
      <Anchor
        component={LinkTo}
        name="hub.orders.detail"
        params={{ orderId: order.id }}
        size="sm"
        mt={6}
        display="inline-block"
      >
        {t('actions.seeDetail')}
      </Anchor>
    </Alert>
  );
}

/** Why a member sees no way to create or change a campaign (issue 33: a role without campaigns.write). */
export function ReadOnlyRole() {
  const { t } = useTranslation('orders');
  if (useCampaignsWritable()) return null;
  return (
    <Alert color="gray" variant="light" icon={<Icon name="info" size={18} />} role="note">
      <Text size="sm">{t('readOnly.role')}</Text>
    </Alert>
  );
}
