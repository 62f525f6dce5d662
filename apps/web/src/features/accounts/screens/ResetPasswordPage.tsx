import { Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { VERIFICATION_RESEND_COUNT, ZResetPasswordRequestSchema } from '@portal/domain';
import { useLanguage, useNavigateTo } from '../../../lib/navigation.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { PasswordRule, passwordFieldError } from '../../../components/PasswordRule.tsx';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { confirmationError, domainResolver } from '../../../lib/form-validation.ts';
import { useAuthFlow } from '../../../lib/auth-flow.ts';
import { AccountLink } from '../AccountLink.tsx';
import { useResetPassword } from '../api/reset-password.ts';

export const namespaces = ['accounts', 'errors'];

const ZResetFormSchema = ZResetPasswordRequestSchema.pick({ verificationCode: true, newPassword: true });

/**
 * Reset password (spec §2, §4): reachable only with the e-mail held by the lost-password step (the guard sends
 * anyone else there). The mailed code and a new password that follows the rule of spec §5, shown live.
 */
export function Component() {
  const { t } = useTranslation('accounts');
  const lang = useLanguage();
  const navigateTo = useNavigateTo();
  const { userEmail, verificationCodeSendCount } = useAuthFlow();
  const reset = useResetPassword();
  const form = useForm({
    initialValues: { verificationCode: '', newPassword: '', confirmPassword: '' },
    validate: (values) => {
      const errors = domainResolver(ZResetFormSchema, lang)(values);
      const mismatch = confirmationError(lang, values.confirmPassword, values.newPassword, 'newPassword');
      return mismatch && !errors.newPassword ? { ...errors, confirmPassword: mismatch } : errors;
    },
  });
  const email = userEmail ?? '';

  const submit = form.onSubmit((values) =>
    reset.mutate(
      {
        username: email,
        verificationCode: values.verificationCode.trim(),
        newPassword: values.newPassword,
      },
      {
        onSuccess: () => void navigateTo('account.reset-password-confirmation'),
        onError: (error) => form.setErrors(serverFieldErrors(error)),
      },
    ),
  );

  return (
    <Stack gap="lg">
      <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {t('resetPassword.intro', { email })}
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert error={reset.error} />
          <TextInput
            label={t('fields.verificationCode')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            {...form.getInputProps('verificationCode')}
          />
          <PasswordInput
            label={t('fields.newPassword')}
            autoComplete="new-password"
            required
            aria-describedby="reset-password-rule"
            {...form.getInputProps('newPassword')}
            error={passwordFieldError(form.errors.newPassword, lang)}
          />
          <PasswordRule
            id="reset-password-rule"
            value={form.values.newPassword}
            lang={lang}
            metLabel={t('passwordRule.met')}
            unmetLabel={t('passwordRule.unmet')}
            invalid={Boolean(form.errors.newPassword)}
          />
          <PasswordInput
            label={t('fields.confirmPassword')}
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" size="md" fullWidth loading={reset.isPending}>
            {t('resetPassword.submit')}
          </Button>
        </Stack>
      </form>
      {verificationCodeSendCount < VERIFICATION_RESEND_COUNT && (
        <AccountLink
          route="account.forgot-password"
          label={t('resetPassword.askAgain')}
          prompt={t('resetPassword.noCode')}
        />
      )}
      <AccountLink route="account.login" label={t('resetPassword.back')} />
    </Stack>
  );
}
