import { useState } from 'react';
import {
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  SEGMENT_MEMBERSHIP_DAYS_DEFAULT,
  SEGMENT_MEMBERSHIP_DAYS_MAX,
  SEGMENT_MEMBERSHIP_DAYS_MIN,
  SEGMENT_PAGE_VIEWS_DEFAULT,
  SEGMENT_PAGE_VIEWS_MAX,
  SEGMENT_PAGE_VIEWS_MIN,
  ZPersonalizedSegmentInputSchema,
  SEGMENT_NAME_PLACEHOLDER_KEY,
  placeholderText,
  type TPersonalizedSegmentInput,
} from '@portal/domain';
import { LinkTo, useLanguage } from '../../../lib/navigation.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { domainResolver } from '../../../lib/form-validation.ts';
import { isApiError } from '../../../lib/http/index.ts';

export interface SegmentValues {
  name: string;
  description: string;
  pageViews: number | string;
  membershipExpirationDays: number | string;
}

export const NEW_SEGMENT: SegmentValues = {
  name: '',
  description: '',
  pageViews: SEGMENT_PAGE_VIEWS_DEFAULT,
  membershipExpirationDays: SEGMENT_MEMBERSHIP_DAYS_DEFAULT,
};

/** Codes of spec §8 that belong beside the name (audience names are unique per advertiser, spec §5). */
const NAME_CODES = new Set(['AUDIENCE_NAME_NOT_UNIQUE']);

/** What the form sends: NumberInput leaves '' when emptied, which the rule refuses as missing. */
function toInput(values: SegmentValues): Record<keyof SegmentValues, unknown> {
  const num = (v: number | string) => (v === '' ? undefined : v);
  return {
    name: values.name,
    description: values.description,
    pageViews: num(values.pageViews),
    membershipExpirationDays: num(values.membershipExpirationDays),
  };
}

/**
 * The audience detail step (spec §2 "Segment edit has two steps"): name (required, unique), description, page views
 * (1–12) and membership duration (1–540 days). The domain's rules check it in the browser, the server's refusal shows
 * beside its field. Save keeps the user here; Save and generate tag goes on to the tag.
 */
export function SegmentForm({
  initial,
  onSave,
}: {
  initial: SegmentValues;
  onSave: (input: TPersonalizedSegmentInput, next: 'stay' | 'tag') => Promise<unknown>;
}) {
  const { t } = useTranslation('audiences');
  const lang = useLanguage();
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState<'stay' | 'tag' | null>(null);
  const resolve = domainResolver(ZPersonalizedSegmentInputSchema, lang, {
    name: t('segments.form.name'),
    description: t('segments.form.description'),
    pageViews: t('segments.form.pageViews'),
    membershipExpirationDays: t('segments.form.membershipExpirationDays'),
  });
  const form = useForm<SegmentValues>({
    initialValues: initial,
    validate: (values) => resolve(toInput(values)),
    validateInputOnBlur: ['name'],
  });

  const save = (next: 'stay' | 'tag') =>
    form.onSubmit(async (values) => {
      setFailure(null);
      setSaving(next);
      try {
        await onSave(ZPersonalizedSegmentInputSchema.parse(toInput(values)), next);
      } catch (error) {
        const fields = serverFieldErrors(error);
        if (isApiError(error) && NAME_CODES.has(error.code)) fields.name = errorMessage(error, t);
        if (Object.keys(fields).length > 0) form.setErrors(fields);
        else setFailure(error);
      } finally {
        setSaving(null);
      }
    });

  return (
    <form onSubmit={save('stay')} noValidate>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <TextInput
            label={t('segments.form.name')}
            description={t('segments.form.nameHelp')}
            placeholder={placeholderText(lang, SEGMENT_NAME_PLACEHOLDER_KEY.split('.')[1])}
            withAsterisk
            maxLength={255}
            {...form.getInputProps('name')}
          />
          <Textarea
            label={t('segments.form.description')}
            description={t('segments.form.descriptionHelp')}
            autosize
            minRows={2}
            maxLength={1000}
            {...form.getInputProps('description')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <NumberInput
              label={t('segments.form.pageViews')}
              description={t('segments.form.pageViewsHelp')}
              withAsterisk
              min={SEGMENT_PAGE_VIEWS_MIN}
              max={SEGMENT_PAGE_VIEWS_MAX}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              {...form.getInputProps('pageViews')}
            />
            <NumberInput
              label={t('segments.form.membershipExpirationDays')}
              description={t('segments.form.membershipHelp')}
              withAsterisk
              min={SEGMENT_MEMBERSHIP_DAYS_MIN}
              max={SEGMENT_MEMBERSHIP_DAYS_MAX}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              {...form.getInputProps('membershipExpirationDays')}
            />
          </SimpleGrid>
          <FormAlert error={failure} />
          {isApiError(failure) && failure.code === 'QUOTA_EXCEEDED' && (
            // Spec §8's "Exceeded quota: retry" alone does not say what makes room (issue 28).
            <Text size="sm">{t('segments.form.quotaHelp')}</Text>
          )}
        </Stack>
      </Paper>
      <Group justify="space-between" mt="lg" gap="sm">
        <Button component={LinkTo} name="hub.segments.index" variant="subtle" color="gray" px={0}>
          {t('backToList')}
        </Button>
        <Group gap="sm">
          <Button type="submit" variant="default" loading={saving === 'stay'} disabled={saving === 'tag'}>
            {t('segments.form.save')}
          </Button>
          <Button
            type="button"
            loading={saving === 'tag'}
            disabled={saving === 'stay'}
            onClick={() => save('tag')()}
          >
            {t('segments.form.saveAndTag')}
          </Button>
        </Group>
      </Group>
    </form>
  );
}
