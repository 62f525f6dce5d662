import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from './screen-icons.tsx';
import { LinkTo } from '../lib/navigation.tsx';
import type { RouteName } from '../lib/routes.ts';
import { errorMessage } from '../lib/errors.ts';

/** The audience screens' loading state (segments and conversion pixels). */
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
