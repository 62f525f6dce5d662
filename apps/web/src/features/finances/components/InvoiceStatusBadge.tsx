import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvoiceStatus } from '@portal/domain';

const COLORS: Record<InvoiceStatus, string> = { PAID: 'green', DUE: 'yellow', DEFAULTED: 'red' };

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation('finances');
  return (
    <Badge color={COLORS[status]} variant="light">
      {t(`invoices.status.${status}`)}
    </Badge>
  );
}
