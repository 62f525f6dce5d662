import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Grid,
  Group,
  Image,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  fieldLabel,
  formatMessage,
  formatSize,
  NATIVE_DEFAULT_SIZE,
  parseSize,
  ZCreativeCreateFieldsSchema,
  type TCreative,
  type TNativeTemplateWithFields,
  displaySize,
} from '@portal/domain';
import { Icon } from '../../../components/screen-icons.tsx';
import { pathFor } from '../../../lib/routes.ts';
import { useLanguage } from '../../../lib/navigation.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { NativeAd } from '../../../components/NativeAd.tsx';
import { firstMessages } from '../../../lib/form-errors.ts';
import { domainResolver } from '../../../lib/form-validation.ts';
import { isApiError } from '../../../lib/http/index.ts';
import type { CreativeFields } from '../api/creatives.ts';
import { fileProblems, type PickedFile } from '../creative-file.ts';
import { CreativeFileField } from './CreativeFileField.tsx';
import { ContinueIcon, StepActions, type StepLink } from './StepActions.tsx';

export interface CreativeFormValues {
  name: string;
  destinationUrl: string;
  size: string;
  title: string;
  text: string;
  adContentTitle: string;
  prefixText: string;
}

type NativeField = 'title' | 'text' | 'adContentTitle' | 'prefixText';
const NATIVE_TEXT_FIELDS: readonly NativeField[] = ['title', 'text', 'adContentTitle', 'prefixText'];

/**
 * A new creative (spec §3, §5, §7): name, destination, size and source file, all required and marked with an
 * asterisk; for a native line item, the template's fields with a live preview. Checked by the domain's schema and
 * file rules; the server's field errors (400 CREATIVE_ERROR) land beside their fields. With `creative`, the form
 * edits it: its values to start with, its size fixed, and its file kept unless another one is chosen.
 */
export function CreativeForm({
  orderId,
  lineItemId,
  sizes,
  initialSize,
  template,
  creative,
  back,
  onSubmit,
}: {
  creative?: TCreative;
  orderId: number;
  lineItemId: number;
  sizes: string[];
  initialSize?: string;
  template?: TNativeTemplateWithFields;
  back: StepLink;
  onSubmit: (
    fields: CreativeFields,
    asset: File | null,
    onProgress: (fraction: number) => void,
  ) => Promise<unknown>;
}) {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  const [picked, setPicked] = useState<PickedFile | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const native = Boolean(template);
  const takesFile = native ? Boolean(template?.fields.some((field) => field.name === 'asset')) : true;
  // A creative being edited keeps its file: a new one is then optional.
  const needsFile = takesFile && !creative?.assetUrl;
  const nativeFields = template?.fields.filter((field): field is typeof field & { name: NativeField } =>
    (NATIVE_TEXT_FIELDS as readonly string[]).includes(field.name),
  );
  const resolve = domainResolver(ZCreativeCreateFieldsSchema, lang);
  const form = useForm<CreativeFormValues>({
    initialValues: {
      name: creative?.name ?? '',
      destinationUrl: creative?.destinationUrl ?? '',
      size: creative
        ? formatSize(creative.size)
        : native
          ? formatSize(template?.size ?? NATIVE_DEFAULT_SIZE)
          : (initialSize ?? sizes[0] ?? ''),
      title: creative?.title ?? '',
      text: creative?.text ?? '',
      adContentTitle: creative?.adContentTitle ?? '',
      prefixText: creative?.prefixText ?? '',
    },
    validateInputOnBlur: true,
    validate: (values) => {
      const errors: Record<string, string> = resolve({ ...values, orderId, lineItemId });
      for (const field of nativeFields ?? []) {
        const value = values[field.name].trim();
        if (field.required && !value) {
          errors[field.name] = formatMessage(lang, 'required', { field: field.label });
        } else if (field.maxLength && value.length > field.maxLength) {
          errors[field.name] = formatMessage(lang, 'max', { field: field.label, length: field.maxLength });
        }
      }
      return errors;
    },
  });
  const values = form.getValues();
  const expected = native ? undefined : parseSize(values.size);
  const problems = picked ? fileProblems(picked, expected, lang) : [];
  const [fileError, setFileError] = useState<string | undefined>();
  const shownFileError = problems[0] ?? fileError;

  const submit = form.onSubmit(async (submitted) => {
    setFailure(null);
    if (needsFile && !picked) {
      setFileError(formatMessage(lang, 'required', { field: fieldLabel(lang, 'asset') }));
      return;
    }
    if (problems.length > 0) return;
    const fields: CreativeFields = {
      orderId,
      lineItemId,
      name: submitted.name.trim(),
      destinationUrl: submitted.destinationUrl.trim(),
      size: submitted.size,
    };
    if (template) {
      for (const field of NATIVE_TEXT_FIELDS) fields[field] = submitted[field].trim() || undefined;
      fields.nativeStyleId = template.nativeStyleId;
      fields.nativeFormatId = template.nativeFormatId;
    }
    setProgress(0);
    try {
      await onSubmit(fields, picked?.file ?? null, setProgress);
    } catch (error) {
      setProgress(null);
      const serverFields = isApiError(error) ? firstMessages(error.fields) : {};
      if (serverFields.asset) setFileError(serverFields.asset);
      // Spec §8: a 400 with field errors puts them on the form; any other failure is the general error.
      if (Object.keys(serverFields).length > 0) form.setErrors(serverFields);
      else setFailure(error);
    }
  });

  const previewParams = new URLSearchParams(
    Object.entries({
      title: values.title,
      text: values.text,
      adContentTitle: values.adContentTitle,
      prefixText: values.prefixText,
      size: values.size,
    }).filter(([, value]) => value),
  );
  // An image template's preview keeps the image's place, empty until a file is chosen.
  if (takesFile) previewParams.set('image', picked?.url ?? creative?.assetUrl ?? '');
  const sending = progress !== null;

  const fieldsColumn = (
    <Stack gap="md">
      <TextInput
        label={t('creatives.form.name')}
        withAsterisk
        maxLength={255}
        {...form.getInputProps('name')}
      />
      <TextInput
        label={t('creatives.form.destination')}
        description={t('creatives.form.destinationHint')}
        placeholder={t('creatives.form.destinationPlaceholder')}
        withAsterisk
        type="url"
        {...form.getInputProps('destinationUrl')}
      />
      {!native && (
        <Select
          label={t('creatives.form.size')}
          withAsterisk
          data={(creative ? [values.size] : sizes).map((size) => ({
            value: size,
            label: displaySize(size),
          }))}
          allowDeselect={false}
          disabled={Boolean(creative)}
          description={creative ? t('creatives.form.sizeFixed') : undefined}
          {...form.getInputProps('size')}
        />
      )}
      {nativeFields?.map((field) =>
        field.name === 'text' ? (
          <Textarea
            key={field.name}
            label={field.label}
            withAsterisk={field.required}
            autosize
            minRows={2}
            description={
              field.maxLength
                ? t('creatives.form.chars', { n: values.text.length, max: field.maxLength })
                : undefined
            }
            {...form.getInputProps(field.name)}
          />
        ) : (
          <TextInput
            key={field.name}
            label={field.label}
            withAsterisk={field.required}
            description={
              field.maxLength
                ? t('creatives.form.chars', { n: values[field.name].length, max: field.maxLength })
                : undefined
            }
            {...form.getInputProps(field.name)}
          />
        ),
      )}
      {takesFile && creative?.assetUrl && !picked && (
        <Group gap="sm" wrap="nowrap" align="center">
          <Image
            src={creative.assetUrl}
            alt={t('creatives.thumbnailAlt', { name: creative.name })}
            maw={160}
            mah={120}
            w="auto"
            fit="contain"
          />
          <div>
            <Text size="sm" fw={500}>
              {t('creatives.form.currentFile')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('creatives.form.keepFile')}
            </Text>
          </div>
        </Group>
      )}
      {takesFile && (
        <CreativeFileField
          required={needsFile}
          picked={picked}
          expected={expected}
          error={shownFileError}
          progress={progress}
          disabled={sending}
          onPick={(next) => {
            setFileError(undefined);
            setPicked(next);
          }}
        />
      )}
    </Stack>
  );

  return (
    <form onSubmit={submit} noValidate>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: native ? 7 : 12 }}>
          <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
            {fieldsColumn}
          </Paper>
        </Grid.Col>
        {native && template && (
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
              <Title order={2} fz="h5" mb="sm">
                {t('creatives.native.preview')}
              </Title>
              <NativeAd
                label={t('creatives.native.previewLabel')}
                width={template.size.width}
                height={template.size.height}
                content={{
                  ...values,
                  imageUrl: takesFile ? (picked?.url ?? creative?.assetUrl ?? null) : undefined,
                }}
                placeholders={{
                  title: t('creatives.native.placeholders.title'),
                  text: t('creatives.native.placeholders.text'),
                  adContentTitle: t('creatives.native.placeholders.adContentTitle'),
                  prefixText: t('creatives.native.placeholders.prefixText'),
                }}
              />
              <Anchor
                href={`${pathFor('preview.native', lang)}?${previewParams.toString()}`}
                target="_blank"
                rel="noopener"
                size="sm"
                mt="sm"
                display="inline-flex"
                style={{ alignItems: 'center', gap: 4 }}
              >
                {t('creatives.native.openPreview')} <Icon name="external" size={14} />
              </Anchor>
              <Text size="xs" c="dimmed" mt={4}>
                {t('creatives.native.previewHint')}
              </Text>
            </Paper>
          </Grid.Col>
        )}
      </Grid>
      <Stack mt="lg" gap={0}>
        {creative && (
          <Alert color="blue" variant="light" mb="md">
            {t('creatives.form.reReview')}
          </Alert>
        )}
        <FormAlert error={failure} />
        <StepActions back={back}>
          <Button type="submit" loading={sending} rightSection={<ContinueIcon />}>
            {t(creative ? 'creatives.form.saveChanges' : 'creatives.form.submit')}
          </Button>
        </StepActions>
      </Stack>
    </form>
  );
}
