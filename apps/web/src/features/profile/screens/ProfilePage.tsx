import type { ReactNode } from 'react';
import { Button, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { COUNTRIES, regionsOf } from '@portal/domain';
import { LinkTo, useLanguage } from '../../../lib/navigation.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { userQuery } from '../../../lib/session.ts';
import { useCan } from '../../../lib/account-role.ts';
import { ProfileCard, ProfileFact } from '../components/ProfileCard.tsx';
import { StatusFiltersForm } from '../components/StatusFiltersForm.tsx';
import { DataExportCard } from '../components/DataExportCard.tsx';
import { LanguageCard } from '../components/LanguageCard.tsx';
import { ApiKeysCard } from '../components/ApiKeysCard.tsx';
import { WebhooksCard } from '../components/WebhooksCard.tsx';
import { TwoFactorCard } from '../components/TwoFactorCard.tsx';

export const namespaces = ['profile', 'webhooks', 'security', 'errors', 'alerts'];

/**
 * Profile root: hub.profile (spec §2): credentials, personal and company information, status filters, the language
 * of the portal and its e-mails (issue 31 §16), "Download my data" (issue 16) and the API keys (issue 32). The agencies' cards
 * (invitations, grants) come from the agencies feature: app/ passes them in (app/screens/profile/ProfilePage.tsx), a
 * feature does not import another.
 */
export function ProfilePage({ agencyCards }: { agencyCards?: ReactNode }) {
  const { t } = useTranslation('profile');
  const lang = useLanguage();
  const { data: user, error, isPending } = useQuery(userQuery);
  // The account's webhooks and its data export are the role's (issue 33); the API keys are the user's own.
  const can = useCan();
  if (error) return <FormAlert error={error} />;
  if (isPending) return <Skeleton h={320} radius="lg" />;

  const empty = t('notProvided');
  const country = COUNTRIES.find((c) => c.code === user.country);
  const region = user.country ? regionsOf(user.country).find((r) => r.code === user.state) : undefined;
  const phone =
    user.phone && user.phone_ext
      ? t('company.phoneWithExt', { phone: user.phone, ext: user.phone_ext })
      : user.phone;

  return (
    <Stack gap="lg">
      <Text c="dimmed">{t('root.intro')}</Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ProfileCard
          title={t('credentials.title')}
          description={t('credentials.description')}
          actions={
            <>
              <Button component={LinkTo} name="hub.profile.email" variant="light">
                {t('credentials.changeEmail')}
              </Button>
              <Button component={LinkTo} name="hub.profile.password" variant="light">
                {t('credentials.changePassword')}
              </Button>
            </>
          }
        >
          <Stack component="dl" gap="sm" m={0}>
            <ProfileFact label={t('credentials.email')} value={user.email} empty={empty} />
            <ProfileFact label={t('credentials.password')} value="••••••••" empty={empty} />
          </Stack>
        </ProfileCard>
        <ProfileCard
          title={t('personal.title')}
          description={t('personal.description')}
          actions={
            <Button component={LinkTo} name="hub.profile.personal-information" variant="light">
              {t('personal.edit')}
            </Button>
          }
        >
          <Stack component="dl" gap="sm" m={0}>
            <ProfileFact label={t('personal.firstName')} value={user.first_name} empty={empty} />
            <ProfileFact label={t('personal.lastName')} value={user.last_name} empty={empty} />
          </Stack>
        </ProfileCard>
      </SimpleGrid>
      <ProfileCard
        title={t('company.title')}
        description={t('company.description')}
        actions={
          <Button component={LinkTo} name="hub.profile.company-information" variant="light">
            {t('company.edit')}
          </Button>
        }
      >
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" m={0}>
          <ProfileFact label={t('company.company')} value={user.organisation} empty={empty} />
          <ProfileFact label={t('company.country')} value={country?.[lang]} empty={empty} />
          <ProfileFact
            label={t(user.country === 'US' ? 'company.state' : 'company.province')}
            value={region?.[lang]}
            empty={empty}
          />
          <ProfileFact label={t('company.phone')} value={phone} empty={empty} />
        </SimpleGrid>
      </ProfileCard>
      <ProfileCard title={t('statusFilters.title')} description={t('statusFilters.description')}>
        <StatusFiltersForm user={user} />
      </ProfileCard>
      <LanguageCard user={user} />
      <TwoFactorCard />
      {can('data.export') && <DataExportCard />}
      <ApiKeysCard />
      {can('webhooks.manage') && <WebhooksCard />}
      <ProfileCard
        title={t('history.title')}
        description={t('history.description')}
        actions={
          <Button component={LinkTo} name="hub.profile.history" variant="light">
            {t('history.open')}
          </Button>
        }
      />
      {agencyCards}
    </Stack>
  );
}
