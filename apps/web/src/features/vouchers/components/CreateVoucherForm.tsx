import {
  Button,
  Checkbox,
  Group,
  Input,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { toFieldErrors, ZVoucherCreateRequestSchema, type TVoucherCreateRequest } from '@portal/domain';
import { Icon } from '../../../components/icons.tsx';
import { useLanguage } from '../../../lib/navigation.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { firstMessages } from '../../../lib/form-errors.ts';
import { useCreateVoucher } from '../api.ts';
import { VoucherLimitFields } from './VoucherLimitFields.tsx';

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

/** A new promo code (POST /admin/vouchers): what it gives, its validity and its limit. */
export function CreateVoucherForm() {
  const { t } = useTranslation(['vouchers', 'errors']);
  const lang = useLanguage();
  const create = useCreateVoucher();
  // The discount's field is named as the form shows it: a percentage or an amount (issue 31 §20).
  const labelsFor = (values: Values): Record<string, string> => ({
    code: t('admin.code'),
    'discount.value': values.discountType === 'PERCENT' ? t('admin.percent') : t('admin.amount'),
    giftAmountCents: t('admin.giftAmount'),
    expiration: t('admin.expiration'),
    maxRedemptions: t('admin.maxRedemptions'),
  });
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
      const labels = labelsFor(values);
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
        <VoucherLimitFields form={form} />
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
