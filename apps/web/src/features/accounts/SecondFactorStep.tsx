import { useState, type FormEvent } from 'react';
import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ZLoginSecondFactorRequestSchema,
  type TAuthResponse,
  type TSecondFactorRequiredResponse,
} from '@portal/domain';
import { FormAlert } from '../../components/FormAlert.tsx';
import { serverFieldErrors, type FieldErrors } from '../../lib/form-errors.ts';
import { domainResolver } from '../../lib/form-validation.ts';
import { useLanguage } from '../../lib/navigation.tsx';
import { loginSecondFactor, loginWithPasskey } from './api/login-second-factor.ts';

/**
 * The login's second step (issue 33): the code of the authenticator app, or a recovery code, for the challenge the
 * password step answered. A chunk of its own with its `security` messages, loaded only when the server asks for the
 * factor (the login page's first load stays within its 170 KB). An expired challenge is said (its error's message),
 * and "Sign in again" goes back to the password.
 */
export default function SecondFactorStep({
  asked,
  onSignedIn,
  onRestart,
}: {
  asked: TSecondFactorRequiredResponse;
  onSignedIn: (answer: TAuthResponse) => Promise<void> | void;
  onRestart: () => void;
}) {
  const { t } = useTranslation('security');
  const lang = useLanguage();
  const [factorCode, setFactorCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { challenge, passkey } = asked;
  const call = useMutation({ mutationFn: loginSecondFactor });
  const withPasskey = useMutation({
    mutationFn: (options: Record<string, unknown>) => loginWithPasskey(challenge, options),
    onSuccess: (answer) => onSignedIn(answer),
  });
  const validate = domainResolver(ZLoginSecondFactorRequestSchema, lang, { factorCode: t('signIn.code') });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate({ challenge, factorCode });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    call.mutate(
      { challenge, factorCode },
      {
        onSuccess: (answer) => onSignedIn(answer),
        onError: (failure) => setErrors(serverFieldErrors(failure)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2} fz="h3">
          {t('signIn.title')}
        </Title>
        <Text>{t(asked.methods.includes('totp') ? 'signIn.intro' : 'signIn.introNoApp')}</Text>
        {passkey && (
          <>
            <Button
              size="md"
              variant="light"
              fullWidth
              loading={withPasskey.isPending || withPasskey.isSuccess}
              onClick={() => withPasskey.mutate(passkey)}
            >
              {t('signIn.passkey')}
            </Button>
            <FormAlert error={withPasskey.error} />
            <Text ta="center" c="dimmed" size="sm">
              {t('signIn.or')}
            </Text>
          </>
        )}
        <FormAlert error={call.error} />
        <TextInput
          label={t('signIn.code')}
          description={t('signIn.codeHint')}
          required
          autoFocus
          autoComplete="one-time-code"
          maxLength={30}
          value={factorCode}
          onChange={(event) => {
            setFactorCode(event.currentTarget.value);
            setErrors({});
          }}
          error={errors.factorCode}
        />
        <Button type="submit" size="md" fullWidth loading={call.isPending || call.isSuccess}>
          {t('signIn.submit')}
        </Button>
        <Button variant="subtle" onClick={onRestart}>
          {t('signIn.restart')}
        </Button>
      </Stack>
    </form>
  );
}
