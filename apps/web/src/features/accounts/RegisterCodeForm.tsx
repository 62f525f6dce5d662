import { useState } from 'react';
import { Alert, Button, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { VERIFICATION_RESEND_COUNT, ZRegisterRequestSchema } from '@portal/domain';
import { useLanguage } from '../../lib/navigation.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { PasswordRule, passwordFieldError } from '../../components/PasswordRule.tsx';
import { serverFieldErrors } from '../../lib/form-errors.ts';
import { domainResolver } from '../../lib/form-validation.ts';
import { recordVerificationResend, useAuthFlow } from '../../lib/auth-flow.ts';
import { usePreRegister } from './api/pre-register.ts';
import { useRegister } from './api/register.ts';
import { useCaptcha } from './captcha.tsx';
import { useCompleteSignIn } from './use-complete-sign-in.ts';

const ZRegisterFormSchema = ZRegisterRequestSchema.pick({
  verificationCode: true,
  firstName: true,
  lastName: true,
  password: true,
});

/**
 * Registration's second step (spec §2, issue 3): the mailed code, first and last name, and a password with its
 * rule shown live; a resend of the code is offered once (spec §4: a resend sets the count to 10). Used by the
 * register page and by the confirmation link's page.
 */
export function RegisterCodeForm({ email, initialCode = '' }: { email: string; initialCode?: string }) {
  const { t } = useTranslation('accounts');
  const { t: tr } = useTranslation('register');
  const lang = useLanguage();
  const { verificationCodeSendCount } = useAuthFlow();
  const registerCall = useRegister();
  const resendCall = usePreRegister();
  const [resent, setResent] = useState(false);
  const completeSignIn = useCompleteSignIn({ honourRedirect: false });
  const captcha = useCaptcha(lang, t('captcha.required'));
  const form = useForm({
    initialValues: { verificationCode: initialCode, firstName: '', lastName: '', password: '' },
    validate: domainResolver(ZRegisterFormSchema, lang),
  });

  const submit = form.onSubmit((values) => {
    const recaptchaToken = captcha.take();
    if (recaptchaToken === null) return;
    resendCall.reset();
    registerCall.mutate(
      {
        email,
        verificationCode: values.verificationCode.trim(),
        password: values.password,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        locale: lang,
        recaptchaToken,
      },
      {
        onSuccess: (answer) => completeSignIn(answer),
        onError: (error) => {
          form.setErrors(serverFieldErrors(error));
          captcha.reset();
        },
      },
    );
  });

  const resend = () => {
    const recaptchaToken = captcha.take();
    if (recaptchaToken === null) return;
    registerCall.reset();
    resendCall.mutate(
      { email, resend: true, recaptchaToken },
      {
        onSuccess: () => {
          recordVerificationResend();
          setResent(true);
        },
        onSettled: () => captcha.reset(),
      },
    );
  };

  return (
    <Stack gap="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert error={registerCall.error ?? resendCall.error} />
          {resent && (
            <Alert color="teal" variant="light" role="status">
              {tr('resent', { email })}
            </Alert>
          )}
          <TextInput
            label={t('fields.verificationCode')}
            description={tr('codeHint')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            {...form.getInputProps('verificationCode')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={t('fields.firstName')}
              autoComplete="given-name"
              required
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label={t('fields.lastName')}
              autoComplete="family-name"
              required
              {...form.getInputProps('lastName')}
            />
          </SimpleGrid>
          <PasswordInput
            label={t('fields.password')}
            autoComplete="new-password"
            required
            aria-describedby="register-password-rule"
            {...form.getInputProps('password')}
            error={passwordFieldError(form.errors.password, lang)}
          />
          <PasswordRule
            id="register-password-rule"
            value={form.values.password}
            lang={lang}
            metLabel={t('passwordRule.met')}
            unmetLabel={t('passwordRule.unmet')}
            invalid={Boolean(form.errors.password)}
          />
          {captcha.widget}
          <Button
            type="submit"
            size="md"
            fullWidth
            loading={registerCall.isPending || registerCall.isSuccess}
          >
            {tr('submit')}
          </Button>
        </Stack>
      </form>
      {verificationCodeSendCount < VERIFICATION_RESEND_COUNT && (
        <Group gap={6} justify="center">
          <Text size="sm" c="dimmed">
            {tr('noCode')}
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={resend} loading={resendCall.isPending}>
            {tr('resend')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
