import { useEffect, useState, type FormEvent } from 'react';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LinkTo, useLanguage } from '../../../app/navigation.tsx';
import { FormAlert } from '../../../app/ui/FormAlert.tsx';
import { serverFieldErrors, type FieldErrors } from '../../../lib/form-errors.ts';
import { getAuthEmail, preloadTokenVerifier } from '../../../lib/session.ts';
import { AccountLink } from '../AccountLink.tsx';
import { useLogin } from '../api/login.ts';
import { useCaptcha } from '../captcha.tsx';
import { useCompleteSignIn } from '../use-complete-sign-in.ts';

export const namespaces = ['accounts', 'errors'];

/** The form's rules come on demand (bundle budget): asked for as soon as the form shows. */
const loadLoginRules = () => import('../login-rules.ts');

/**
 * Login (spec §2, §4): e-mail and password; then `?redirect=` or the campaign list. The first screen most
 * visitors load, kept within the bundle budget: two fields held in React state (no form library), the domain's
 * rules fetched while the user types.
 */
export function Component() {
  const { t } = useTranslation('accounts');
  const lang = useLanguage();
  const loginCall = useLogin();
  const completeSignIn = useCompleteSignIn({ honourRedirect: true });
  const captcha = useCaptcha(lang, t('captcha.required'));
  const [values, setValues] = useState(() => ({ email: getAuthEmail() ?? '', password: '' }));
  const [errors, setErrors] = useState<FieldErrors>({});

  useEffect(() => {
    void loadLoginRules();
    preloadTokenVerifier();
  }, []);

  const change = (field: keyof typeof values) => (event: { currentTarget: HTMLInputElement }) => {
    const { value } = event.currentTarget;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...others }) => others);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { validateLogin } = await loadLoginRules();
    const found = validateLogin(values, lang);
    setErrors(found);
    const recaptchaToken = captcha.take();
    if (Object.keys(found).length > 0 || recaptchaToken === null) return;
    loginCall.mutate(
      { email: values.email.trim(), password: values.password, recaptchaToken },
      {
        onSuccess: (answer) => completeSignIn(answer),
        onError: (error) => {
          setErrors(serverFieldErrors(error));
          captcha.reset();
        },
      },
    );
  };

  return (
    <Stack gap="lg">
      <Text c="dimmed">{t('login.intro')}</Text>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <FormAlert error={loginCall.error} />
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="username"
            required
            value={values.email}
            onChange={change('email')}
            error={errors.email}
          />
          <TextInput
            type="password"
            label={t('fields.password')}
            autoComplete="current-password"
            required
            value={values.password}
            onChange={change('password')}
            error={errors.password}
          />
          <Group justify="flex-end" mt={-6}>
            <Anchor component={LinkTo} name="account.forgot-password" size="sm">
              {t('login.forgot')}
            </Anchor>
          </Group>
          {captcha.widget}
          <Button type="submit" size="md" fullWidth loading={loginCall.isPending || loginCall.isSuccess}>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
      <AccountLink route="account.register" label={t('login.register')} prompt={t('login.noAccount')} />
    </Stack>
  );
}
