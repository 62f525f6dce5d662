import { useMemo, useState } from 'react';
import {
  Button,
  Group,
  Pagination,
  Paper,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import {
  calendarDate,
  DAYS_OF_MONTH,
  formatMoney,
  isVoucherCodeFormat,
  matchesVoucherDay,
  MONTHS,
  pageOf,
  voucherDisplayDates,
  ZVoucherValidateRequestSchema,
  type Language,
  type TAccountVoucher,
  type VoucherDayFilter,
} from '@portal/domain';
import { useCan } from '../../../lib/account-role.ts';
import { useLanguage } from '../../../lib/navigation.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { domainResolver } from '../../../lib/form-validation.ts';
import { useSettings } from '../../../lib/settings.ts';
import { useAccountVouchers, useRedeemVoucher } from '../api.ts';
import { VoucherBadges } from './VoucherBadges.tsx';

const PER_PAGE = ['5', '10', '25', 'all'] as const;

/** What a code gives, in words: "10 % de rabais", "50,00 $ de rabais", "40,00 $ restants sur 50,00 $". */
export function useBenefit() {
  const { t } = useTranslation('vouchers');
  const lang = useLanguage();
  return (v: Pick<TAccountVoucher, 'discount' | 'gift'>) => {
    if (v.gift) {
      return t('benefit.gift', {
        balance: formatMoney(v.gift.balanceCents, lang),
        amount: formatMoney(v.gift.amountCents, lang),
      });
    }
    if (v.discount?.type === 'PERCENT') return t('benefit.percent', { value: v.discount.value });
    return t('benefit.amount', { amount: formatMoney(v.discount?.value ?? 0, lang) });
  };
}

/**
 * The validity as shown: start and expiry two days earlier than stored (spec §9), dates YYYY-MM-DD with
 * non-breaking hyphens, as the campaigns' date ranges: the sentence wraps between words, never inside a date.
 */
function useValidity() {
  const { t } = useTranslation('vouchers');
  const { timeZone } = useSettings();
  const day = (date: Date) => calendarDate(date, timeZone).replaceAll('-', '\u2011');
  return (v: Pick<TAccountVoucher, 'start_date' | 'expiration'>) => {
    const { start, expiration } = voucherDisplayDates(v);
    const s = start && day(start);
    const e = expiration && day(expiration);
    if (s && e) return t('validity.range', { start: s, end: e });
    if (s) return t('validity.from', { start: s });
    if (e) return t('validity.until', { end: e });
    return t('validity.always');
  };
}

function CodeForm() {
  const { t } = useTranslation(['vouchers', 'errors']);
  const lang: Language = useLanguage();
  const redeem = useRedeemVoucher();
  const form = useForm({
    initialValues: { code: '' },
    validate: (values) => {
      const errors = domainResolver(ZVoucherValidateRequestSchema, lang, { code: t('panel.code') })(values);
      if (!errors.code && !isVoucherCodeFormat(values.code)) errors.code = errorMessage('invalidCode', t);
      return errors;
    },
  });
  const submit = form.onSubmit(({ code }) =>
    redeem.mutate(code, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('panel.added', { code: code.trim().toUpperCase() }) });
        form.reset();
      },
      // Every refusal of spec §5 (and the hourly limit) is shown beside the field.
      onError: (error) => form.setFieldError('code', errorMessage(error, t)),
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <TextInput
          label={t('panel.code')}
          placeholder={t('panel.placeholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={100}
          style={{ flex: 1, maxWidth: 360 }}
          {...form.getInputProps('code')}
        />
        <Button type="submit" loading={redeem.isPending} mt={25}>
          {t('panel.apply')}
        </Button>
      </Group>
    </form>
  );
}

function CodeList({ vouchers }: { vouchers: TAccountVoucher[] }) {
  const { t } = useTranslation('vouchers');
  const { timeZone } = useSettings();
  const benefit = useBenefit();
  const validity = useValidity();
  const [filter, setFilter] = useState<VoucherDayFilter>({ year: '', month: '', day: '' });
  const [perPage, setPerPage] = useState<(typeof PER_PAGE)[number]>('5');
  const [page, setPage] = useState(1);
  const dated = useMemo(
    () =>
      [...vouchers]
        .map((v) => ({ ...v, day: calendarDate(v.date, timeZone) }))
        .sort((a, b) => b.date.localeCompare(a.date)),
    [vouchers, timeZone],
  );
  const years = [...new Set(dated.map((v) => v.day.slice(0, 4)))];
  const shown = dated.filter((v) => matchesVoucherDay(v.day, filter));
  const size = perPage === 'all' ? null : Number(perPage);
  const pages = size === null ? 1 : Math.max(1, Math.ceil(shown.length / size));
  const rows = pageOf(shown, Math.min(page, pages), size);
  const change = (next: Partial<VoucherDayFilter>) => {
    setFilter({ ...filter, ...next });
    setPage(1);
  };

  if (vouchers.length === 0) return <Text c="dimmed">{t('panel.empty')}</Text>;
  const select = (key: keyof VoucherDayFilter, data: string[]) => (
    <Select
      label={t(`filters.${key}`)}
      placeholder={t('filters.all')}
      data={data}
      value={filter[key] || null}
      onChange={(value) => change({ [key]: value ?? '' })}
      clearable
      w={120}
    />
  );
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap" align="flex-end">
        {select('year', years)}
        {select('month', [...MONTHS])}
        {select('day', DAYS_OF_MONTH)}
        <Select
          label={t('filters.perPage')}
          data={PER_PAGE.map((value) => ({ value, label: value === 'all' ? t('filters.allRows') : value }))}
          value={perPage}
          onChange={(value) => {
            setPerPage((value as (typeof PER_PAGE)[number]) ?? '5');
            setPage(1);
          }}
          allowDeselect={false}
          w={130}
        />
      </Group>
      {shown.length === 0 ? (
        <Text c="dimmed">{t('panel.noneInPeriod')}</Text>
      ) : (
        <>
          <Stack gap="sm" hiddenFrom="sm">
            {rows.map((v) => (
              <Paper key={v.code} withBorder p="sm">
                <Stack gap={4}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {v.code}
                  </Text>
                  <VoucherBadges status={v.status} labels={v.labels} />
                  <Text size="sm">{benefit(v)}</Text>
                  <Text size="sm" c="dimmed">
                    {t('line.validity', { value: validity(v) })}
                  </Text>
                </Stack>
              </Paper>
            ))}
          </Stack>
          <Table.ScrollContainer minWidth={640} visibleFrom="sm">
            <Table striped aria-label={t('panel.tableLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.code')}</Table.Th>
                  <Table.Th>{t('columns.campaign')}</Table.Th>
                  <Table.Th>{t('columns.benefit')}</Table.Th>
                  <Table.Th>{t('columns.added')}</Table.Th>
                  <Table.Th>{t('columns.validity')}</Table.Th>
                  <Table.Th>{t('columns.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((v) => (
                  <Table.Tr key={v.code}>
                    <Table.Td fw={600}>{v.code}</Table.Td>
                    <Table.Td>{v.campaign ?? '—'}</Table.Td>
                    <Table.Td>{benefit(v)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{v.day}</Table.Td>
                    <Table.Td>{validity(v)}</Table.Td>
                    <Table.Td>
                      <VoucherBadges status={v.status} labels={v.labels} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {pages > 1 && (
            <Pagination total={pages} value={Math.min(page, pages)} onChange={setPage} size="sm" />
          )}
        </>
      )}
    </Stack>
  );
}

/**
 * The promo codes panel of the Finance page (issue 14; the `promotions` path keeps redirecting, spec §2): enter a
 * code (refusals beside the field), the gift credit left, and the list filtered by year, month and day, paged.
 */
export function PromoCodesPanel() {
  const { t } = useTranslation('vouchers');
  const lang = useLanguage();
  const vouchers = useAccountVouchers();
  const can = useCan();
  const credit = (vouchers.data ?? [])
    .filter((v) => v.gift && (v.status === 'active' || v.status === 'upcoming'))
    .reduce((sum, v) => sum + (v.gift?.balanceCents ?? 0), 0);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="promo-codes-title">
      <Stack gap="md">
        <div>
          <Title order={2} fz="h4" id="promo-codes-title">
            {t('panel.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('panel.intro')}
          </Text>
        </div>
        {/* Redeeming a code is finance.write's (issue 33): a Viewer sees the codes and the credit only. */}
        {can('finance.write') && <CodeForm />}
        {credit > 0 && (
          <Paper bg="teal.0" p="sm" radius="md" role="status">
            <Text fw={600} c="teal.9">
              {t('panel.credit', { amount: formatMoney(credit, lang) })}
            </Text>
            <Text size="sm" c="teal.9">
              {t('panel.creditHelp')}
            </Text>
          </Paper>
        )}
        {vouchers.isPending ? <Skeleton h={80} /> : <CodeList vouchers={vouchers.data ?? []} />}
      </Stack>
    </Paper>
  );
}
