import { useState } from 'react';
import { Button, Paper, Radio, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ZOrderUpdateRequestSchema, type TOrderType } from '@portal/domain';
import { useLanguage } from '../../../lib/navigation.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { domainResolver } from '../../../lib/form-validation.ts';
import { isApiError } from '../../../lib/http/index.ts';
import { ContinueIcon, StepActions, type StepLink } from './StepActions.tsx';

export interface OrderDetailsValues {
  name: string;
  notes: string;
  typeName: TOrderType['name'];
}

/** Codes of spec §8 that belong beside the name (campaign names are unique per advertiser, spec §5). */
const NAME_CODES = new Set(['ORDER_NOT_UNIQUE']);

/**
 * The details step (spec §2): the campaign's type (standard or native, chosen once), name (required, unique) and
 * notes. The domain's request schema checks it in the browser; the server's refusal shows beside its field.
 */
export function OrderDetailsForm({
  initial,
  types,
  chooseType,
  readOnly = false,
  submitLabel,
  back,
  onSubmit,
}: {
  back?: StepLink;
  initial: OrderDetailsValues;
  types: readonly TOrderType[];
  chooseType: boolean;
  readOnly?: boolean;
  submitLabel: string;
  onSubmit: (values: OrderDetailsValues) => Promise<unknown>;
}) {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  // Errors name the field by its label (issue 31 §25: "Le champ Nom de la campagne", not "Le champ Nom").
  const resolve = domainResolver(ZOrderUpdateRequestSchema, lang, {
    name: t('details.name.label'),
    notes: t('details.notes.label'),
  });
  const form = useForm<OrderDetailsValues>({
    initialValues: initial,
    validate: (values) => resolve({ name: values.name, notes: values.notes }),
    validateInputOnBlur: ['name'],
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    setSaving(true);
    try {
      await onSubmit({ ...values, name: values.name.trim(), notes: values.notes.trim() });
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
          {chooseType && (
            <Radio.Group
              label={t('details.type.label')}
              description={t('details.type.description')}
              withAsterisk
              {...form.getInputProps('typeName')}
            >
              <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
                {types.map((type) => (
                  <Radio.Card
                    key={type.name}
                    value={type.name}
                    p="md"
                    radius="md"
                    disabled={readOnly}
                    aria-label={t(`details.type.${type.name}.title`)}
                  >
                    <Stack gap={4}>
                      <Radio.Indicator />
                      <Text fw={600}>{t(`details.type.${type.name}.title`)}</Text>
                      <Text size="sm" c="dimmed">
                        {t(`details.type.${type.name}.text`)}
                      </Text>
                    </Stack>
                  </Radio.Card>
                ))}
              </SimpleGrid>
            </Radio.Group>
          )}
          <TextInput
            label={t('details.name.label')}
            description={t('details.name.description')}
            withAsterisk
            maxLength={255}
            readOnly={readOnly}
            {...form.getInputProps('name')}
          />
          <Textarea
            label={t('details.notes.label')}
            description={t('details.notes.description')}
            autosize
            minRows={3}
            maxLength={2000}
            readOnly={readOnly}
            {...form.getInputProps('notes')}
          />
          <FormAlert error={failure} />
        </Stack>
      </Paper>
      <StepActions back={back}>
        {!readOnly && (
          <Button type="submit" loading={saving} rightSection={<ContinueIcon />}>
            {submitLabel}
          </Button>
        )}
      </StepActions>
    </form>
  );
}
