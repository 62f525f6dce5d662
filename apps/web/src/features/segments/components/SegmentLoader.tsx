import type { ReactNode } from 'react';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TPersonalizedSegment } from '@portal/domain';
import { Icon } from '../../orders/icons.tsx';
import { LinkTo } from '../../../app/navigation.tsx';
import type { RouteName } from '../../../app/routes.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { useSegment } from '../api.ts';

export function Spinner() {
  const { t } = useTranslation('audiences');
  return (
    <Center py="xl" role="status" aria-label={t('loading')}>
      <Loader />
    </Center>
  );
}

/** A failed load: the catalogue's message (another account's segment: "The segment has not been found."). */
export function LoadFailure({ error, back }: { error: unknown; back: RouteName }) {
  const { t } = useTranslation('audiences');
  return (
    <Stack gap="md" maw={640}>
      <Alert color="red" variant="light" role="alert" icon={<Icon name="alert" />}>
        <Text size="sm">{errorMessage(error, t)}</Text>
      </Alert>
      <Button component={LinkTo} name={back} variant="light" w="fit-content">
        {t('backToList')}
      </Button>
    </Stack>
  );
}

/** The segment named by the route's segmentId, once loaded. */
export function SegmentLoader({ children }: { children: (segment: TPersonalizedSegment) => ReactNode }) {
  const { segmentId = '' } = useParams();
  const id = /^\d{1,12}$/.test(segmentId) ? Number(segmentId) : 0;
  const segment = useSegment(id);
  if (segment.isPending) return <Spinner />;
  if (segment.isError) return <LoadFailure error={segment.error} back="hub.segments.index" />;
  return children(segment.data);
}
