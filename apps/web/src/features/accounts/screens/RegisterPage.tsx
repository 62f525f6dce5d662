import { Anchor, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ZPreRegisterRequestSchema } from '@portal/domain';
import { useLanguage } from '../../../lib/navigation.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { domainResolver } from '../../../lib/form-validation.ts';
import { setRegisterStep, useAuthFlow } from '../../../lib/auth-flow.ts';
import { AccountLink } from '../AccountLink.tsx';
import { usePreRegister } from '../api/pre-register.ts';
import { useCaptcha } from '../captcha.tsx';
import { RegisterCodeForm } from '../RegisterCodeForm.tsx';

export const namespaces = ['accounts', 'register', 'errors'];

const ZEmailFormSchema = ZPreRegisterRequestSchema.pick({ email: true });

/** Step 1 (spec §2): the e-mail (and the captcha when configured); the code is mailed to it. */
function EmailStep() {
  const { t } = useTranslation('accounts');
  const { t: tr } = useTranslation('register');
  const lang = useLanguage();
  const { userEmail } = useAuthFlow();
  const preRegister = usePreRegister();
  const captcha = useCaptcha(lang, t('captcha.required'));
  const form = useForm({
    initialValues: { email: userEmail ?? '' },
    validate: domainResolver(ZEmailFormSchema, lang),
  });

  const submit = form.onSubmit((values) => {
    const recaptchaToken = captcha.take();
    if (recaptchaToken === null) return;
    const email = values.email.trim();
    preRegister.mutate(
      { email, resend: false, recaptchaToken },
      {
        onSuccess: () => setRegisterStep('register-step-2', email),
        onError: (error) => {
          form.setErrors(serverFieldErrors(error));
          captcha.reset();
        },
      },
    );
  });

  /** A code received earlier (valid 24 h) can be entered without asking for another. */
  const enterCode = () => {
    if (!form.validate().hasErrors) setRegisterStep('register-step-2', form.values.email.trim());
  };

  return (
    <Stack gap="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert error={preRegister.error} />
          <TextInput
            label={t('fields.email')}
            description={tr('codeExplained')}
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          {captcha.widget}
          <Button type="submit" size="md" fullWidth loading={preRegister.isPending}>
            {tr('sendCode')}
          </Button>
        </Stack>
      </form>
      <Group gap={6} justify="center">
        <Text size="sm" c="dimmed">
          {tr('hasCode')}
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={enterCode}>
          {tr('enterCode')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Register (spec §2, §4): two steps held in the auth state; registration lands on the campaign list. */
export function Component() {
  const { t: tr } = useTranslation('register');
  const { registerStep, userEmail } = useAuthFlow();
  const secondStep = registerStep === 'register-step-2' && Boolean(userEmail);
  return (
    <Stack gap="lg">
      <Stack gap="xs" align="flex-start">
        <Badge variant="light">{tr('progress', { step: secondStep ? 2 : 1 })}</Badge>
        <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {secondStep ? tr('codeSent', { email: userEmail }) : tr('intro')}
        </Text>
      </Stack>
      {secondStep ? (
        <>
          <RegisterCodeForm email={userEmail!} />
          <Group justify="center">
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => setRegisterStep('register-step-1', userEmail)}
            >
              {tr('changeEmail')}
            </Anchor>
          </Group>
        </>
      ) : (
        <EmailStep />
      )}
      <AccountLink route="account.login" label={tr('login')} prompt={tr('hasAccount')} />
    </Stack>
  );
}
