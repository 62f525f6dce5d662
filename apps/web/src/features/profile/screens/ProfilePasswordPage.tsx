import { Paper, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ZUpdatePasswordRequestSchema } from '@portal/domain';
import { useLanguage, useNavigateTo } from '../../../lib/navigation.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { PasswordRule, passwordFieldError } from '../../../components/PasswordRule.tsx';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { confirmationError, domainResolver } from '../../../lib/form-validation.ts';
import { useUpdatePassword } from '../api/update-password.ts';
import { FormActions } from '../components/FormActions.tsx';
import { notifySuccess } from '../success.ts';

export const namespaces = ['profile', 'errors', 'alerts'];

/**
 * Change of password (spec §2, §5, §7 PUT /user/password): the current one, then a new one with its rule shown
 * live, typed twice. The other sessions end; this one carries on with the new token.
 */
export function Component() {
  const { t } = useTranslation('profile');
  const lang = useLanguage();
  const navigateTo = useNavigateTo();
  const save = useUpdatePassword();
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: (values) => {
      const errors = domainResolver(ZUpdatePasswordRequestSchema, lang)(values);
      const mismatch = confirmationError(lang, values.confirmPassword, values.newPassword, 'newPassword');
      return mismatch && !errors.newPassword ? { ...errors, confirmPassword: mismatch } : errors;
    },
  });
  const submit = form.onSubmit((values) =>
    save.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          notifySuccess('changeSaved', t);
          void navigateTo('hub.profile');
        },
        onError: (error) => form.setErrors(serverFieldErrors(error)),
      },
    ),
  );
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={560}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text c="dimmed">{t('password.intro')}</Text>
          <FormAlert error={save.error} />
          <PasswordInput
            label={t('password.current')}
            autoComplete="current-password"
            required
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label={t('password.new')}
            autoComplete="new-password"
            required
            aria-describedby="profile-password-rule"
            {...form.getInputProps('newPassword')}
            error={passwordFieldError(form.errors.newPassword, lang)}
          />
          <PasswordRule
            id="profile-password-rule"
            value={form.values.newPassword}
            lang={lang}
            metLabel={t('passwordRule.met')}
            unmetLabel={t('passwordRule.unmet')}
            invalid={Boolean(form.errors.newPassword)}
          />
          <PasswordInput
            label={t('password.confirm')}
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmPassword')}
          />
          <FormActions submitLabel={t('password.submit')} loading={save.isPending} />
        </Stack>
      </form>
    </Paper>
  );
}
