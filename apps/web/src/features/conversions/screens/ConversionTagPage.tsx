import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LinkTo } from '../../../lib/navigation.tsx';
import { useCan } from '../../../lib/account-role.ts';
import { Icon } from '../../../components/screen-icons.tsx';
import { TagSnippet } from '../../../components/TagSnippet.tsx';
import { PixelLoader } from '../components/PixelLoader.tsx';

export const namespaces = ['audiences', 'errors', 'alerts'];

/** A conversion pixel's tag (spec §2 hub.conversions.tag): the snippet and Copy tag. */
export function Component() {
  const { t } = useTranslation('audiences');
  // Edit is for a role with campaigns.write (issue 33).
  const writable = useCan()('campaigns.write');
  return (
    <PixelLoader>
      {(pixel) => (
        <Stack gap="lg" maw={760}>
          <Text>{t('conversions.tagIntro')}</Text>
          {pixel.status !== 'ACTIVE' && (
            <Alert color="yellow" variant="light" icon={<Icon name="info" size={18} />}>
              {t('conversions.tagInactive')}
            </Alert>
          )}
          <TagSnippet tag={pixel.tag}>
            {pixel.type === 'custom' && (
              <Text size="sm" c="dimmed">
                {t('conversions.tagOrd')}
              </Text>
            )}
          </TagSnippet>
          <Group justify="space-between" gap="sm">
            <Button component={LinkTo} name="hub.conversions.index" variant="light">
              {t('backToList')}
            </Button>
            {writable && (
              <Button
                component={LinkTo}
                name="hub.conversions.edit"
                params={{ activityGroupId: pixel.activityGroupId }}
                variant="subtle"
                leftSection={<Icon name="edit" size={16} />}
              >
                {t('conversions.editOf', { name: pixel.name })}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </PixelLoader>
  );
}
