import { Alert, Paper, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { validateNewEmail, ZPreUpdateEmailRequestSchema } from '@portal/domain';
import { useLanguage } from '../../../lib/navigation.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { domainResolver, ruleMessage } from '../../../lib/form-validation.ts';
import { userQuery } from '../../../lib/session.ts';
import { usePreUpdateEmail } from '../api/pre-update-email.ts';
import { FormActions } from '../components/FormActions.tsx';
import { withEmailBreak } from '../../../components/EmailAddress.tsx';

export const namespaces = ['profile', 'errors', 'alerts'];

const ZEmailFormSchema = ZPreUpdateEmailRequestSchema.pick({ email: true, actualPassword: true });

/**
 * Change of e-mail (spec §2, §5, §7 POST /user/pre-update-email): the new address (different from the current one)
 * and the current password; a confirmation link goes to the new address, in the interface language.
 */
export function Component() {
  const { t } = useTranslation('profile');
  const lang = useLanguage();
  const { data: user } = useQuery(userQuery);
  const request = usePreUpdateEmail();
  const form = useForm({
    initialValues: { email: '', actualPassword: '' },
    validate: (values) => {
      const errors = domainResolver(ZEmailFormSchema, lang)(values);
      const same = user && !errors.email ? validateNewEmail(user.email, values.email) : null;
      return same ? { ...errors, email: ruleMessage(lang, same.code, 'email') } : errors;
    },
  });
  const submit = form.onSubmit((values) =>
    request.mutate(
      { email: values.email.trim(), actualPassword: values.actualPassword, locale: lang },
      {
        onSuccess: () => form.setFieldValue('actualPassword', ''),
        onError: (error) => form.setErrors(serverFieldErrors(error)),
      },
    ),
  );
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={560}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text c="dimmed">{t('email.intro')}</Text>
          {user && (
            <Text style={{ overflowWrap: 'anywhere' }}>
              {t('email.current')} <strong>{withEmailBreak(user.email)}</strong>
            </Text>
          )}
          <FormAlert error={request.error} />
          {request.isSuccess && (
            <Alert
              color="teal"
              variant="light"
              role="status"
              title={t('email.sentTitle')}
              style={{ overflowWrap: 'anywhere' }}
            >
              {t('email.sent', { email: request.variables.email })}
            </Alert>
          )}
          <TextInput
            label={t('email.newEmail')}
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={t('email.password')}
            autoComplete="current-password"
            required
            {...form.getInputProps('actualPassword')}
          />
          <FormActions submitLabel={t('email.submit')} loading={request.isPending} />
        </Stack>
      </form>
    </Paper>
  );
}
