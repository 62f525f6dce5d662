import { useMemo, useState } from 'react';
import { Anchor, Button, Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  CANADA_PROVINCES,
  defaultPeriodFilter,
  formatCoveredDays,
  formatMoney,
  matchesPeriod,
  sortNewestFirst,
  type PeriodFilter as TPeriodFilter,
  type TInvoice,
} from '@portal/domain';
import { LinkTo, useLanguage } from '../../../lib/navigation.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { useSettings } from '../../../lib/settings.ts';
import { useCan } from '../../../lib/account-role.ts';
import { InvoiceStatusBadge } from '../components/InvoiceStatusBadge.tsx';
import { PeriodFilter } from '../components/PeriodFilter.tsx';
import { downloadInvoicePdf, useInvoices } from '../invoices-api.ts';

export const namespaces = ['finances'];

/**
 * List of invoices: hub.invoices-list (spec §2, issue 14). Newest first; the year and month filters start on the
 * current year and month when an invoice of this year exists, else empty; each invoice's status, total and PDF.
 */
export function Component() {
  const invoices = useInvoices();
  if (invoices.isPending) return <Skeleton height={200} radius="sm" />;
  return <InvoiceList invoices={invoices.data ?? []} />;
}

function InvoiceList({ invoices }: { invoices: TInvoice[] }) {
  const { t } = useTranslation('finances');
  const lang = useLanguage();
  const { timeZone } = useSettings();
  // Paying is finance.write's (issue 33): a Viewer reads the invoices without the way to pay.
  const pays = useCan()('finance.write');
  const sorted = useMemo(() => sortNewestFirst(invoices, (i) => i.invoiceDate), [invoices]);
  const [filter, setFilter] = useState<TPeriodFilter>(() =>
    defaultPeriodFilter(
      invoices.map((i) => i.invoiceDate),
      new Date(),
      timeZone,
    ),
  );
  const [downloading, setDownloading] = useState<number | null>(null);
  const years = [...new Set(sorted.map((i) => i.invoiceDate.slice(0, 4)))];
  const shown = sorted.filter((i) => matchesPeriod(i.invoiceDate, filter));
  const owed = sorted.filter((i) => i.status !== 'PAID').reduce((sum, i) => sum + i.totalCents, 0);

  if (invoices.length === 0) {
    return <EmptyState icon="finance" title={t('invoices.emptyTitle')} text={t('invoices.emptyText')} />;
  }

  async function download(invoice: TInvoice) {
    setDownloading(invoice.id);
    try {
      await downloadInvoicePdf(invoice, lang);
    } catch (error) {
      console.error('Downloading the invoice failed', error);
    } finally {
      setDownloading(null);
    }
  }

  const pdfButton = (invoice: TInvoice) => (
    <Button
      size="xs"
      variant="light"
      loading={downloading === invoice.id}
      onClick={() => void download(invoice)}
      aria-label={t('invoices.downloadLabel', { number: invoice.number })}
    >
      {t('invoices.pdf')}
    </Button>
  );
  // The promo codes' share of the invoice (issue 14); the PDF has a line per code.
  const discountNote = (invoice: TInvoice) =>
    invoice.discountCents > 0 && (
      <Text size="xs" c="dimmed">
        {t('invoices.discountApplied', { amount: formatMoney(invoice.discountCents, lang) })}
      </Text>
    );
  // Each tax in the total, and where it was charged when the advertiser's province was unknown (issue 31 §3).
  const taxNote = (invoice: TInvoice) => (
    <>
      {invoice.taxes.map((tax) => (
        <Text key={tax.name} size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('invoices.taxLine', {
            name: t(`invoices.taxNames.${tax.name}`),
            rate: new Intl.NumberFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', {
              style: 'percent',
              maximumFractionDigits: 3,
            }).format(tax.ratePercent / 100),
            amount: formatMoney(tax.amountCents, lang),
          })}
        </Text>
      ))}
    </>
  );
  const sellerNote = (invoice: TInvoice) =>
    invoice.taxBasis === 'SELLER_ADDRESS' && (
      <Text size="xs" c="dimmed" ta="left">
        {t('invoices.sellerProvince', {
          province:
            CANADA_PROVINCES.find((p) => p.code === invoice.taxProvince)?.[lang] ?? invoice.taxProvince,
        })}{' '}
        <Anchor component={LinkTo} name="hub.profile.company-information" size="xs" underline="always">
          {t('invoices.addProvince')}
        </Anchor>
      </Text>
    );
  const period = (invoice: TInvoice) => formatCoveredDays(invoice.periodStart, invoice.periodEnd, lang);

  return (
    <Stack gap="md">
      {owed > 0 && (
        <Paper withBorder p="md" role="status">
          <Group justify="space-between" gap="sm">
            <Text fw={600}>{t('invoices.owed', { amount: formatMoney(owed, lang) })}</Text>
            {pays && (
              <Button component={LinkTo} name="hub.payment" size="sm">
                {t('invoices.payNow')}
              </Button>
            )}
          </Group>
        </Paper>
      )}
      <PeriodFilter years={years} value={filter} onChange={setFilter} />
      {shown.length === 0 ? (
        <Text c="dimmed">{t('invoices.noneInPeriod')}</Text>
      ) : (
        <>
          <Stack gap="sm" hiddenFrom="sm">
            {shown.map((invoice) => (
              <Paper key={invoice.id} withBorder p="sm">
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={600}>{invoice.number}</Text>
                  <InvoiceStatusBadge status={invoice.status} />
                </Group>
                <Text size="sm" c="dimmed">
                  {invoice.invoiceDate} · {period(invoice)}
                </Text>
                <Group justify="space-between" mt="xs">
                  <div>
                    <Text fw={600}>{formatMoney(invoice.totalCents, lang)}</Text>
                    {discountNote(invoice)}
                    {taxNote(invoice)}
                  </div>
                  {pdfButton(invoice)}
                </Group>
                {sellerNote(invoice)}
              </Paper>
            ))}
          </Stack>
          <Table.ScrollContainer minWidth={640} visibleFrom="sm">
            <Table striped highlightOnHover aria-label={t('invoices.tableLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('invoices.number')}</Table.Th>
                  <Table.Th>{t('invoices.date')}</Table.Th>
                  <Table.Th>{t('invoices.period')}</Table.Th>
                  <Table.Th ta="right">{t('invoices.total')}</Table.Th>
                  <Table.Th>{t('invoices.statusLabel')}</Table.Th>
                  <Table.Th aria-label={t('invoices.pdf')} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((invoice) => (
                  <Table.Tr key={invoice.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{invoice.number}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{invoice.invoiceDate}</Table.Td>
                    <Table.Td>
                      <div>{period(invoice)}</div>
                      {sellerNote(invoice)}
                    </Table.Td>
                    <Table.Td ta="right">
                      {formatMoney(invoice.totalCents, lang)}
                      {discountNote(invoice)}
                      {taxNote(invoice)}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={6}>
                        <InvoiceStatusBadge status={invoice.status} />
                        {invoice.cardLast4 && (
                          <Text size="xs" c="dimmed">
                            {t('invoices.card', { last4: invoice.cardLast4 })}
                          </Text>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>{pdfButton(invoice)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}
