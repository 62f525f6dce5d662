import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MONTHS, type PeriodFilter as TPeriodFilter } from '@portal/domain';

/** The year and month filters of the invoice and metric lists (spec §2): months 01 to 12; empty means all. */
export function PeriodFilter({
  years,
  value,
  onChange,
}: {
  years: string[];
  value: TPeriodFilter;
  onChange: (value: TPeriodFilter) => void;
}) {
  const { t } = useTranslation('finances');
  return (
    <Group gap="sm" wrap="wrap">
      <Select
        label={t('filters.year')}
        placeholder={t('filters.all')}
        data={years}
        value={value.year || null}
        onChange={(year) => onChange({ ...value, year: year ?? '' })}
        clearable
        w={140}
      />
      <Select
        label={t('filters.month')}
        placeholder={t('filters.all')}
        data={[...MONTHS]}
        value={value.month || null}
        onChange={(month) => onChange({ ...value, month: month ?? '' })}
        clearable
        w={140}
      />
    </Group>
  );
}
