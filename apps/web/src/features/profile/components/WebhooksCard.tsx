import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Code,
  CopyButton,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  WEBHOOK_EVENTS,
  WEBHOOK_URL_MAX,
  webhookUrlProblem,
  ZWebhookEndpointCreateSchema,
  type TWebhookDelivery,
  type TWebhookEndpoint,
  type WebhookEventType,
} from '@portal/domain';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { instantInWords } from '../../../lib/audit-values.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { domainResolver } from '../../../lib/form-validation.ts';
import { isApiError } from '../../../lib/http/index.ts';
import { intlLocale } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/navigation.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useSettings } from '../../../lib/settings.ts';
import {
  useCreateWebhookEndpoint,
  useDeleteWebhookEndpoint,
  useRedeliver,
  useWebhookDeliveries,
  useWebhookEndpoints,
} from '../api/webhooks.ts';
import { ProfileCard } from './ProfileCard.tsx';

type Created = TWebhookEndpoint & { secret: string };

/**
 * The profile's webhooks (issue 32 §6): register an HTTPS endpoint with the events it listens to, see its signing
 * secret this once, list the endpoints, open one's delivery log and send a delivery again, delete an endpoint.
 */
export function WebhooksCard() {
  const { t } = useTranslation('webhooks');
  const { data: endpoints, error: loadError } = useWebhookEndpoints();
  const [created, setCreated] = useState<Created | null>(null);
  const [deleting, setDeleting] = useState<TWebhookEndpoint | null>(null);
  const remove = useDeleteWebhookEndpoint();

  return (
    <ProfileCard title={t('title')} description={t('description')}>
      {created ? (
        <NewSecret created={created} onDone={() => setCreated(null)} />
      ) : (
        <CreateEndpointForm onCreated={setCreated} />
      )}
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('list')}>
        {endpoints?.length === 0 && (
          <Text size="sm" c="dimmed" component="li">
            {t('empty')}
          </Text>
        )}
        {endpoints?.map((endpoint) => (
          <EndpointRow key={endpoint.id} endpoint={endpoint} onDelete={() => setDeleting(endpoint)} />
        ))}
      </Stack>
      <FormAlert error={loadError ?? remove.error} />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('deleteTitle')}
        text={t('deleteText', { url: deleting?.url ?? '' })}
        confirm={t('deleteConfirm')}
        cancel={t('cancel')}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          const endpoint = deleting;
          setDeleting(null);
          if (!endpoint) return;
          remove.mutate(endpoint.id, { onSuccess: () => notifySuccess(t('deleted')) });
        }}
      />
    </ProfileCard>
  );
}

const URL_CODES = ['WEBHOOK_URL_INVALID', 'WEBHOOK_URL_NOT_HTTPS', 'WEBHOOK_URL_PRIVATE_ADDRESS'];

function CreateEndpointForm({ onCreated }: { onCreated: (created: Created) => void }) {
  const { t } = useTranslation('webhooks');
  const { t: tErrors } = useTranslation('errors');
  const lang = useLanguage();
  const create = useCreateWebhookEndpoint();
  const schema = domainResolver(ZWebhookEndpointCreateSchema, lang, { url: t('url'), events: t('events') });
  const form = useForm<{ url: string; events: WebhookEventType[] }>({
    initialValues: { url: '', events: [] },
    validate: (values) => {
      const errors: Record<string, string> = { ...schema(values) };
      // The domain's URL rules; whether plain http and loopback are taken is the server's setting: it judges those.
      const problem = values.url.trim() && webhookUrlProblem(values.url.trim(), { allowLoopback: true });
      if (problem && !errors.url) errors.url = errorMessage(problem, tErrors);
      if (!values.events.length) errors.events = t('eventsRequired');
      return errors;
    },
  });
  const submit = form.onSubmit((values) =>
    create.mutate(
      { url: values.url.trim(), events: values.events },
      {
        onSuccess: (made) => {
          form.reset();
          onCreated(made);
        },
        onError: (error) => {
          if (isApiError(error) && URL_CODES.includes(error.code)) {
            form.setFieldError('url', errorMessage(error.code, tErrors));
          }
        },
      },
    ),
  );
  const urlRefused = isApiError(create.error) && URL_CODES.includes(create.error.code);
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <TextInput
          label={t('url')}
          description={t('urlHint')}
          placeholder="https://"
          withAsterisk
          type="url"
          maxLength={WEBHOOK_URL_MAX}
          {...form.getInputProps('url')}
        />
        <Checkbox.Group label={t('events')} withAsterisk {...form.getInputProps('events')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
            {WEBHOOK_EVENTS.map((event) => (
              <Checkbox key={event} value={event} label={t(`event.${event}`)} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        {!urlRefused && <FormAlert error={create.error} />}
        <Group>
          <Button type="submit" loading={create.isPending}>
            {t('create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The endpoint just registered with its signing secret, shown this once. */
function NewSecret({ created, onDone }: { created: Created; onDone: () => void }) {
  const { t } = useTranslation('webhooks');
  return (
    <Alert color="green" title={t('createdTitle')} role="status">
      <Stack gap="sm">
        <Text size="sm">{t('createdText')}</Text>
        <Code block aria-label={t('secret')} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {created.secret}
        </Code>
        <Text size="sm">{t('signatureHint')}</Text>
        <Group gap="sm">
          <CopyButton value={created.secret}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? t('copied') : t('copy')}
              </Button>
            )}
          </CopyButton>
          <Button variant="default" onClick={onDone}>
            {t('done')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function EndpointRow({ endpoint, onDelete }: { endpoint: TWebhookEndpoint; onDelete: () => void }) {
  const { t } = useTranslation('webhooks');
  const [open, setOpen] = useState(false);
  return (
    <Paper component="li" withBorder p="sm" aria-label={endpoint.url}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {endpoint.url}
            </Text>
            <Group gap={4} wrap="wrap">
              {endpoint.events.map((event) => (
                <Badge key={event} variant="light" tt="none">
                  {t(`event.${event}`)}
                </Badge>
              ))}
            </Group>
          </Stack>
          <Group gap="xs">
            <Button variant="light" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
              {open ? t('hideLog') : t('showLog')}
            </Button>
            <Button
              variant="light"
              color="red"
              onClick={onDelete}
              aria-label={t('deleteNamed', { url: endpoint.url })}
            >
              {t('delete')}
            </Button>
          </Group>
        </Group>
        {open && <DeliveryLog endpointId={endpoint.id} />}
      </Stack>
    </Paper>
  );
}

const STATUS_COLOR: Record<TWebhookDelivery['status'], string> = {
  pending: 'gray',
  retrying: 'orange',
  succeeded: 'green',
  failed: 'red',
};

function DeliveryLog({ endpointId }: { endpointId: number }) {
  const { t } = useTranslation('webhooks');
  const locale = intlLocale(useLanguage());
  const { timeZone } = useSettings();
  const { data: deliveries, error } = useWebhookDeliveries(endpointId, true);
  const redeliver = useRedeliver(endpointId);
  if (error) return <FormAlert error={error} />;
  if (!deliveries) return null;
  if (deliveries.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('noDeliveries')}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={520}>
        <Table striped aria-label={t('log')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('when')}</Table.Th>
              <Table.Th>{t('event')}</Table.Th>
              <Table.Th>{t('status')}</Table.Th>
              <Table.Th>{t('attempts')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {deliveries.map((d) => (
              <Table.Tr key={d.id}>
                <Table.Td>{instantInWords(d.createdAt, locale, timeZone)}</Table.Td>
                <Table.Td>
                  <Text size="sm">{t(`event.${d.eventType}`)}</Text>
                  <Code fz="xs">{d.eventId}</Code>
                </Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLOR[d.status]} variant="light">
                    {t(`statuses.${d.status}`)}
                  </Badge>
                  {d.lastStatusCode !== null && (
                    <Text size="xs" c="dimmed">
                      {t('answered', { code: d.lastStatusCode })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{d.attempts}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    loading={redeliver.isPending && redeliver.variables === d.id}
                    onClick={() =>
                      redeliver.mutate(d.id, { onSuccess: () => notifySuccess(t('redelivered')) })
                    }
                  >
                    {t('redeliver')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <FormAlert error={redeliver.error} />
    </Stack>
  );
}
