import {
  Alert,
  Button,
  Checkbox,
  Group,
  Input,
  Modal,
  NumberInput,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm, type GetInputPropsReturnType } from '@mantine/form';
import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import {
  canAdminister,
  formatMoney,
  toFieldErrors,
  ZVoucherCreateRequestSchema,
  ZVoucherUpdateRequestSchema,
  type TAdminVoucher,
  type TVoucherCreateRequest,
  type TVoucherUpdateRequest,
} from '@portal/domain';
import { Icon } from '../../../app/layout/icons.tsx';
import { useLanguage } from '../../../app/navigation.tsx';
import { DateField } from '../../../app/ui/DateField.tsx';
import { StaffGate } from '../../../app/ui/StaffGate.tsx';
import { FormAlert } from '../../../app/ui/FormAlert.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { firstMessages } from '../../../lib/form-errors.ts';
import { useAdminVouchers, useCreateVoucher, useUpdateVoucher } from '../api.ts';
import { VoucherBadges } from '../components/VoucherBadges.tsx';

export const namespaces = ['vouchers', 'errors'];

interface Values {
  code: string;
  campaign: string;
  type: 'DISCOUNT_VOUCHER' | 'GIFT_VOUCHER';
  discountType: 'AMOUNT' | 'PERCENT';
  /** Dollars for AMOUNT, percent for PERCENT. */
  value: number | string;
  /** Dollars. */
  giftAmount: number | string;
  start_date: string;
  expiration: string;
  maxRedemptions: number | string;
  singleUse: boolean;
}

const cents = (dollars: number | string) => (dollars === '' ? null : Math.round(Number(dollars) * 100));

/** The form's values as POST /admin/vouchers takes them (amounts in cents). */
function toRequest(v: Values): TVoucherCreateRequest {
  const discount = v.type === 'DISCOUNT_VOUCHER' && v.value !== '';
  return {
    code: v.code,
    campaign: v.campaign,
    type: v.type,
    discount: discount
      ? { type: v.discountType, value: v.discountType === 'AMOUNT' ? cents(v.value)! : Number(v.value) }
      : null,
    giftAmountCents: v.type === 'GIFT_VOUCHER' ? cents(v.giftAmount) : null,
    singleUse: v.type === 'DISCOUNT_VOUCHER' && v.singleUse,
    start_date: v.start_date || null,
    expiration: v.expiration || null,
    maxRedemptions: v.maxRedemptions === '' ? null : Number(v.maxRedemptions),
  };
}

/** Request fields to the form's fields. */
const FIELD: Record<string, string> = { 'discount.value': 'value', giftAmountCents: 'giftAmount' };

/** A code's validity and limit, the same on creation and change: start, end, accounts at most. */
function LimitFields({
  form,
}: {
  form: { getInputProps: (path: 'start_date' | 'expiration' | 'maxRedemptions') => GetInputPropsReturnType };
}) {
  const { t } = useTranslation('vouchers');
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <DateField label={t('admin.start')} {...form.getInputProps('start_date')} />
      <DateField label={t('admin.expiration')} {...form.getInputProps('expiration')} />
      <NumberInput
        label={t('admin.maxRedemptions')}
        description={t('admin.maxRedemptionsHelp')}
        min={1}
        allowDecimal={false}
        {...form.getInputProps('maxRedemptions')}
      />
    </SimpleGrid>
  );
}

function CreateForm() {
  const { t } = useTranslation(['vouchers', 'errors']);
  const lang = useLanguage();
  const create = useCreateVoucher();
  const labels: Record<string, string> = {
    code: t('admin.code'),
    'discount.value': t('admin.amount'),
    giftAmountCents: t('admin.giftAmount'),
    expiration: t('admin.expiration'),
    maxRedemptions: t('admin.maxRedemptions'),
  };
  const form = useForm<Values>({
    initialValues: {
      code: '',
      campaign: '',
      type: 'DISCOUNT_VOUCHER',
      discountType: 'PERCENT',
      value: '',
      giftAmount: '',
      start_date: '',
      expiration: '',
      maxRedemptions: '',
      singleUse: false,
    },
    validate: (values) => {
      const result = ZVoucherCreateRequestSchema.safeParse(toRequest(values));
      if (result.success) return {};
      const fields = toFieldErrors(result.error, lang, { label: (path) => labels[path.join('.')] });
      return firstMessages(Object.fromEntries(Object.entries(fields).map(([k, m]) => [FIELD[k] ?? k, m])));
    },
  });
  const submit = form.onSubmit((values) =>
    create.mutate(toRequest(values), {
      onSuccess: (voucher) => {
        notifications.show({ color: 'teal', message: t('admin.created', { code: voucher.code }) });
        form.reset();
      },
      onError: (error) => {
        if ((error as { code?: string }).code === 'VOUCHER_CODE_NOT_UNIQUE')
          form.setFieldError('code', errorMessage(error, t));
      },
    }),
  );
  const isGift = form.values.type === 'GIFT_VOUCHER';
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {create.error && (create.error as { code?: string }).code !== 'VOUCHER_CODE_NOT_UNIQUE' && (
          <FormAlert error={create.error} />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('admin.code')}
            description={t('admin.codeHelp')}
            required
            autoCapitalize="characters"
            spellCheck={false}
            {...form.getInputProps('code')}
          />
          <TextInput label={t('admin.campaign')} {...form.getInputProps('campaign')} />
        </SimpleGrid>
        <div>
          <Input.Label id="voucher-type-label" display="block" mb={4}>
            {t('admin.type')}
          </Input.Label>
          <SegmentedControl
            aria-labelledby="voucher-type-label"
            data={[
              { value: 'DISCOUNT_VOUCHER', label: t('type.DISCOUNT_VOUCHER') },
              { value: 'GIFT_VOUCHER', label: t('type.GIFT_VOUCHER') },
            ]}
            {...form.getInputProps('type')}
          />
        </div>
        {isGift ? (
          <NumberInput
            label={t('admin.giftAmount')}
            required
            min={0}
            decimalScale={2}
            maw={260}
            {...form.getInputProps('giftAmount')}
          />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <div>
              <Input.Label id="voucher-discount-label" display="block" mb={4}>
                {t('admin.discountType')}
              </Input.Label>
              <SegmentedControl
                aria-labelledby="voucher-discount-label"
                data={[
                  { value: 'PERCENT', label: '%' },
                  { value: 'AMOUNT', label: '$' },
                ]}
                {...form.getInputProps('discountType')}
              />
            </div>
            <NumberInput
              label={form.values.discountType === 'PERCENT' ? t('admin.percent') : t('admin.amount')}
              required
              min={0}
              decimalScale={form.values.discountType === 'PERCENT' ? 0 : 2}
              {...form.getInputProps('value')}
            />
          </SimpleGrid>
        )}
        <LimitFields form={form} />
        {!isGift && (
          <Checkbox label={t('admin.singleUse')} {...form.getInputProps('singleUse', { type: 'checkbox' })} />
        )}
        <Group>
          <Button type="submit" loading={create.isPending} leftSection={<Icon name="plus" size={18} />}>
            {t('admin.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface EditValues {
  campaign: string;
  start_date: string | null;
  expiration: string | null;
  maxRedemptions: number | string;
}

const toUpdate = (voucher: TAdminVoucher, v: EditValues): TVoucherUpdateRequest => ({
  campaign: v.campaign,
  start_date: v.start_date || null,
  expiration: v.expiration || null,
  maxRedemptions: v.maxRedemptions === '' ? null : Number(v.maxRedemptions),
  active: voucher.active,
});

/** What staff may change on a code (PUT /admin/vouchers/{code}): its campaign, dates and limit; what it gives stays. */
function EditForm({ voucher, onDone }: { voucher: TAdminVoucher; onDone: () => void }) {
  const { t } = useTranslation(['vouchers', 'errors']);
  const lang = useLanguage();
  const update = useUpdateVoucher();
  const labels: Record<string, string> = {
    expiration: t('admin.expiration'),
    maxRedemptions: t('admin.maxRedemptions'),
  };
  const form = useForm<EditValues>({
    initialValues: {
      campaign: voucher.campaign,
      start_date: voucher.start_date,
      expiration: voucher.expiration,
      maxRedemptions: voucher.maxRedemptions ?? '',
    },
    validate: (values) => {
      const result = ZVoucherUpdateRequestSchema.safeParse(toUpdate(voucher, values));
      if (result.success) return {};
      return firstMessages(toFieldErrors(result.error, lang, { label: (path) => labels[path.join('.')] }));
    },
  });
  const submit = form.onSubmit((values) =>
    update.mutate(
      { code: voucher.code, ...toUpdate(voucher, values) },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('admin.updated', { code: voucher.code }) });
          onDone();
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {update.error && <FormAlert error={update.error} />}
        <Text size="sm" c="dimmed">
          {t('admin.editHelp')}
        </Text>
        <TextInput label={t('admin.campaign')} {...form.getInputProps('campaign')} />
        <LimitFields form={form} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('admin.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('admin.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Edit({ voucher }: { voucher: TAdminVoucher }) {
  const { t } = useTranslation('vouchers');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="xs"
        variant="default"
        aria-label={t('admin.actionLabel', { action: t('admin.edit'), code: voucher.code })}
        onClick={() => setOpen(true)}
      >
        {t('admin.edit')}
      </Button>
      <Modal
        size="lg"
        opened={open}
        onClose={() => setOpen(false)}
        title={t('admin.editTitle', { code: voucher.code })}
      >
        {open && <EditForm voucher={voucher} onDone={() => setOpen(false)} />}
      </Modal>
    </>
  );
}

function Toggle({ voucher }: { voucher: TAdminVoucher }) {
  const { t } = useTranslation(['vouchers', 'errors']);
  const update = useUpdateVoucher();
  const action = voucher.active ? t('admin.deactivate') : t('admin.reactivate');
  return (
    <Button
      size="xs"
      variant="light"
      color={voucher.active ? 'red' : 'teal'}
      loading={update.isPending}
      aria-label={t('admin.actionLabel', { action, code: voucher.code })}
      onClick={() =>
        update.mutate(
          {
            code: voucher.code,
            campaign: voucher.campaign,
            start_date: voucher.start_date,
            expiration: voucher.expiration,
            maxRedemptions: voucher.maxRedemptions,
            active: !voucher.active,
          },
          {
            onSuccess: () =>
              notifications.show({
                color: 'teal',
                message: t(voucher.active ? 'admin.deactivated' : 'admin.reactivated', {
                  code: voucher.code,
                }),
              }),
            onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t) }),
          },
        )
      }
    >
      {action}
    </Button>
  );
}

function VoucherList() {
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
  const validity = (v: TAdminVoucher) =>
    v.start_date && v.expiration
      ? t('validity.range', { start: v.start_date, end: v.expiration })
      : v.start_date
        ? t('validity.from', { start: v.start_date })
        : v.expiration
          ? t('validity.until', { end: v.expiration })
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
              <Edit voucher={v} />
              <Toggle voucher={v} />
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
                    <Edit voucher={v} />
                    <Toggle voucher={v} />
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

/** Staff's promo codes (issue 14, admins only): create a code, see every code with its use, change or deactivate one. */
export function Component() {
  const { t } = useTranslation('vouchers');
  return (
    <StaffGate
      allow={canAdminister}
      title={t('admin.forbiddenTitle')}
      text={t('admin.forbiddenText')}
      back={t('admin.back')}
    >
      <Stack gap="lg">
        <Alert variant="light" color="brand" icon={<Icon name="info" size={18} />}>
          {t('admin.intro')}
        </Alert>
        <Paper
          withBorder
          p={{ base: 'md', sm: 'lg' }}
          component="section"
          aria-labelledby="new-voucher-title"
        >
          <Title order={2} fz="h4" mb="md" id="new-voucher-title">
            {t('admin.createTitle')}
          </Title>
          <CreateForm />
        </Paper>
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="vouchers-title">
          <Title order={2} fz="h4" mb="md" id="vouchers-title">
            {t('admin.listTitle')}
          </Title>
          <VoucherList />
        </Paper>
      </Stack>
    </StaffGate>
  );
}
