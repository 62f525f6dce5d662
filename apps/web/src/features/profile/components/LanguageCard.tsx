import { SegmentedControl, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Language, TUserInfo } from '@portal/domain';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { useLanguage, useSwitchLanguage } from '../../../lib/navigation.tsx';
import { useUpdatePersonalOptions } from '../api/update-personal-options.ts';
import { ProfileCard } from './ProfileCard.tsx';

/**
 * The user's language (issue 31 §16): the portal's and every e-mail's. Choosing one saves it (PUT
 * /user/personal-options {locale}) and shows the portal in it; the language switch of the header saves it too.
 */
export function LanguageCard({ user }: { user: TUserInfo }) {
  const { t } = useTranslation(['profile', 'common']);
  const lang = useLanguage();
  const switchLanguage = useSwitchLanguage();
  const save = useUpdatePersonalOptions();
  const choose = (value: string) => {
    const locale = value as Language;
    save.mutate({ locale }, { onSuccess: () => locale !== lang && switchLanguage(locale) });
  };
  return (
    <ProfileCard title={t('language.title')} description={t('language.description')}>
      <Stack gap="sm">
        <SegmentedControl
          aria-label={t('language.label')}
          value={user.locale ?? lang}
          onChange={choose}
          disabled={save.isPending}
          w="fit-content"
          data={(['fr', 'en'] as const).map((value) => ({
            value,
            label: <span lang={value}>{t(`common:language.name.${value}`)}</span>,
          }))}
        />
        <FormAlert error={save.error} />
      </Stack>
    </ProfileCard>
  );
}
