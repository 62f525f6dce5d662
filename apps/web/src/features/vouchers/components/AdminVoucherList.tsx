import { Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, type TAdminVoucher } from '@portal/domain';
import { useLanguage } from '../../../lib/navigation.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { useAdminVouchers } from '../api.ts';
import { EditVoucher, ToggleVoucher } from './VoucherActions.tsx';
import { VoucherBadges } from './VoucherBadges.tsx';

/** Every promo code with what it gives, its validity, its use and its state: cards on a phone, a table wider. */
export function AdminVoucherList() {
  const { t } = useTranslation('vouchers');
  const lang = useLanguage();
  const list = useAdminVouchers();
  if (list.isPending) return <Skeleton h={120} />;
  if (list.error) return <FormAlert error={list.error} />;
  const vouchers = list.data;
  if (vouchers.length === 0) return <Text c="dimmed">{t('admin.empty')}</Text>;
  const benefit = (v: TAdminVoucher) =>
    v.type === 'GIFT_VOUCHER'
      ? t('benefit.giftAmount', { amount: formatMoney(v.giftAmountCents ?? 0, lang) })
      : v.discount?.type === 'PERCENT'
        ? t('benefit.percent', { value: v.discount.value })
        : t('benefit.amount', { amount: formatMoney(v.discount?.value ?? 0, lang) });
  // Non-breaking hyphens: the validity wraps between words, never inside a date.
  const day = (date: string) => date.replaceAll('-', '\u2011');
  const validity = (v: TAdminVoucher) =>
    v.start_date && v.expiration
      ? t('validity.range', { start: day(v.start_date), end: day(v.expiration) })
      : v.start_date
        ? t('validity.from', { start: day(v.start_date) })
        : v.expiration
          ? t('validity.until', { end: day(v.expiration) })
          : t('validity.always');
  const redemptions = (v: TAdminVoucher) =>
    v.maxRedemptions === null
      ? t('admin.unlimited', { count: v.redemptions })
      : t('admin.redemptions', { count: v.redemptions, max: v.maxRedemptions });
  const labels = (v: TAdminVoucher) => (v.singleUse ? (['singleUse'] as const) : []);
  return (
    <>
      <Stack gap="sm" hiddenFrom="sm">
        {vouchers.map((v) => (
          <Paper key={v.code} withBorder p="sm">
            <Stack gap={4}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {v.code}
              </Text>
              <VoucherBadges status={v.status} labels={labels(v)} />
              <Text size="sm">{benefit(v)}</Text>
              <Text size="sm" c="dimmed">
                {t('line.validity', { value: validity(v) })}
              </Text>
              <Text size="sm" c="dimmed">
                {t('line.redemptions', { value: redemptions(v) })}
              </Text>
            </Stack>
            <Group mt="xs" gap="xs">
              <EditVoucher voucher={v} />
              <ToggleVoucher voucher={v} />
            </Group>
          </Paper>
        ))}
      </Stack>
      <Table.ScrollContainer minWidth={760} visibleFrom="sm">
        <Table striped aria-label={t('admin.listTitle')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.code')}</Table.Th>
              <Table.Th>{t('columns.campaign')}</Table.Th>
              <Table.Th>{t('columns.benefit')}</Table.Th>
              <Table.Th>{t('columns.validity')}</Table.Th>
              <Table.Th>{t('columns.redemptions')}</Table.Th>
              <Table.Th>{t('columns.status')}</Table.Th>
              <Table.Th>{t('columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {vouchers.map((v) => (
              <Table.Tr key={v.code}>
                <Table.Td fw={600}>{v.code}</Table.Td>
                <Table.Td>{v.campaign || '—'}</Table.Td>
                <Table.Td>{benefit(v)}</Table.Td>
                <Table.Td>{validity(v)}</Table.Td>
                <Table.Td>{redemptions(v)}</Table.Td>
                <Table.Td style={{ minWidth: 104 }}>
                  <VoucherBadges status={v.status} labels={labels(v)} />
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <EditVoucher voucher={v} />
                    <ToggleVoucher voucher={v} />
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
