import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useLocation } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import type { TSecondFactorRequiredResponse } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { LinkTo, useLanguage } from '../../../lib/navigation.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { serverFieldErrors, type FieldErrors } from '../../../lib/form-errors.ts';
import { preloadNamespaces } from '../../../lib/i18n.ts';
import { getAuthEmail, preloadTokenVerifier } from '../../../lib/session.ts';
import { AccountLink } from '../AccountLink.tsx';
import { useLogin } from '../api/login.ts';
import { useCaptcha } from '../captcha.tsx';
import { useCompleteSignIn } from '../use-complete-sign-in.ts';

/**
 * A lock or a suspension, worded with its way out (issue 31 §14, §15), or the session's expiry: loaded only when one
 * happens.
 */
const LoginHelp = lazy(() => import('../LoginHelp.tsx'));
/**
 * The second step (issue 33), with its own messages (`security`): loaded only once the server asks for the factor,
 * never with the page (its 170 KB budget).
 */
const SecondFactorStep = lazy(() =>
  Promise.all([import('../SecondFactorStep.tsx'), preloadNamespaces(['security'])]).then(([step]) => step),
);

/** A passkey alone (issue 33) where the browser has WebAuthn: its code comes with the click (api/login-second-factor.ts). */
const passkeysHere = typeof window !== 'undefined' && 'PublicKeyCredential' in window;

export const namespaces = ['accounts'];
/** The domain's catalogues come with the form's rules (below), not with the page (app/router.tsx). */
export const domainMessagesOnDemand = true;

/**
 * What the form needs once used, on demand (issue 13 §1: the page's first load within 170 KB): the rules (the
 * domain's login schema), the catalogues that word their errors and the server's, and the token verifier a
 * successful login needs. Asked for as soon as the user comes to the form, awaited on submit.
 */
let formParts: Promise<typeof import('../login-rules.ts')> | null = null;
function loadFormParts() {
  if (!formParts) {
    preloadTokenVerifier();
    formParts = Promise.all([import('../login-rules.ts'), preloadNamespaces(['errors', 'validation'])]).then(
      ([rules]) => rules,
    );
    formParts.catch(() => {
      formParts = null;
    });
  }
  return formParts;
}

/**
 * Login (spec §2, §4): e-mail and password; then `?redirect=` or the campaign list. The first screen most
 * visitors load, kept within the bundle budget: two fields held in React state (no form library), the domain's
 * rules fetched when the user comes to the form.
 */
export function Component() {
  const { t } = useTranslation('accounts');
  const lang = useLanguage();
  const loginCall = useLogin();
  const completeSignIn = useCompleteSignIn({ honourRedirect: true });
  const captcha = useCaptcha(lang, t('captcha.required'));
  const [values, setValues] = useState(() => ({ email: getAuthEmail() ?? '', password: '' }));
  const [errors, setErrors] = useState<FieldErrors>({});
  // The password step's challenge when the account has a second factor on (issue 33).
  const [asked, setAsked] = useState<TSecondFactorRequiredResponse | null>(null);
  const passkeyCall = useMutation({
    mutationFn: () => import('../api/login-second-factor.ts').then((m) => m.signInWithPasskey()),
    onSuccess: completeSignIn,
  });
  // '1': the session expired; 'suspended': a suspension ended it (issue 31 §14).
  const expired = new URLSearchParams(useLocation().search).get('expired');
  const failed = (loginCall.error ?? passkeyCall.error) as {
    code?: string;
    params?: { minutes?: unknown };
  } | null;
  const help =
    failed?.code === 'LimitExceededException'
      ? 'locked'
      : failed?.code === 'ACCOUNT_SUSPENDED' || (!failed && expired === 'suspended')
        ? 'suspended'
        : !failed && expired === '1'
          ? 'expired'
          : null;

  const change = (field: keyof typeof values) => (event: { currentTarget: HTMLInputElement }) => {
    const { value } = event.currentTarget;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...others }) => others);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { validateLogin } = await loadFormParts();
    const found = validateLogin(values, lang);
    setErrors(found);
    const recaptchaToken = captcha.take();
    if (Object.keys(found).length > 0 || recaptchaToken === null) return;
    passkeyCall.reset();
    loginCall.mutate(
      { email: values.email.trim(), password: values.password, recaptchaToken },
      {
        onSuccess: (answer) => ('secondFactorRequired' in answer ? setAsked(answer) : completeSignIn(answer)),
        onError: (error) => {
          setErrors(serverFieldErrors(error));
          captcha.reset();
        },
      },
    );
  };

  if (asked) {
    return (
      <Suspense>
        <SecondFactorStep
          asked={asked}
          onSignedIn={completeSignIn}
          onRestart={() => {
            setAsked(null);
            loginCall.reset();
          }}
        />
      </Suspense>
    );
  }

  return (
    <Stack gap="lg">
      <Text c="dimmed">{t('login.intro')}</Text>
      <form
        onSubmit={(event) => void submit(event)}
        onFocus={() => void loadFormParts().catch(() => undefined)}
        onPointerEnter={() => void loadFormParts().catch(() => undefined)}
        noValidate
      >
        <Stack gap="md">
          {help ? (
            <Suspense>
              <LoginHelp reason={help} minutes={failed?.params?.minutes} email={values.email.trim()} />
            </Suspense>
          ) : (
            <FormAlert error={failed} />
          )}
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
      {passkeysHere && (
        <Button
          variant="default"
          size="md"
          fullWidth
          mt={-8}
          loading={passkeyCall.isPending || passkeyCall.isSuccess}
          onClick={() => {
            loginCall.reset();
            passkeyCall.mutate();
          }}
        >
          {t('login.passkey')}
        </Button>
      )}
      <AccountLink route="account.register" label={t('login.register')} prompt={t('login.noAccount')} />
    </Stack>
  );
}
