import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * ACTIVE or INACTIVE, for a segment or a conversion pixel: French says "Active" of an audience (feminine) and "Actif"
 * of a pixel.
 */
export function ActiveBadge({ status, of = 'segment' }: { status: string; of?: 'segment' | 'pixel' }) {
  const { t } = useTranslation('audiences');
  return (
    <Badge color={status === 'ACTIVE' ? 'teal' : 'gray'} variant="light" radius="sm">
      {t(`${of === 'pixel' ? 'pixelStatus' : 'status'}.${status === 'ACTIVE' ? 'ACTIVE' : 'INACTIVE'}`)}
    </Badge>
  );
}
