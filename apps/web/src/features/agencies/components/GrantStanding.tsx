import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GrantStatus, TAgencyGrant } from '@portal/domain';
import { useFormatters } from '../../../lib/format.ts';

const GRANT_TONE: Record<GrantStatus, string> = {
  INVITED: 'yellow',
  ACCEPTED: 'green',
  REVOKED: 'gray',
};

/**
 * Where a grant stands: its status, and the day it got there (YYYY-MM-DD in the platform's time zone, as the
 * portal's dates, spec §2).
 */
export function GrantStanding({ grant }: { grant: TAgencyGrant }) {
  const { t } = useTranslation('agencies');
  const f = useFormatters();
  return (
    <>
      <Badge color={GRANT_TONE[grant.status]} variant="light" radius="sm">
        {t(`status.${grant.status}`)}
      </Badge>
      <Text size="sm" c="dimmed">
        {f.date(grant.revokedAt ?? grant.acceptedAt ?? grant.invitedAt)}
      </Text>
    </>
  );
}
