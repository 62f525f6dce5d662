import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import {
  toFieldErrors,
  ZCreateAgencyRequestSchema,
  type TAdminAgency,
  type TCreateAgencyRequest,
} from '@portal/domain';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { useFormatters } from '../../../lib/format.ts';
import { firstMessages } from '../../../lib/form-errors.ts';
import { LinkTo, useLanguage } from '../../../lib/navigation.tsx';
import { useSettings } from '../../../lib/settings.ts';
import { useCreateAgency, useStaffAgencies } from '../agencies-api.ts';
import { AdminGate } from './AdminGate.tsx';

export const namespaces = ['admin', 'errors'];

/**
 * hub.admin-accounts.agencies (issue 31 §1): staff create an agency, naming its first admin by the e-mail of their
 * account, and see every agency with its members and clients. Without it an agency could only be made by a call
 * by hand, and nothing of the agencies area could be used.
 */
export function Component() {
  const { t } = useTranslation('admin');
  const { agenciesDisabled } = useSettings();
  return (
    <AdminGate>
      <Stack gap="lg">
        <Anchor component={LinkTo} name="hub.admin-accounts" size="sm">
          {t('agencies.back')}
        </Anchor>
        {agenciesDisabled ? (
          <Alert color="gray" variant="light">
            {t('agencies.disabled')}
          </Alert>
        ) : (
          <>
            <Paper
              withBorder
              p={{ base: 'md', sm: 'lg' }}
              component="section"
              aria-labelledby="new-agency-title"
            >
              <Title order={2} fz="h4" mb="xs" id="new-agency-title">
                {t('agencies.createTitle')}
              </Title>
              <Text size="sm" c="dimmed" mb="md">
                {t('agencies.createHelp')}
              </Text>
              <CreateAgencyForm />
            </Paper>
            <Paper
              withBorder
              p={{ base: 'md', sm: 'lg' }}
              component="section"
              aria-labelledby="agencies-title"
            >
              <Title order={2} fz="h4" mb="md" id="agencies-title">
                {t('agencies.listTitle')}
              </Title>
              <AgencyList />
            </Paper>
          </>
        )}
      </Stack>
    </AdminGate>
  );
}

/** Where the server's refusals go: beside the field they are about, else above the form. */
const FIELD_OF_CODE: Record<string, keyof TCreateAgencyRequest> = {
  AGENCY_NAME_EXISTS: 'name',
  USER_NOT_PRESENT: 'adminEmail',
  AGENCY_MEMBER_EXISTS: 'adminEmail',
};
const codeOf = (error: unknown) => (error as { code?: string } | null)?.code ?? '';

/** POST /admin/agencies: the agency's name and its first admin's e-mail, checked by the domain's schema first. */
function CreateAgencyForm() {
  const { t } = useTranslation(['admin', 'errors']);
  const lang = useLanguage();
  const create = useCreateAgency();
  const labels: Record<string, string> = { name: t('agencies.name'), adminEmail: t('agencies.adminEmail') };
  const form = useForm<TCreateAgencyRequest>({
    initialValues: { name: '', adminEmail: '' },
    validate: (values) => {
      const result = ZCreateAgencyRequestSchema.safeParse(values);
      if (result.success) return {};
      return firstMessages(toFieldErrors(result.error, lang, { label: (path) => labels[path.join('.')] }));
    },
  });
  const submit = form.onSubmit((values) =>
    create.mutate(ZCreateAgencyRequestSchema.parse(values), {
      onSuccess: (agency) => {
        notifications.show({
          color: 'teal',
          message: t('agencies.created', { name: agency.name, email: values.adminEmail.trim() }),
        });
        form.reset();
      },
      onError: (error) => {
        const field = FIELD_OF_CODE[codeOf(error)];
        if (field) form.setFieldError(field, errorMessage(error, t));
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {create.error && !FIELD_OF_CODE[codeOf(create.error)] && <FormAlert error={create.error} />}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('agencies.name')} required {...form.getInputProps('name')} />
          <TextInput
            type="email"
            label={t('agencies.adminEmail')}
            required
            autoComplete="off"
            {...form.getInputProps('adminEmail')}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={create.isPending}>
            {t('agencies.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function AgencyList() {
  const { t } = useTranslation('admin');
  const agencies = useStaffAgencies(true);
  if (agencies.error) return <FormAlert error={agencies.error} />;
  if (!agencies.data) return <Skeleton h={120} />;
  if (agencies.data.length === 0) return <Text c="dimmed">{t('agencies.none')}</Text>;
  return (
    <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby="agencies-title">
      {agencies.data.map((agency) => (
        <AgencyCard key={agency.id} agency={agency} />
      ))}
    </Stack>
  );
}

const nameOf = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`.trim() || '—';

/** One agency: its name and day of creation, its members with their roles, its clients. */
function AgencyCard({ agency }: { agency: TAdminAgency }) {
  const { t } = useTranslation('admin');
  const f = useFormatters();
  const titleId = `agency-${agency.id}`;
  return (
    <Paper component="li" withBorder p="md" aria-labelledby={titleId}>
      <Title order={3} fz="h5" id={titleId} style={{ overflowWrap: 'anywhere' }}>
        {agency.name}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('agencies.createdOn', { date: f.date(agency.createdAt) })}
        {agency.pendingInvitations > 0 && ` · ${t('agencies.pending', { count: agency.pendingInvitations })}`}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <PeopleList
          title={t('agencies.members', { count: agency.members.length })}
          people={agency.members.map((member) => ({
            ...member,
            badge: (
              <Badge variant="light" color={member.agency_role === 'admin' ? 'grape' : 'gray'} radius="sm">
                {t(`agencies.roles.${member.agency_role}`)}
              </Badge>
            ),
          }))}
        />
        <PeopleList
          title={t('agencies.clients', { count: agency.clients.length })}
          empty={t('agencies.noClient')}
          people={agency.clients.map((client) => ({
            ...client,
            badge: client.suspended && (
              <Badge variant="light" color="red" radius="sm">
                {t('agencies.suspended')}
              </Badge>
            ),
          }))}
        />
      </SimpleGrid>
    </Paper>
  );
}

function PeopleList(props: {
  title: string;
  empty?: string;
  people: Array<{
    user_id: string;
    email: string;
    first_name: string;
    last_name: string;
    badge: React.ReactNode;
  }>;
}) {
  return (
    <div>
      <Title order={4} fz="sm" mb={4}>
        {props.title}
      </Title>
      {props.people.length === 0 && props.empty && (
        <Text size="sm" c="dimmed">
          {props.empty}
        </Text>
      )}
      {props.people.length > 0 && (
        <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }} aria-label={props.title}>
          {props.people.map((person) => (
            <li key={person.user_id}>
              <Group gap="xs" wrap="wrap">
                <Text size="sm" fw={600}>
                  {nameOf(person)}
                </Text>
                {person.badge}
              </Group>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {person.email}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </div>
  );
}
