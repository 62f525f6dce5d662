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
  isSecondFactorOn,
  mustTurnOnSecondFactor,
  PASSKEY_NAME_MAX,
  ZPasskeyRegistrationRequestSchema,
  ZTotpConfirmRequestSchema,
  ZTwoFactorChangeRequestSchema,
  type TPasskey,
  type TTotpSetupResponse,
  type TTwoFactorStatus,
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
  useAddPasskey,
  useConfirmTotp,
  useRegenerateRecoveryCodes,
  useRemovePasskey,
  useSetUpTotp,
  useTurnTwoFactorOff,
  useTwoFactorStatus,
} from '../api/two-factor.ts';
import { ProfileCard } from './ProfileCard.tsx';

type Change = 'disable' | 'recovery-codes' | 'remove-passkey';
type Step =
  | { kind: 'idle' }
  | { kind: 'setup'; setup: TTotpSetupResponse }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'change'; change: Change; passkey?: TPasskey }
  | { kind: 'add-passkey' };

/** Buttons whose words may take two lines on a phone (French runs long). */
const WRAPS = { h: 'auto', mih: 36, py: 6, styles: { label: { whiteSpace: 'normal' as const } } };

/** An instant in the user's language and the platform's time zone. */
function useInWords(): (iso: string) => string {
  const locale = intlLocale(useLanguage());
  const { timeZone } = useSettings();
  return (iso) => instantInWords(iso, locale, timeZone);
}

/**
 * « Validation en deux étapes » / "Two-step verification" (issue 33): turn an authenticator app on (its QR code and
 * secret shown once, confirmed with a first code) and/or add passkeys, see the 10 recovery codes once, make new ones,
 * remove a passkey or turn it all off with the password and a current code. The `security` namespace, which the
 * login's second step shares.
 */
export function TwoFactorCard() {
  const { t } = useTranslation('security');
  const { data: status, error } = useTwoFactorStatus();
  const { data: user } = useQuery(userQuery);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const setUp = useSetUpTotp();
  const idle = () => setStep({ kind: 'idle' });
  const codesOrIdle = (codes?: string[] | null) => (codes ? setStep({ kind: 'codes', codes }) : idle());

  const on = status ? isSecondFactorOn(status) : false;
  const staffMustTurnOn = Boolean(status && mustTurnOnSecondFactor(user?.role, status.requiredForStaff, on));
  return (
    <ProfileCard title={t('card.title')} description={t('card.description')}>
      {staffMustTurnOn && (
        <Paper role="status" bg="yellow.0" px="md" py="sm" radius="md" withBorder>
          <Text size="sm" fw={600}>
            {t('card.staffRequired')}
          </Text>
        </Paper>
      )}
      {status && <StatusFacts status={status} on={on} />}
      {status && status.passkeys.length > 0 && (
        <PasskeyList
          passkeys={status.passkeys}
          onRemove={
            step.kind === 'idle'
              ? (passkey) => setStep({ kind: 'change', change: 'remove-passkey', passkey })
              : undefined
          }
        />
      )}
      <FormAlert error={error ?? setUp.error} />
      {step.kind === 'setup' && (
        <SetupForm setup={step.setup} onCancel={idle} onDone={(codes) => setStep({ kind: 'codes', codes })} />
      )}
      {step.kind === 'codes' && <RecoveryCodes codes={step.codes} onDone={idle} />}
      {step.kind === 'change' && (
        <ChangeForm change={step.change} passkey={step.passkey} onCancel={idle} onDone={codesOrIdle} />
      )}
      {step.kind === 'add-passkey' && <AddPasskeyForm onCancel={idle} onDone={codesOrIdle} />}
      {step.kind === 'idle' && status && (
        <Group gap="sm">
          {!status.totp && (
            <Button
              {...WRAPS}
              loading={setUp.isPending}
              onClick={() =>
                setUp.mutate(undefined, { onSuccess: (setup) => setStep({ kind: 'setup', setup }) })
              }
            >
              {t(on ? 'card.addApp' : 'card.turnOn')}
            </Button>
          )}
          <Button {...WRAPS} variant="light" onClick={() => setStep({ kind: 'add-passkey' })}>
            {t('passkeys.add')}
          </Button>
          {on && (
            <>
              <Button
                {...WRAPS}
                variant="light"
                onClick={() => setStep({ kind: 'change', change: 'recovery-codes' })}
              >
                {t('card.newCodes')}
              </Button>
              <Button
                {...WRAPS}
                variant="light"
                color="red"
                onClick={() => setStep({ kind: 'change', change: 'disable' })}
              >
                {t('card.turnOff')}
              </Button>
            </>
          )}
        </Group>
      )}
    </ProfileCard>
  );
}

function StatusFacts({ status, on }: { status: TTwoFactorStatus; on: boolean }) {
  const { t } = useTranslation('security');
  const inWords = useInWords();
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" m={0}>
      <Stack gap={2}>
        <Text component="dt" size="sm" c="dimmed">
          {t('card.status')}
        </Text>
        <Text component="dd" m={0}>
          <Badge variant="light" color={on ? 'green' : 'gray'}>
            {on ? t('card.on') : t('card.off')}
          </Badge>{' '}
          {status.enabledAt && (
            <Text component="span" size="sm">
              {t('card.since', { date: inWords(status.enabledAt) })}
            </Text>
          )}
        </Text>
      </Stack>
      {on && (
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
  );
}

/** The user's passkeys, by name, with when each was added and last used. */
function PasskeyList({
  passkeys,
  onRemove,
}: {
  passkeys: TPasskey[];
  onRemove?: (passkey: TPasskey) => void;
}) {
  const { t } = useTranslation('security');
  const inWords = useInWords();
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('passkeys.list')}>
      {passkeys.map((passkey) => (
        <Paper component="li" key={passkey.id} withBorder p="sm">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {passkey.name}
              </Text>
              <Text size="xs" c="dimmed">
                {t('passkeys.added', { date: inWords(passkey.createdAt) })}
                {' · '}
                {passkey.lastUsedAt
                  ? t('passkeys.lastUsed', { date: inWords(passkey.lastUsedAt) })
                  : t('passkeys.neverUsed')}
              </Text>
            </Stack>
            {onRemove && (
              <Button
                variant="light"
                color="red"
                aria-label={t('passkeys.removeNamed', { name: passkey.name })}
                onClick={() => onRemove(passkey)}
              >
                {t('passkeys.remove')}
              </Button>
            )}
          </Group>
        </Paper>
      ))}
    </Stack>
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

/**
 * Turning the factor off, new recovery codes, or removing a passkey: the password and a current code (the app's, or
 * a recovery code).
 */
function ChangeForm({
  change,
  passkey,
  onCancel,
  onDone,
}: {
  change: Change;
  passkey?: TPasskey;
  onCancel: () => void;
  onDone: (codes?: string[]) => void;
}) {
  const { t } = useTranslation('security');
  const lang = useLanguage();
  const turnOff = useTurnTwoFactorOff();
  const regenerate = useRegenerateRecoveryCodes();
  const removePasskey = useRemovePasskey(passkey?.id ?? 0);
  const call = change === 'disable' ? turnOff : change === 'remove-passkey' ? removePasskey : regenerate;
  const form = useForm({
    initialValues: { password: '', factorCode: '' },
    validate: domainResolver(ZTwoFactorChangeRequestSchema, lang, { factorCode: t('change.code') }),
  });
  const onError = (failure: unknown) => form.setErrors(serverFieldErrors(failure));
  const done = (notice: string) => () => {
    notifySuccess(notice);
    onDone();
  };
  const name = passkey?.name ?? '';
  const submit = form.onSubmit((values) => {
    if (change === 'recovery-codes') {
      regenerate.mutate(values, { onSuccess: (answer) => onDone(answer.recoveryCodes), onError });
    } else if (change === 'disable') {
      turnOff.mutate(values, { onSuccess: done(t('card.turnedOff')), onError });
    } else {
      removePasskey.mutate(values, { onSuccess: done(t('passkeys.removed', { name })), onError });
    }
  });
  const words = {
    disable: { title: t('change.disableTitle'), submit: t('change.disable') },
    'recovery-codes': { title: t('change.codesTitle'), submit: t('change.codes') },
    'remove-passkey': { title: t('change.removePasskeyTitle', { name }), submit: t('change.removePasskey') },
  }[change];
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <Text size="sm" fw={600}>
          {words.title}
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
          <Button
            type="submit"
            color={change === 'recovery-codes' ? undefined : 'red'}
            loading={call.isPending}
          >
            {words.submit}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A passkey: its name (the device it is on), then the browser's WebAuthn ceremony. */
function AddPasskeyForm({
  onCancel,
  onDone,
}: {
  onCancel: () => void;
  onDone: (codes?: string[] | null) => void;
}) {
  const { t } = useTranslation('security');
  const lang = useLanguage();
  const add = useAddPasskey();
  const form = useForm({
    initialValues: { name: '' },
    validate: domainResolver(ZPasskeyRegistrationRequestSchema.pick({ name: true }), lang, {
      name: t('passkeys.name'),
    }),
  });
  const submit = form.onSubmit((values) =>
    add.mutate(values.name.trim(), {
      onSuccess: (answer) => {
        notifySuccess(t('passkeys.addedNotice', { name: answer.passkey.name }));
        onDone(answer.recoveryCodes);
      },
      onError: (failure) => form.setErrors(serverFieldErrors(failure)),
    }),
  );
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <Text size="sm">{t('passkeys.intro')}</Text>
        <TextInput
          label={t('passkeys.name')}
          description={t('passkeys.nameHint')}
          withAsterisk
          maxLength={PASSKEY_NAME_MAX}
          w={{ base: '100%', xs: 320 }}
          {...form.getInputProps('name')}
        />
        <FormAlert error={add.error} />
        <Group gap="sm">
          <Button type="submit" loading={add.isPending}>
            {t('passkeys.create')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
