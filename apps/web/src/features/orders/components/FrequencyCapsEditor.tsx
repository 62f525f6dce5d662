import { ActionIcon, Button, Group, NumberInput, Paper, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  durationLimitOf,
  MAX_FREQUENCY_CAPS,
  MAX_IMPRESSIONS_PER_CAP,
  MIN_FREQUENCY_DURATION,
  MIN_IMPRESSIONS_PER_CAP,
  TIME_UNITS,
  type TFrequencyCap,
  type TimeUnit,
} from '@portal/domain';
import { Icon } from '../../../components/screen-icons.tsx';

/** A cap not yet in the list: 3 per day, else per week, per month... (duplicates are refused, spec §5). */
export function nextCap(caps: readonly TFrequencyCap[]): TFrequencyCap {
  const used = new Set(caps.map((cap) => `${cap.timeUnit}:${cap.numTimeUnits}`));
  const unit = (['DAY', 'WEEK', 'MONTH', 'HOUR', 'LIFETIME', 'MINUTE'] as const).find(
    (u) => !used.has(`${u}:1`),
  );
  return { maxImpressions: 3, numTimeUnits: unit ? 1 : 2, timeUnit: unit ?? 'DAY' };
}

/**
 * The frequency caps of a line item (spec §5): at most 10, impressions 1 to 511, a duration within its unit's
 * limit (shown under the field), no duplicate. Errors come from the domain's validateFrequencyCaps, by path.
 */
export function FrequencyCapsEditor({
  caps,
  errors,
  readOnly,
  onChange,
}: {
  caps: TFrequencyCap[];
  errors: Record<string, string | undefined>;
  readOnly?: boolean;
  onChange: (caps: TFrequencyCap[]) => void;
}) {
  const { t } = useTranslation('orders');
  const update = (index: number, patch: Partial<TFrequencyCap>) =>
    onChange(caps.map((cap, i) => (i === index ? { ...cap, ...patch } : cap)));
  const units = TIME_UNITS.map((unit) => ({ value: unit, label: t(`frequency.units.${unit}`) }));
  const listError = errors.frequencyCaps;

  return (
    <Stack gap="sm">
      {caps.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('frequency.none')}
        </Text>
      )}
      {caps.map((cap, index) => {
        const limit = durationLimitOf(cap.timeUnit);
        const fieldError = (field: keyof TFrequencyCap) => errors[`frequencyCaps.${index}.${field}`];
        // The inputs are narrow: they turn red, and the sentences go under the row.
        const rowErrors = [
          fieldError('maxImpressions'),
          fieldError('numTimeUnits'),
          fieldError('timeUnit'),
          errors[`frequencyCaps.${index}`],
        ].filter((message): message is string => Boolean(message));
        const n = index + 1;
        return (
          <Paper
            key={index}
            withBorder
            p="sm"
            radius="md"
            bg="gray.0"
            role="group"
            aria-label={t('frequency.capLabel', { n })}
          >
            <Group align="flex-start" gap="sm" wrap="wrap">
              <NumberInput
                label={t('frequency.maxImpressions')}
                aria-label={t('frequency.maxImpressionsOf', { n })}
                value={cap.maxImpressions}
                min={MIN_IMPRESSIONS_PER_CAP}
                max={MAX_IMPRESSIONS_PER_CAP}
                clampBehavior="none"
                allowDecimal={false}
                allowNegative={false}
                w={130}
                readOnly={readOnly}
                description={t('frequency.maxImpressionsHint', { max: MAX_IMPRESSIONS_PER_CAP })}
                error={Boolean(fieldError('maxImpressions'))}
                onChange={(value) => update(index, { maxImpressions: Number(value) || 0 })}
              />
              <NumberInput
                label={t('frequency.numTimeUnits')}
                aria-label={t('frequency.numTimeUnitsOf', { n })}
                value={cap.numTimeUnits}
                min={MIN_FREQUENCY_DURATION}
                max={limit}
                clampBehavior="none"
                allowDecimal={false}
                allowNegative={false}
                w={130}
                readOnly={readOnly || cap.timeUnit === 'LIFETIME'}
                description={
                  limit !== undefined
                    ? t('frequency.limit', {
                        max: limit,
                        unit: t(`frequency.units.${cap.timeUnit}`).toLocaleLowerCase(),
                      })
                    : t('frequency.noLimit')
                }
                error={Boolean(fieldError('numTimeUnits'))}
                onChange={(value) => update(index, { numTimeUnits: Number(value) || 0 })}
              />
              <Select
                label={t('frequency.timeUnit')}
                aria-label={t('frequency.timeUnitOf', { n })}
                data={units}
                value={cap.timeUnit}
                allowDeselect={false}
                w={150}
                readOnly={readOnly}
                error={Boolean(fieldError('timeUnit'))}
                onChange={(value) => {
                  const timeUnit = (value ?? 'DAY') as TimeUnit;
                  update(index, { timeUnit, ...(timeUnit === 'LIFETIME' ? { numTimeUnits: 1 } : {}) });
                }}
              />
              {!readOnly && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  mt={{ base: 0, xs: 25 }}
                  aria-label={t('frequency.remove', { n })}
                  onClick={() => onChange(caps.filter((_, i) => i !== index))}
                >
                  <Icon name="trash" size={18} />
                </ActionIcon>
              )}
            </Group>
            {rowErrors.map((message) => (
              <Text key={message} size="sm" c="red" mt={6} role="alert">
                {message}
              </Text>
            ))}
          </Paper>
        );
      })}
      {listError && (
        <Text size="sm" c="red" role="alert">
          {listError}
        </Text>
      )}
      {!readOnly && (
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<Icon name="plus" size={16} />}
            disabled={caps.length >= MAX_FREQUENCY_CAPS}
            onClick={() => onChange([...caps, nextCap(caps)])}
          >
            {t('frequency.add')}
          </Button>
          <Text size="sm" c="dimmed">
            {t('frequency.count', { n: caps.length, max: MAX_FREQUENCY_CAPS })}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
