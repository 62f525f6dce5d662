import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigateTo } from '../../../lib/navigation.tsx';
import { successMessage } from '../../../lib/errors.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useSavePixel } from '../api.ts';
import { NEW_PIXEL, PixelForm } from '../components/PixelForm.tsx';

export const namespaces = ['audiences', 'errors', 'alerts'];

/** New conversion pixel (spec §2 hub.conversions.new): created, then its tag is displayed (spec §4). */
export function Component() {
  const { t } = useTranslation(['audiences', 'alerts']);
  const navigateTo = useNavigateTo();
  const save = useSavePixel();
  return (
    <Stack gap="lg" maw={860}>
      <PixelForm
        initial={NEW_PIXEL}
        submitLabel={t('conversions.form.create')}
        onSave={async (input) => {
          const { activityGroupId } = await save.mutateAsync(input);
          notifySuccess(successMessage('conversionCreated', t));
          await navigateTo('hub.conversions.tag', { activityGroupId });
        }}
      />
    </Stack>
  );
}
