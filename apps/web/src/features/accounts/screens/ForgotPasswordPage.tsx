import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ZForgotPasswordRequestSchema } from '@portal/domain';
import { useLanguage, useNavigateTo } from '../../../lib/navigation.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { domainResolver } from '../../../lib/form-validation.ts';
import { recordForgotPasswordRequest } from '../../../lib/auth-flow.ts';
import { getAuthEmail } from '../../../lib/session.ts';
import { AccountLink } from '../AccountLink.tsx';
import { useForgotPassword } from '../api/forgot-password.ts';
import { useCaptcha } from '../captcha.tsx';

export const namespaces = ['accounts', 'errors'];

const ZForgotFormSchema = ZForgotPasswordRequestSchema.pick({ username: true });

/**
 * Lost password (spec §2, §4, §5): the account's e-mail; once the code is mailed, the e-mail is held in the auth
 * state and the reset page follows.
 */
export function Component() {
  const { t } = useTranslation('accounts');
  const lang = useLanguage();
  const navigateTo = useNavigateTo();
  const forgot = useForgotPassword();
  const captcha = useCaptcha(lang, t('captcha.required'));
  const form = useForm({
    initialValues: { username: getAuthEmail() ?? '' },
    validate: domainResolver(ZForgotFormSchema, lang),
  });

  const submit = form.onSubmit((values) => {
    const recaptchaToken = captcha.take();
    if (recaptchaToken === null) return;
    const username = values.username.trim();
    forgot.mutate(
      { username, locale: lang, recaptchaToken },
      {
        onSuccess: () => {
          recordForgotPasswordRequest(username);
          void navigateTo('account.reset-password');
        },
        onError: (error) => {
          form.setErrors(serverFieldErrors(error));
          captcha.reset();
        },
      },
    );
  });

  return (
    <Stack gap="lg">
      <Text c="dimmed">{t('forgotPassword.intro')}</Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert error={forgot.error} />
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="username"
            required
            {...form.getInputProps('username')}
          />
          {captcha.widget}
          <Button type="submit" size="md" fullWidth loading={forgot.isPending}>
            {t('forgotPassword.submit')}
          </Button>
        </Stack>
      </form>
      <AccountLink route="account.login" label={t('forgotPassword.back')} />
    </Stack>
  );
}
