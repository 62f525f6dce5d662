import { NativeSelect, Paper, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  COUNTRIES,
  PHONE_FORMAT,
  regionsOf,
  ZUpdateCompanyRequestSchema,
  type TUpdateCompanyRequest,
  type TUserInfo,
} from '@portal/domain';
import { useLanguage, useNavigateTo } from '../../../lib/navigation.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { domainResolver } from '../../../lib/form-validation.ts';
import { userQuery } from '../../../lib/session.ts';
import { useUpdateCompany } from '../api/update-company.ts';
import { FormActions } from '../components/FormActions.tsx';
import { formatPhoneInput } from '../phone.ts';
import { notifySuccess } from '../success.ts';

export const namespaces = ['profile', 'errors', 'alerts'];

type CompanyValues = Record<keyof TUpdateCompanyRequest, string>;

function CompanyForm({ user }: { user: TUserInfo }) {
  const { t } = useTranslation('profile');
  const lang = useLanguage();
  const navigateTo = useNavigateTo();
  const save = useUpdateCompany();
  const form = useForm<CompanyValues>({
    initialValues: {
      company: user.organisation ?? '',
      role: user.company_role ?? '',
      country: user.country ?? 'CA',
      province: user.state ?? '',
      phone: user.phone ?? '',
      phoneExt: user.phone_ext ?? '',
      address: user.address ?? '',
      city: user.city ?? '',
      postalCode: user.postal_code ?? '',
    },
    validate: (values) =>
      domainResolver(ZUpdateCompanyRequestSchema, lang, {
        province: t(values.country === 'US' ? 'company.state' : 'company.province'),
        postalCode: t('company.postalCode'),
      })(values),
  });
  const { country } = form.values;
  const regionLabel = t(country === 'US' ? 'company.state' : 'company.province');

  const submit = form.onSubmit((values) =>
    save.mutate(
      {
        company: values.company.trim(),
        role: values.role.trim(),
        country: values.country as TUpdateCompanyRequest['country'],
        province: values.province,
        phone: values.phone.trim(),
        phoneExt: values.phoneExt.trim(),
        address: values.address.trim(),
        city: values.city.trim(),
        postalCode: values.postalCode.trim(),
      },
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
            label={t('company.company')}
            autoComplete="organization"
            required
            {...form.getInputProps('company')}
          />
          <TextInput
            label={t('company.role')}
            autoComplete="organization-title"
            {...form.getInputProps('role')}
          />
          <NativeSelect
            label={t('company.country')}
            required
            data={COUNTRIES.map((c) => ({ value: c.code, label: c[lang] }))}
            {...form.getInputProps('country')}
            onChange={(event) => {
              form.setFieldValue('country', event.currentTarget.value);
              form.setFieldValue('province', '');
            }}
          />
          <NativeSelect
            label={regionLabel}
            required
            data={[
              { value: '', label: t('company.choose'), disabled: true },
              ...regionsOf(country).map((r) => ({ value: r.code, label: r[lang] })),
            ]}
            {...form.getInputProps('province')}
          />
          <TextInput
            label={t('company.phone')}
            description={t('company.phoneFormat', { format: PHONE_FORMAT })}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required
            {...form.getInputProps('phone')}
            onChange={(event) => form.setFieldValue('phone', formatPhoneInput(event.currentTarget.value))}
          />
          <TextInput
            label={t('company.phoneExt')}
            inputMode="numeric"
            maxLength={10}
            {...form.getInputProps('phoneExt')}
          />
          <TextInput
            label={t('company.address')}
            description={t('company.addressHint')}
            autoComplete="street-address"
            maxLength={255}
            {...form.getInputProps('address')}
          />
          <SimpleGrid cols={2} spacing="md">
            <TextInput
              label={t('company.city')}
              autoComplete="address-level2"
              maxLength={120}
              {...form.getInputProps('city')}
            />
            <TextInput
              label={t('company.postalCode')}
              autoComplete="postal-code"
              maxLength={12}
              {...form.getInputProps('postalCode')}
            />
          </SimpleGrid>
        </SimpleGrid>
        <FormActions submitLabel={t('save')} loading={save.isPending} />
      </Stack>
    </form>
  );
}

/** Company information (spec §2, §3, §7 PUT /user/company): provinces or states of the chosen country. */
export function Component() {
  const { t } = useTranslation('profile');
  const { data: user, error } = useQuery(userQuery);
  let body = <Skeleton h={240} />;
  if (error) body = <FormAlert error={error} />;
  else if (user) body = <CompanyForm user={user} />;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={760}>
      <Stack gap="lg">
        <Text c="dimmed">{t('company.intro')}</Text>
        {body}
      </Stack>
    </Paper>
  );
}
