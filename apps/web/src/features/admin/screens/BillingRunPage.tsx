import { useState } from 'react';
import { Alert, Button, Group, NativeSelect, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { calendarDate, formatMoney, previousPeriod, recentPeriods, type TBillingRun } from '@portal/domain';
import { LinkTo, useLanguage } from '../../../lib/navigation.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { intlLocale } from '../../../lib/i18n.ts';
import { useSettings } from '../../../lib/settings.ts';
import { useRunBilling } from '../run-billing.ts';
import { AdminGate } from './AdminGate.tsx';

export const namespaces = ['admin', 'errors'];

/** Months offered: two years back from the current one (the platform's time zone). */
const MONTHS_OFFERED = 24;

/**
 * hub.admin-billing (issue 28 §12): "Run billing now" bills a month at once, as the scheduled run does on the 1st and
 * `npm run billing` does by hand; the run's invoices and totals are shown. A month billed again bills only what was
 * delivered since: nothing twice.
 */
export function Component() {
  const { t } = useTranslation('admin');
  return (
    <AdminGate>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="billing-run-title">
        <Title order={2} fz="h4" mb="xs" id="billing-run-title">
          {t('billing.title')}
        </Title>
        <Text c="dimmed" mb="md">
          {t('billing.intro')}
        </Text>
        <BillingRun />
      </Paper>
    </AdminGate>
  );
}

function BillingRun() {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const { timeZone } = useSettings();
  const today = calendarDate(new Date(), timeZone);
  const [period, setPeriod] = useState(() => previousPeriod(today));
  const run = useRunBilling();
  const monthName = new Intl.DateTimeFormat(intlLocale(lang), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const label = (p: string) => monthName.format(new Date(`${p}-15T12:00:00Z`));
  return (
    <Stack gap="md">
      <Group align="end" gap="md" wrap="wrap">
        <NativeSelect
          label={t('billing.period')}
          value={period}
          onChange={(e) => setPeriod(e.currentTarget.value)}
          data={recentPeriods(today, MONTHS_OFFERED).map((p) => ({ value: p, label: label(p) }))}
          w={{ base: '100%', xs: 240 }}
        />
        <Button onClick={() => run.mutate(period)} loading={run.isPending}>
          {t('billing.run')}
        </Button>
      </Group>
      {run.error && <FormAlert error={run.error} />}
      {run.data && <RunResult result={run.data} month={label(run.data.period)} />}
    </Stack>
  );
}

function RunResult({ result, month }: { result: TBillingRun; month: string }) {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const money = (cents: number) => formatMoney(cents, lang);
  return (
    <Stack gap="sm" component="section" aria-labelledby="billing-result-title">
      <Alert color={result.invoices.length > 0 ? 'green' : 'gray'} variant="light">
        <Title order={3} fz="md" id="billing-result-title">
          {t('billing.done', { month, count: result.invoices.length })}
        </Title>
        <Text size="sm" mt={4}>
          {result.invoices.length > 0
            ? t('billing.totals', { subtotal: money(result.subtotalCents), total: money(result.totalCents) })
            : t('billing.nothingNew')}
        </Text>
        <Text size="sm">
          {t('billing.charged', { paid: result.charged.paid, defaulted: result.charged.defaulted })}
        </Text>
      </Alert>
      {result.invoices.length > 0 && <InvoiceCards invoices={result.invoices} />}
      {result.invoices.length > 0 && (
        <Table.ScrollContainer minWidth={520} visibleFrom="sm">
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('billing.number')}</Table.Th>
                <Table.Th>{t('billing.account')}</Table.Th>
                <Table.Th ta="right">{t('billing.impressions')}</Table.Th>
                <Table.Th ta="right">{t('billing.subtotal')}</Table.Th>
                <Table.Th ta="right">{t('billing.total')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.invoices.map((invoice) => (
                <Table.Tr key={invoice.invoiceId}>
                  <Table.Td>{invoice.number}</Table.Td>
                  <Table.Td>
                    <LinkTo
                      name="hub.admin-accounts.detail"
                      params={{ userId: String(invoice.advertiserId) }}
                    >
                      {t('billing.accountNumber', { id: invoice.advertiserId })}
                    </LinkTo>
                  </Table.Td>
                  <Table.Td ta="right">{invoice.impressions.toLocaleString(intlLocale(lang))}</Table.Td>
                  <Table.Td ta="right">{money(invoice.subtotalCents)}</Table.Td>
                  <Table.Td ta="right">{money(invoice.totalCents)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/** On a phone, an invoice a card: the table's five columns do not fit 400 px. */
function InvoiceCards({ invoices }: { invoices: TBillingRun['invoices'] }) {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  return (
    <Stack gap="xs" hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {invoices.map((invoice) => (
        <Paper key={invoice.invoiceId} withBorder p="sm" component="li">
          <Group justify="space-between" gap="xs">
            <Text fw={600}>{invoice.number}</Text>
            <LinkTo name="hub.admin-accounts.detail" params={{ userId: String(invoice.advertiserId) }}>
              {t('billing.accountNumber', { id: invoice.advertiserId })}
            </LinkTo>
          </Group>
          <Text size="sm" c="dimmed">
            {t('billing.invoiceLine', {
              impressions: invoice.impressions.toLocaleString(intlLocale(lang)),
              subtotal: formatMoney(invoice.subtotalCents, lang),
              total: formatMoney(invoice.totalCents, lang),
            })}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
