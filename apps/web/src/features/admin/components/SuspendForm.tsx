import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { SUSPENSION_REASON_MAX, ZSuspendAccountRequestSchema } from '@portal/domain';
import { domainResolver } from '../../../lib/form-validation.ts';
import { useLanguage } from '../../../lib/navigation.tsx';

/**
 * A suspension's confirmation with its reason (issue 31 §17): required, checked by the domain's rule as the server
 * checks it; the user receives it by e-mail and it stays in the account's change history.
 */
export function SuspendForm({
  email,
  onCancel,
  onConfirm,
}: {
  email: string;
  onCancel: () => void;
  onConfirm: (reason: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const form = useForm({
    initialValues: { reason: '' },
    validate: domainResolver(ZSuspendAccountRequestSchema, lang, { reason: t('account.suspendReason') }),
  });
  const submit = form.onSubmit(({ reason }) => onConfirm(reason.trim()));
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Text size="sm">{t('account.suspendText', { email })}</Text>
        <Textarea
          label={t('account.suspendReason')}
          description={t('account.suspendReasonHint')}
          withAsterisk
          autosize
          minRows={3}
          maxLength={SUSPENSION_REASON_MAX}
          data-autofocus
          {...form.getInputProps('reason')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('account.cancel')}
          </Button>
          <Button type="submit" color="red" loading={form.submitting}>
            {t('account.suspend')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
