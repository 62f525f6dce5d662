import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LinkTo } from '../../../lib/navigation.tsx';
import { useCan } from '../../../lib/account-role.ts';
import { Icon } from '../../../components/screen-icons.tsx';
import { useFormatters } from '../../../lib/format.ts';
import { SegmentLoader } from '../components/SegmentLoader.tsx';
import { SegmentSteps } from '../components/SegmentSteps.tsx';
import { TagSnippet } from '../../../components/TagSnippet.tsx';

export const namespaces = ['audiences', 'errors', 'alerts'];

/** The segment's tag (spec §2 hub.segments.tag, the second step): the snippet, Copy tag, Return to the list. */
export function Component() {
  const { t } = useTranslation('audiences');
  // Edit is for a role with campaigns.write (issue 33).
  const writable = useCan()('campaigns.write');
  const f = useFormatters();
  return (
    <SegmentLoader>
      {(segment) => (
        <Stack gap="lg" maw={760}>
          <SegmentSteps active={1} />
          <Text>{t('segments.tagIntro', { name: segment.name })}</Text>
          {segment.status !== 'ACTIVE' && (
            <Alert color="yellow" variant="light" icon={<Icon name="info" size={18} />}>
              {t('segments.tagInactive')}
            </Alert>
          )}
          <TagSnippet tag={segment.tag}>
            <Text size="sm" c="dimmed" data-testid="segment-size">
              {t('segments.sizeNow', { size: f.number(segment.size) })}
            </Text>
          </TagSnippet>
          <Group justify="space-between" gap="sm">
            <Button component={LinkTo} name="hub.segments.index" variant="light">
              {t('backToList')}
            </Button>
            {writable && (
              <Button
                component={LinkTo}
                name="hub.segments.edit"
                params={{ segmentId: segment.id }}
                variant="subtle"
                leftSection={<Icon name="edit" size={16} />}
              >
                {t('segments.editOf', { name: segment.name })}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </SegmentLoader>
  );
}
