import { useMemo, useState } from 'react';
import { Button, Grid, NumberInput, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { useForm } from '@mantine/form';
import 'dayjs/locale/fr';
import '@mantine/dates/styles.css';
import { useTranslation } from 'react-i18next';
import {
  addDays,
  calendarDate,
  FLIGHT_MAX_DAYS_AHEAD,
  formatMessage,
  type TLineItem,
  type TNativeTemplateWithFields,
} from '@portal/domain';
import { Icon } from '../../../components/screen-icons.tsx';
import { useLanguage } from '../../../lib/navigation.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { isApiError } from '../../../lib/http/index.ts';
import { useSettings } from '../../../lib/settings.ts';
import {
  budgetViolations,
  EMPTY_LINE_ITEM,
  forecastRequest,
  formErrors,
  validateLineItem,
  valuesFromLineItem,
  type LineItemContext,
  type LineItemFormValues,
} from '../line-item-form.ts';
import { BudgetPanel } from './BudgetPanel.tsx';
import { ForecastPanel } from './ForecastPanel.tsx';
import { LineItemFlightWarnings } from './FlightWarnings.tsx';
import { FrequencyCapsEditor } from './FrequencyCapsEditor.tsx';
import { SizePicker } from './SizePicker.tsx';
import { ContinueIcon, StepActions, type StepLink } from './StepActions.tsx';

/** Codes of spec §5 and §8 the server answers about the budget: shown beside the impressions. */
const UNITS_CODES = new Set(['BUDGET_TOO_LOW', 'BUDGET_BELOW_MINIMUM']);
const DATE_CODES = new Set(['INVALID_DATES', 'ORDER_ENDED']);

/**
 * The line item step (spec §2): impressions with the live budget and the live availability forecast, flight dates
 * with a date picker (start at 00:00), formats, frequency caps. Every rule of spec §5 is the domain's, checked live and worded as the server words it.
 */
export function LineItemForm({
  orderId,
  lineItem,
  isNative,
  natives,
  readOnly,
  submitLabel,
  back,
  onSubmit,
}: {
  back?: StepLink;
  orderId: number;
  lineItem?: TLineItem;
  isNative: boolean;
  natives: readonly TNativeTemplateWithFields[];
  readOnly: boolean;
  submitLabel: string;
  onSubmit: (values: LineItemFormValues, ctx: LineItemContext) => Promise<unknown>;
}) {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  const { timeZone, minOrderValueCents } = useSettings();
  const ctx: LineItemContext = { orderId, isNative, timeZone };
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const today = calendarDate(new Date(), timeZone);
  const initial = useMemo(
    () =>
      lineItem
        ? valuesFromLineItem(lineItem, timeZone)
        : {
            ...EMPTY_LINE_ITEM,
            startDate: today,
            endDate: addDays(today, 29),
            nativeFormatId: isNative && natives[0] ? String(natives[0].nativeFormatId) : null,
          },
    // The form starts once from the saved line item; later saves reload the screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [lineItem?.id],
  );
  const rules = () => ({ now: new Date(), lang, lastSavedUnits: lineItem?.units, minOrderValueCents });
  const form = useForm<LineItemFormValues>({
    initialValues: initial,
    validate: (values) => validateLineItem(values, ctx, rules()),
    validateInputOnBlur: true,
  });
  const values = form.getValues();
  // Caps and budget are checked as they change: their messages come from the same domain rules.
  const live = validateLineItem(values, ctx, rules());
  const units = Number(values.units) || 0;
  // The impressions field shows its own refusal once checked; until then the budget says it as it changes.
  const budgetError =
    form.errors.units || values.units === ''
      ? undefined
      : budgetViolations(units, ctx, rules()).map((v) => formatMessage(lang, v.code, v.params))[0];
  const capErrors: Record<string, string | undefined> = {};
  for (const [key, message] of Object.entries({ ...live, ...form.errors })) {
    if (key.startsWith('frequencyCaps')) capErrors[key] = String(message);
  }

  const submit = form.onSubmit(async (submitted) => {
    setFailure(null);
    setSaving(true);
    try {
      await onSubmit(submitted, ctx);
    } catch (error) {
      const fields = isApiError(error) ? formErrors(error.fields) : {};
      if (isApiError(error) && UNITS_CODES.has(error.code) && !fields.units) {
        fields.units = formatMessage(lang, error.code, {});
      }
      if (isApiError(error) && DATE_CODES.has(error.code) && Object.keys(fields).length === 0) {
        setFailure(error);
      } else if (Object.keys(fields).length > 0) form.setErrors(fields);
      else setFailure(error);
    } finally {
      setSaving(false);
    }
  });

  const template = natives.find((n) => String(n.nativeFormatId) === values.nativeFormatId);

  return (
    <DatesProvider settings={{ locale: lang, firstDayOfWeek: 0 }}>
      <form onSubmit={submit} noValidate>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
            <Stack gap="lg">
              <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
                <Title order={2} fz="h4" mb="md">
                  {t('lineItem.sections.goal')}
                </Title>
                <Stack gap="md">
                  <NumberInput
                    label={t('lineItem.units.label')}
                    description={t('lineItem.units.description')}
                    withAsterisk
                    min={1}
                    step={1000}
                    allowDecimal={false}
                    allowNegative={false}
                    thousandSeparator={lang === 'fr' ? ' ' : ','}
                    readOnly={readOnly}
                    {...form.getInputProps('units')}
                  />
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    <DatePickerInput
                      label={t('lineItem.dates.start')}
                      description={t('lineItem.dates.startHint')}
                      withAsterisk
                      valueFormat="YYYY-MM-DD"
                      minDate={today}
                      maxDate={addDays(today, FLIGHT_MAX_DAYS_AHEAD)}
                      leftSection={<Icon name="calendar" size={16} />}
                      readOnly={readOnly}
                      {...form.getInputProps('startDate')}
                    />
                    <DatePickerInput
                      label={t('lineItem.dates.end')}
                      description={t('lineItem.dates.endHint')}
                      withAsterisk
                      valueFormat="YYYY-MM-DD"
                      minDate={values.startDate ?? today}
                      maxDate={addDays(today, FLIGHT_MAX_DAYS_AHEAD)}
                      leftSection={<Icon name="calendar" size={16} />}
                      readOnly={readOnly}
                      {...form.getInputProps('endDate')}
                    />
                  </SimpleGrid>
                </Stack>
              </Paper>

              <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
                <Title order={2} fz="h4" mb="md">
                  {t('lineItem.sections.formats')}
                </Title>
                {isNative ? (
                  <Stack gap="xs">
                    <Select
                      label={t('lineItem.native.label')}
                      description={t('lineItem.native.description')}
                      withAsterisk
                      data={natives.map((n) => ({ value: String(n.nativeFormatId), label: n.name }))}
                      allowDeselect={false}
                      readOnly={readOnly}
                      {...form.getInputProps('nativeFormatId')}
                    />
                    {template && (
                      <Text size="sm" c="dimmed">
                        {t('lineItem.native.fields', {
                          fields: template.fields.map((field) => field.label).join(', '),
                        })}
                      </Text>
                    )}
                  </Stack>
                ) : (
                  <SizePicker
                    value={values.sizes}
                    readOnly={readOnly}
                    error={form.errors.sizes as string | undefined}
                    onChange={(sizes) => form.setFieldValue('sizes', sizes)}
                  />
                )}
              </Paper>

              <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
                <Title order={2} fz="h4" mb={4}>
                  {t('frequency.title')}
                </Title>
                <Text size="sm" c="dimmed" mb="md">
                  {t('frequency.description')}
                </Text>
                <FrequencyCapsEditor
                  caps={values.frequencyCaps}
                  errors={capErrors}
                  readOnly={readOnly}
                  onChange={(caps) => form.setFieldValue('frequencyCaps', caps)}
                />
              </Paper>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
            <Stack gap="md">
              <BudgetPanel
                units={units}
                minCents={isNative ? null : minOrderValueCents}
                savedUnits={lineItem?.units ?? null}
                error={budgetError}
                readOnly={readOnly}
                onUnits={(next) => form.setFieldValue('units', next)}
              />
              {!readOnly && (
                <ForecastPanel
                  impressionsCanGoDown={!lineItem}
                  request={forecastRequest(
                    values,
                    ctx,
                    lineItem && { id: lineItem.id, targeting: lineItem.targeting },
                  )}
                />
              )}
              {!readOnly && (
                <LineItemFlightWarnings
                  request={forecastRequest(values, ctx)}
                  units={units}
                  status={lineItem?.status}
                />
              )}
            </Stack>
          </Grid.Col>
        </Grid>
        <Stack mt="lg" gap={0}>
          <FormAlert error={failure} />
          <StepActions back={back}>
            {!readOnly && (
              <Button type="submit" loading={saving} rightSection={<ContinueIcon />}>
                {submitLabel}
              </Button>
            )}
          </StepActions>
        </Stack>
      </form>
    </DatesProvider>
  );
}
