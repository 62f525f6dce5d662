import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LinkTo } from '../../../lib/navigation.tsx';

/** The buttons under a profile form: submit, and back to the profile without saving. */
export function FormActions({ submitLabel, loading }: { submitLabel: string; loading: boolean }) {
  const { t } = useTranslation('profile');
  return (
    <Group gap="sm" mt="xs">
      <Button type="submit" loading={loading}>
        {submitLabel}
      </Button>
      <Button component={LinkTo} name="hub.profile" variant="default">
        {t('cancel')}
      </Button>
    </Group>
  );
}
