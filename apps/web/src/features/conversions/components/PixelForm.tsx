import { useState } from 'react';
import { Button, Group, NumberInput, Paper, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  CONVERSION_LOOKBACK_DEFAULT_DAYS,
  CONVERSION_LOOKBACK_MAX_DAYS,
  CONVERSION_LOOKBACK_MIN_DAYS,
  ZConversionPixelInputSchema,
  ZConversionTypeSchema,
  type TConversionPixelInput,
} from '@portal/domain';
import { LinkTo, useLanguage } from '../../../lib/navigation.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { domainResolver } from '../../../lib/form-validation.ts';
import { isApiError } from '../../../lib/http/index.ts';

export interface PixelValues {
  name: string;
  type: TConversionPixelInput['type'];
  impressionsLookbackDays: number | string;
  clicksLookbackDays: number | string;
}

export const NEW_PIXEL: PixelValues = {
  name: '',
  type: 'page_views',
  impressionsLookbackDays: CONVERSION_LOOKBACK_DEFAULT_DAYS,
  clicksLookbackDays: CONVERSION_LOOKBACK_DEFAULT_DAYS,
};

/** A name the advertiser already gave a pixel (issue 28: unique per advertiser, as audience names are). */
const NAME_CODES = new Set(['CONVERSION_NAME_NOT_UNIQUE']);

function toInput(values: PixelValues): Record<keyof PixelValues, unknown> {
  const num = (v: number | string) => (v === '' ? undefined : v);
  return {
    name: values.name,
    type: values.type,
    impressionsLookbackDays: num(values.impressionsLookbackDays),
    clicksLookbackDays: num(values.clicksLookbackDays),
  };
}

/**
 * A conversion pixel's settings (spec §3, §5): name (required), what it counts, and the post-view and post-click
 * windows (1–30 days). The domain's rules check it in the browser; the server's refusal shows beside its field.
 */
export function PixelForm({
  initial,
  submitLabel,
  onSave,
}: {
  initial: PixelValues;
  submitLabel: string;
  onSave: (input: TConversionPixelInput) => Promise<unknown>;
}) {
  const { t } = useTranslation('audiences');
  const lang = useLanguage();
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const resolve = domainResolver(ZConversionPixelInputSchema, lang, {
    name: t('conversions.form.name'),
    impressionsLookbackDays: t('conversions.form.impressionsLookbackDays'),
    clicksLookbackDays: t('conversions.form.clicksLookbackDays'),
  });
  const form = useForm<PixelValues>({
    initialValues: initial,
    validate: (values) => resolve(toInput(values)),
    validateInputOnBlur: ['name'],
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    setSaving(true);
    try {
      await onSave(ZConversionPixelInputSchema.parse(toInput(values)));
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (isApiError(error) && NAME_CODES.has(error.code)) fields.name = errorMessage(error, t);
      if (Object.keys(fields).length > 0) form.setErrors(fields);
      else setFailure(error);
    } finally {
      setSaving(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <TextInput
            label={t('conversions.form.name')}
            description={t('conversions.form.nameHelp')}
            withAsterisk
            maxLength={255}
            {...form.getInputProps('name')}
          />
          <Radio.Group label={t('conversions.form.type')} withAsterisk {...form.getInputProps('type')}>
            <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs">
              {ZConversionTypeSchema.options.map((type) => (
                <Radio.Card
                  key={type}
                  value={type}
                  p="md"
                  radius="md"
                  aria-label={t(`conversions.types.${type}`)}
                >
                  <Group wrap="nowrap" align="flex-start" gap="sm">
                    <Radio.Indicator />
                    <Stack gap={2}>
                      <Text fw={600} size="sm">
                        {t(`conversions.types.${type}`)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t(`conversions.typeHelp.${type}`)}
                      </Text>
                    </Stack>
                  </Group>
                </Radio.Card>
              ))}
            </SimpleGrid>
          </Radio.Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <NumberInput
              label={t('conversions.form.impressionsLookbackDays')}
              description={t('conversions.form.impressionsHelp')}
              withAsterisk
              min={CONVERSION_LOOKBACK_MIN_DAYS}
              max={CONVERSION_LOOKBACK_MAX_DAYS}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              {...form.getInputProps('impressionsLookbackDays')}
            />
            <NumberInput
              label={t('conversions.form.clicksLookbackDays')}
              description={t('conversions.form.clicksHelp')}
              withAsterisk
              min={CONVERSION_LOOKBACK_MIN_DAYS}
              max={CONVERSION_LOOKBACK_MAX_DAYS}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              {...form.getInputProps('clicksLookbackDays')}
            />
          </SimpleGrid>
          <FormAlert error={failure} />
        </Stack>
      </Paper>
      <Group justify="space-between" mt="lg" gap="sm">
        <Button component={LinkTo} name="hub.conversions.index" variant="subtle" color="gray" px={0}>
          {t('backToList')}
        </Button>
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}
