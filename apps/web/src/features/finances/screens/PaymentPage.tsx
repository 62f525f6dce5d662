import { useState } from 'react';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCoveredDays, formatMoney, sortNewestFirst, type TInvoice } from '@portal/domain';
import { LinkTo, useLanguage } from '../../../lib/navigation.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { PaymentMethodNotice } from '../../../components/PaymentMethodNotice.tsx';
import { usePaymentMethod } from '../api.ts';
import { InvoiceStatusBadge } from '../components/InvoiceStatusBadge.tsx';
import { usePayInvoice, useInvoices } from '../invoices-api.ts';

export const namespaces = ['finances', 'alerts', 'errors'];

/**
 * Payment: hub.payment (spec §2, issue 14). What is owed (invoices DUE or DEFAULTED) and the card it is charged to;
 * "Pay now" charges one invoice to that card (POST /invoices/{id}/pay) and says how it went; the card is changed on
 * the payment method page, which pays every defaulted invoice at once (spec §8).
 */
export function Component() {
  const { t } = useTranslation('finances');
  const invoices = useInvoices();
  const method = usePaymentMethod();
  const pay = usePayInvoice();
  const [paid, setPaid] = useState<TInvoice | null>(null);
  if (invoices.isPending || method.isPending) return <Skeleton height={220} radius="sm" />;
  const owed = sortNewestFirst(
    (invoices.data ?? []).filter((i) => i.status !== 'PAID'),
    (i) => i.invoiceDate,
  );
  const card = method.data || null;
  return (
    <Stack gap="lg" maw={760}>
      <Text c="dimmed">{t('payment.intro')}</Text>
      {owed.some((i) => i.status === 'DEFAULTED') && (
        <PaymentMethodNotice title={t('payment.defaultedTitle')} />
      )}
      {paid && (
        <Alert color="green" variant="light" role="status">
          {t('payment.paid', { number: paid.number, last4: paid.cardLast4 ?? '' })}
        </Alert>
      )}
      <FormAlert error={pay.error} />
      <Owed invoices={owed} />
      <CardOnFile card={card} />
      {owed.length > 0 && (
        <OwedInvoices
          invoices={owed}
          hasCard={Boolean(card)}
          paying={pay.isPending ? pay.variables : undefined}
          onPay={(id) => {
            setPaid(null);
            pay.mutate(id, { onSuccess: setPaid });
          }}
        />
      )}
    </Stack>
  );
}

function Owed({ invoices }: { invoices: TInvoice[] }) {
  const { t } = useTranslation('finances');
  const lang = useLanguage();
  const total = invoices.reduce((sum, i) => sum + i.totalCents, 0);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" gap="sm">
        <div>
          <Text size="sm" c="dimmed" fw={600}>
            {t('payment.owed')}
          </Text>
          <Text fz={28} fw={700} data-testid="amount-owed">
            {formatMoney(total, lang)}
          </Text>
        </div>
        <Button component={LinkTo} name="hub.invoices-list" variant="subtle">
          {t('payment.allInvoices')}
        </Button>
      </Group>
      {total === 0 && (
        <Text size="sm" mt="xs" role="status">
          {t('payment.nothingOwed')}
        </Text>
      )}
    </Paper>
  );
}

function CardOnFile({ card }: { card: { brand: string; last4: string } | null }) {
  const { t } = useTranslation('finances');
  const brand = card
    ? t(`paymentMethod.brands.${card.brand}`, { defaultValue: t('paymentMethod.brands.other') })
    : '';
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" gap="sm">
        <div>
          <Text size="sm" c="dimmed" fw={600}>
            {t('payment.card')}
          </Text>
          <Text fw={600}>
            {card ? t('payment.cardLabel', { brand, last4: card.last4 }) : t('payment.noCard')}
          </Text>
        </div>
        <Button component={LinkTo} name="hub.finances-method" variant={card ? 'default' : 'filled'}>
          {card ? t('payment.changeCard') : t('payment.addCard')}
        </Button>
      </Group>
    </Paper>
  );
}

function OwedInvoices({
  invoices,
  hasCard,
  paying,
  onPay,
}: {
  invoices: TInvoice[];
  hasCard: boolean;
  paying: number | undefined;
  onPay: (id: number) => void;
}) {
  const { t } = useTranslation('finances');
  const lang = useLanguage();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="owed-invoices">
      <Title id="owed-invoices" order={2} fz="h4" mb="sm">
        {t('payment.owedInvoices')}
      </Title>
      <Stack gap="sm">
        {invoices.map((invoice) => (
          <Paper key={invoice.id} withBorder p="sm" radius="md">
            <Group justify="space-between" gap="sm">
              <div>
                <Group gap="xs">
                  <Text fw={600}>{t('payment.invoiceLabel', { number: invoice.number })}</Text>
                  <InvoiceStatusBadge status={invoice.status} />
                </Group>
                <Text size="sm" c="dimmed">
                  {formatCoveredDays(invoice.periodStart, invoice.periodEnd, lang)}
                </Text>
              </div>
              <Group gap="sm">
                <Text fw={700}>{formatMoney(invoice.totalCents, lang)}</Text>
                <Button
                  disabled={!hasCard}
                  loading={paying === invoice.id}
                  aria-label={t('payment.payNowLabel', { number: invoice.number })}
                  onClick={() => onPay(invoice.id)}
                >
                  {t('payment.payNow')}
                </Button>
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Paper>
  );
}
