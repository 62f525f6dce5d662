import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** ACTIVE or INACTIVE, for a segment or a conversion pixel. */
export function ActiveBadge({ status }: { status: string }) {
  const { t } = useTranslation('audiences');
  return (
    <Badge color={status === 'ACTIVE' ? 'teal' : 'gray'} variant="light" radius="sm">
      {t(`status.${status === 'ACTIVE' ? 'ACTIVE' : 'INACTIVE'}`)}
    </Badge>
  );
}
