import { NumberInput, SimpleGrid } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/DateField.tsx';

/** A code's validity and limit, the same on creation and change: start, end, accounts at most. */
export function VoucherLimitFields({
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
