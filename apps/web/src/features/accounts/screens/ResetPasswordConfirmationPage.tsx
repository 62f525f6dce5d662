import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icons.tsx';
import { LinkTo } from '../../../lib/navigation.tsx';

export const namespaces = ['accounts'];

/** Reset confirmation (spec §2, §4): the password was changed; login follows (its e-mail already filled in). */
export function Component() {
  const { t } = useTranslation('accounts');
  return (
    <Stack gap="md" align="center" ta="center">
      <ThemeIcon size={56} radius="xl" color="teal" variant="light" aria-hidden="true">
        <Icon name="check" size={30} />
      </ThemeIcon>
      <Title order={2} fz="h3">
        {t('resetPasswordConfirmation.title')}
      </Title>
      <Text c="dimmed">{t('resetPasswordConfirmation.intro')}</Text>
      <Button component={LinkTo} name="account.login" size="md" fullWidth mt="sm">
        {t('resetPasswordConfirmation.login')}
      </Button>
    </Stack>
  );
}
