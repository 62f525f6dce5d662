import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  API_KEY_NAME_MAX,
  ZCreateApiKeyRequestSchema,
  type TApiKey,
  type TApiKeyScope,
  type TCreatedApiKey,
} from '@portal/domain';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { instantInWords } from '../../../lib/audit-values.ts';
import { domainResolver } from '../../../lib/form-validation.ts';
import { intlLocale } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/navigation.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useSettings } from '../../../lib/settings.ts';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/api-keys.ts';
import { ProfileCard } from './ProfileCard.tsx';

/**
 * The profile's API keys (issue 32 §1): make a key with a name and a scope, see it this once (copy it), list the
 * keys by their visible prefix with their creation and last use, revoke one after a confirmation.
 */
export function ApiKeysCard() {
  const { t } = useTranslation('profile');
  const { data: keys, error: loadError } = useApiKeys();
  const [created, setCreated] = useState<TCreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<TApiKey | null>(null);
  const revoke = useRevokeApiKey();

  return (
    <ProfileCard title={t('apiKeys.title')} description={t('apiKeys.description')}>
      {created ? (
        <NewKey created={created} onDone={() => setCreated(null)} />
      ) : (
        <CreateKeyForm onCreated={setCreated} />
      )}
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('apiKeys.list')}>
        {keys?.length === 0 && (
          <Text size="sm" c="dimmed" component="li">
            {t('apiKeys.empty')}
          </Text>
        )}
        {keys?.map((key) => (
          <KeyRow key={key.id} apiKey={key} onRevoke={() => setRevoking(key)} />
        ))}
      </Stack>
      <FormAlert error={loadError ?? revoke.error} />
      <ConfirmDialog
        opened={revoking !== null}
        title={t('apiKeys.revokeTitle', { name: revoking?.name ?? '' })}
        text={t('apiKeys.revokeText')}
        confirm={t('apiKeys.revokeConfirm')}
        cancel={t('apiKeys.cancel')}
        onClose={() => setRevoking(null)}
        onConfirm={() => {
          const key = revoking;
          setRevoking(null);
          if (!key) return;
          revoke.mutate(key.id, {
            onSuccess: () => notifySuccess(t('apiKeys.revoked', { name: key.name })),
          });
        }}
      />
    </ProfileCard>
  );
}

function CreateKeyForm({ onCreated }: { onCreated: (created: TCreatedApiKey) => void }) {
  const { t } = useTranslation('profile');
  const lang = useLanguage();
  const create = useCreateApiKey();
  const form = useForm<{ name: string; scope: TApiKeyScope }>({
    initialValues: { name: '', scope: 'read' },
    validate: domainResolver(ZCreateApiKeyRequestSchema, lang, { name: t('apiKeys.name') }),
  });
  const submit = form.onSubmit((values) =>
    create.mutate(
      { name: values.name.trim(), scope: values.scope },
      {
        onSuccess: (made) => {
          form.reset();
          onCreated(made);
        },
      },
    ),
  );
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <TextInput
          label={t('apiKeys.name')}
          description={t('apiKeys.nameHint')}
          withAsterisk
          maxLength={API_KEY_NAME_MAX}
          {...form.getInputProps('name')}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="api-key-scope">
            {t('apiKeys.scope')}
          </Text>
          <SegmentedControl
            aria-labelledby="api-key-scope"
            w="fit-content"
            data={(['read', 'read_write'] as const).map((value) => ({
              value,
              label: t(`apiKeys.scopes.${value}`),
            }))}
            {...form.getInputProps('scope')}
          />
        </Stack>
        <FormAlert error={create.error} />
        <Group>
          <Button type="submit" loading={create.isPending}>
            {t('apiKeys.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The key just made, shown this once: only its hash is kept. */
function NewKey({ created, onDone }: { created: TCreatedApiKey; onDone: () => void }) {
  const { t } = useTranslation('profile');
  return (
    <Alert color="green" title={t('apiKeys.createdTitle', { name: created.name })} role="status">
      <Stack gap="sm">
        <Text size="sm">{t('apiKeys.createdText')}</Text>
        <Code
          block
          aria-label={t('apiKeys.theKey')}
          style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
        >
          {created.key}
        </Code>
        <Group gap="sm">
          <CopyButton value={created.key}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? t('apiKeys.copied') : t('apiKeys.copy')}
              </Button>
            )}
          </CopyButton>
          <Button variant="default" onClick={onDone}>
            {t('apiKeys.done')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function KeyRow({ apiKey, onRevoke }: { apiKey: TApiKey; onRevoke: () => void }) {
  const { t } = useTranslation('profile');
  const locale = intlLocale(useLanguage());
  const { timeZone } = useSettings();
  const when = (iso: string) => instantInWords(iso, locale, timeZone);
  return (
    <Paper component="li" withBorder p="sm" aria-label={apiKey.name}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {apiKey.name}
            </Text>
            <Badge variant="light" color={apiKey.scope === 'read' ? 'gray' : 'blue'}>
              {t(`apiKeys.scopes.${apiKey.scope}`)}
            </Badge>
          </Group>
          <Code w="fit-content">{`${apiKey.prefix}…`}</Code>
          <Text size="xs" c="dimmed">
            {t('apiKeys.createdAt', { date: when(apiKey.createdAt) })}
            {' · '}
            {apiKey.lastUsedAt
              ? t('apiKeys.lastUsed', { date: when(apiKey.lastUsedAt) })
              : t('apiKeys.neverUsed')}
          </Text>
        </Stack>
        <Button
          variant="light"
          color="red"
          onClick={onRevoke}
          aria-label={t('apiKeys.revokeNamed', { name: apiKey.name })}
        >
          {t('apiKeys.revoke')}
        </Button>
      </Group>
    </Paper>
  );
}
