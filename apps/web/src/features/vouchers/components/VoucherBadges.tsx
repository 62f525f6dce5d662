import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VoucherLabel } from '@portal/domain';

const COLORS: Record<VoucherLabel, string> = {
  active: 'green',
  upcoming: 'blue',
  ended: 'gray',
  expired: 'orange',
  inactive: 'red',
};

/** A promo code's status (spec §3: active, ended, expired, upcoming, inactive) and its rule labels. */
export function VoucherBadges({
  status,
  labels = [],
}: {
  status: VoucherLabel;
  labels?: readonly ('decreasing' | 'singleUse')[];
}) {
  const { t } = useTranslation('vouchers');
  return (
    <Group gap={6} wrap="wrap">
      <Badge color={COLORS[status]} variant="light">
        {t(`status.${status}`)}
      </Badge>
      {labels.map((label) => (
        <Badge key={label} color="grape" variant="outline">
          {t(`labels.${label}`)}
        </Badge>
      ))}
    </Group>
  );
}
