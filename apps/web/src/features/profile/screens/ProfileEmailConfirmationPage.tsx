import { useEffect, useRef, type ReactNode } from 'react';
import { Alert, Button, Group, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZEmailConfirmUpdateRequestSchema } from '@portal/domain';
import { LinkTo, useLanguage } from '../../../lib/navigation.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { domainResolver } from '../../../lib/form-validation.ts';
import { useConfirmEmailUpdate } from '../api/confirm-email.ts';
import { notifySuccess } from '../success.ts';

export const namespaces = ['profile', 'errors', 'alerts'];

/**
 * E-mail change confirmation: hub.confirm-profile.email (spec §2, §7 POST /user/email-confirm-update). The link
 * of the mail carries idConfirmation and is confirmed on arrival (once); without it, the code of the mail is
 * typed in.
 */
export function Component() {
  const { t } = useTranslation('profile');
  const lang = useLanguage();
  const { idConfirmation = '' } = useParams();
  const confirm = useConfirmEmailUpdate();
  const sent = useRef(false);
  const form = useForm({
    initialValues: { idConfirmation },
    validate: domainResolver(ZEmailConfirmUpdateRequestSchema, lang, {
      idConfirmation: t('emailConfirmation.code'),
    }),
  });
  const { mutate } = confirm;

  useEffect(() => {
    // Strict mode runs effects twice; the code is good for one use.
    if (!idConfirmation || sent.current) return;
    sent.current = true;
    mutate({ idConfirmation }, { onSuccess: () => notifySuccess('changeSaved', t) });
  }, [idConfirmation, mutate, t]);

  const submit = form.onSubmit((values) =>
    confirm.mutate(
      { idConfirmation: values.idConfirmation.trim() },
      { onSuccess: () => notifySuccess('changeSaved', t) },
    ),
  );

  let content: ReactNode;
  if (confirm.isSuccess) {
    content = (
      <Stack gap="md">
        <Alert
          color="teal"
          variant="light"
          role="status"
          title={t('emailConfirmation.doneTitle')}
          style={{ overflowWrap: 'anywhere' }}
        >
          {t('emailConfirmation.done', { email: confirm.data.email })}
        </Alert>
        <Group>
          <Button component={LinkTo} name="hub.profile">
            {t('back')}
          </Button>
        </Group>
      </Stack>
    );
  } else if (confirm.isPending && idConfirmation) {
    content = (
      <Group gap="sm">
        <Loader size="sm" />
        <Text>{t('emailConfirmation.confirming')}</Text>
      </Group>
    );
  } else {
    content = (
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text c="dimmed">{t('emailConfirmation.intro')}</Text>
          <FormAlert error={confirm.error} />
          <TextInput
            label={t('emailConfirmation.code')}
            autoComplete="one-time-code"
            required
            {...form.getInputProps('idConfirmation')}
          />
          <Group gap="sm">
            <Button type="submit" loading={confirm.isPending}>
              {t('emailConfirmation.submit')}
            </Button>
            <Button component={LinkTo} name="hub.profile.email" variant="default">
              {t('emailConfirmation.again')}
            </Button>
          </Group>
        </Stack>
      </form>
    );
  }

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={560}>
      {content}
    </Paper>
  );
}
