import { useState } from 'react';
import {
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Image,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  canReview,
  ZTotpConfirmRequestSchema,
  ZTwoFactorChangeRequestSchema,
  type TTotpSetupResponse,
} from '@portal/domain';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { instantInWords } from '../../../lib/audit-values.ts';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { domainResolver } from '../../../lib/form-validation.ts';
import { intlLocale } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/navigation.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { userQuery } from '../../../lib/session.ts';
import { useSettings } from '../../../lib/settings.ts';
import {
  useConfirmTotp,
  useRegenerateRecoveryCodes,
  useSetUpTotp,
  useTurnTwoFactorOff,
  useTwoFactorStatus,
} from '../api/two-factor.ts';
import { ProfileCard } from './ProfileCard.tsx';

type Step =
  | { kind: 'idle' }
  | { kind: 'setup'; setup: TTotpSetupResponse }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'change'; change: 'disable' | 'recovery-codes' };

/**
 * « Validation en deux étapes » / "Two-step verification" (issue 33): turn an authenticator app on (its QR code and
 * secret shown once, confirmed with a first code), see the 10 recovery codes once, make new ones or turn it off with
 * the password and a current code. The profile's `security` namespace, which the login's second step shares.
 */
export function TwoFactorCard() {
  const { t } = useTranslation('security');
  const locale = intlLocale(useLanguage());
  const { timeZone } = useSettings();
  const { data: status, error } = useTwoFactorStatus();
  const { data: user } = useQuery(userQuery);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const setUp = useSetUpTotp();
  const idle = () => setStep({ kind: 'idle' });

  const staffMustTurnOn = Boolean(status?.requiredForStaff && !status.totp && canReview(user?.role));
  return (
    <ProfileCard title={t('card.title')} description={t('card.description')}>
      {staffMustTurnOn && (
        <Paper role="status" bg="yellow.0" px="md" py="sm" radius="md" withBorder>
          <Text size="sm" fw={600}>
            {t('card.staffRequired')}
          </Text>
        </Paper>
      )}
      {status && (
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" m={0}>
          <Stack gap={2}>
            <Text component="dt" size="sm" c="dimmed">
              {t('card.status')}
            </Text>
            <Text component="dd" m={0}>
              <Badge variant="light" color={status.totp ? 'green' : 'gray'}>
                {status.totp ? t('card.on') : t('card.off')}
              </Badge>{' '}
              {status.enabledAt && (
                <Text component="span" size="sm">
                  {t('card.since', { date: instantInWords(status.enabledAt, locale, timeZone) })}
                </Text>
              )}
            </Text>
          </Stack>
          {status.totp && (
            <Stack gap={2}>
              <Text component="dt" size="sm" c="dimmed">
                {t('card.recoveryLeft')}
              </Text>
              <Text component="dd" m={0}>
                {status.recoveryCodesLeft}
              </Text>
            </Stack>
          )}
        </SimpleGrid>
      )}
      <FormAlert error={error ?? setUp.error} />
      {step.kind === 'setup' && (
        <SetupForm setup={step.setup} onCancel={idle} onDone={(codes) => setStep({ kind: 'codes', codes })} />
      )}
      {step.kind === 'codes' && <RecoveryCodes codes={step.codes} onDone={idle} />}
      {step.kind === 'change' && (
        <ChangeForm
          change={step.change}
          onCancel={idle}
          onDone={(codes) => (codes ? setStep({ kind: 'codes', codes }) : idle())}
        />
      )}
      {step.kind === 'idle' && status && (
        <Group gap="sm">
          {status.totp ? (
            <>
              <Button variant="light" onClick={() => setStep({ kind: 'change', change: 'recovery-codes' })}>
                {t('card.newCodes')}
              </Button>
              <Button
                variant="light"
                color="red"
                onClick={() => setStep({ kind: 'change', change: 'disable' })}
              >
                {t('card.turnOff')}
              </Button>
            </>
          ) : (
            <Button
              loading={setUp.isPending}
              onClick={() =>
                setUp.mutate(undefined, { onSuccess: (setup) => setStep({ kind: 'setup', setup }) })
              }
            >
              {t('card.turnOn')}
            </Button>
          )}
        </Group>
      )}
    </ProfileCard>
  );
}

/** The QR code and the secret, shown this once, and the app's first code that turns the factor on. */
function SetupForm({
  setup,
  onCancel,
  onDone,
}: {
  setup: TTotpSetupResponse;
  onCancel: () => void;
  onDone: (codes: string[]) => void;
}) {
  const { t } = useTranslation('security');
  const lang = useLanguage();
  const confirm = useConfirmTotp();
  const form = useForm({
    initialValues: { factorCode: '' },
    validate: domainResolver(ZTotpConfirmRequestSchema, lang, { factorCode: t('setup.code') }),
  });
  const submit = form.onSubmit((values) =>
    confirm.mutate(values, {
      onSuccess: (answer) => {
        notifySuccess(t('card.turnedOn'));
        onDone(answer.recoveryCodes);
      },
      onError: (failure) => form.setErrors(serverFieldErrors(failure)),
    }),
  );
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <Text size="sm">{t('setup.scan')}</Text>
        <Image src={setup.qrCode} alt={t('setup.qrAlt')} w={200} h={200} fit="contain" bg="white" />
        <Text size="sm">{t('setup.manual')}</Text>
        <Code
          block
          aria-label={t('setup.secret')}
          style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap', letterSpacing: '0.1em' }}
        >
          {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
        </Code>
        <TextInput
          label={t('setup.code')}
          description={t('setup.codeHint')}
          withAsterisk
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={20}
          w={{ base: '100%', xs: 240 }}
          {...form.getInputProps('factorCode')}
        />
        <FormAlert error={confirm.error} />
        <Group gap="sm">
          <Button type="submit" loading={confirm.isPending}>
            {t('setup.confirm')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The recovery codes, shown once: copy them, then say they are saved. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('security');
  return (
    <Paper role="status" bg="green.0" p="md" radius="md" withBorder>
      <Stack gap="sm">
        <Text fw={700}>{t('codes.title')}</Text>
        <Text size="sm">{t('codes.text')}</Text>
        <SimpleGrid
          component="ul"
          cols={2}
          spacing="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('codes.title')}
        >
          {codes.map((code) => (
            <Text component="li" key={code} ff="monospace" fz="md">
              {code}
            </Text>
          ))}
        </SimpleGrid>
        <Group gap="sm">
          <CopyButton value={codes.join('\n')}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? t('codes.copied') : t('codes.copy')}
              </Button>
            )}
          </CopyButton>
          <Button variant="default" onClick={onDone}>
            {t('codes.done')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Turning the factor off, or new recovery codes: the password and a current code (or a recovery code). */
function ChangeForm({
  change,
  onCancel,
  onDone,
}: {
  change: 'disable' | 'recovery-codes';
  onCancel: () => void;
  onDone: (codes?: string[]) => void;
}) {
  const { t } = useTranslation('security');
  const lang = useLanguage();
  const turnOff = useTurnTwoFactorOff();
  const regenerate = useRegenerateRecoveryCodes();
  const call = change === 'disable' ? turnOff : regenerate;
  const form = useForm({
    initialValues: { password: '', factorCode: '' },
    validate: domainResolver(ZTwoFactorChangeRequestSchema, lang, { factorCode: t('change.code') }),
  });
  const onError = (failure: unknown) => form.setErrors(serverFieldErrors(failure));
  const submit = form.onSubmit((values) => {
    if (change === 'disable') {
      turnOff.mutate(values, {
        onSuccess: () => {
          notifySuccess(t('card.turnedOff'));
          onDone();
        },
        onError,
      });
    } else {
      regenerate.mutate(values, { onSuccess: (answer) => onDone(answer.recoveryCodes), onError });
    }
  });
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <Text size="sm" fw={600}>
          {t(change === 'disable' ? 'change.disableTitle' : 'change.codesTitle')}
        </Text>
        <PasswordInput
          label={t('change.password')}
          withAsterisk
          autoComplete="current-password"
          w={{ base: '100%', xs: 320 }}
          {...form.getInputProps('password')}
        />
        <TextInput
          label={t('change.code')}
          withAsterisk
          autoComplete="one-time-code"
          maxLength={30}
          w={{ base: '100%', xs: 320 }}
          {...form.getInputProps('factorCode')}
        />
        <FormAlert error={call.error} />
        <Group gap="sm">
          <Button type="submit" color={change === 'disable' ? 'red' : undefined} loading={call.isPending}>
            {t(change === 'disable' ? 'change.disable' : 'change.codes')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
