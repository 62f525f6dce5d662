import { Paper, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ZUpdatePersonalRequestSchema, type TUserInfo } from '@portal/domain';
import { useLanguage, useNavigateTo } from '../../../lib/navigation.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { domainResolver } from '../../../lib/form-validation.ts';
import { userQuery } from '../../../lib/session.ts';
import { useUpdatePersonal } from '../api/update-personal.ts';
import { FormActions } from '../components/FormActions.tsx';
import { notifySuccess } from '../success.ts';

export const namespaces = ['profile', 'errors', 'alerts'];

function PersonalForm({ user }: { user: TUserInfo }) {
  const { t } = useTranslation('profile');
  const lang = useLanguage();
  const navigateTo = useNavigateTo();
  const save = useUpdatePersonal();
  const form = useForm({
    initialValues: { firstName: user.first_name, lastName: user.last_name },
    validate: domainResolver(ZUpdatePersonalRequestSchema, lang),
  });
  const submit = form.onSubmit((values) =>
    save.mutate(
      { firstName: values.firstName.trim(), lastName: values.lastName.trim() },
      {
        onSuccess: () => {
          notifySuccess('informationUpdated', t);
          void navigateTo('hub.profile');
        },
        onError: (error) => form.setErrors(serverFieldErrors(error)),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert error={save.error} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('personal.firstName')}
            autoComplete="given-name"
            required
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={t('personal.lastName')}
            autoComplete="family-name"
            required
            {...form.getInputProps('lastName')}
          />
        </SimpleGrid>
        <FormActions submitLabel={t('save')} loading={save.isPending} />
      </Stack>
    </form>
  );
}

/** Personal information (spec §2, §7 PUT /user/personal): the name the header greets. */
export function Component() {
  const { t } = useTranslation('profile');
  const { data: user, error } = useQuery(userQuery);
  let body = <Skeleton h={120} />;
  if (error) body = <FormAlert error={error} />;
  else if (user) body = <PersonalForm user={user} />;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={720}>
      <Stack gap="lg">
        <Text c="dimmed">{t('personal.intro')}</Text>
        {body}
      </Stack>
    </Paper>
  );
}
