import { Anchor, Button, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LinkTo } from '../../lib/navigation.tsx';
import { SESSION_KEYS, writeSessionValues } from '../../lib/session.ts';
import { useSettings } from '../../lib/settings.ts';

/**
 * What the login page says when signing in cannot work now, with the way out (issue 31 §14, §15): a locked e-mail
 * (LimitExceededException) for how many more minutes, and the password reset that lifts the lock at once; a
 * suspended account (ACCOUNT_SUSPENDED at sign-in, or its session ended by the suspension) with the support
 * address (SUPPORT_EMAIL). And a session that expired (`?expired=1`): sign in again to go on. A chunk of its own,
 * with the catalogue it words from: the login page's first load does not carry it (its 170 KB budget).
 */
export default function LoginHelp({
  reason,
  minutes,
  email,
}: {
  reason: 'locked' | 'suspended' | 'expired';
  minutes?: unknown;
  email?: string;
}) {
  const { t } = useTranslation('errors', { keyPrefix: 'loginHelp' });
  const { supportEmail } = useSettings();
  if (reason === 'expired') return <SessionExpired />;
  const locked = reason === 'locked';
  return (
    <Paper
      role="alert"
      bg={locked ? 'red.0' : 'orange.0'}
      px="md"
      py="sm"
      radius="md"
      withBorder
      style={{ borderColor: `var(--mantine-color-${locked ? 'red' : 'orange'}-3)` }}
    >
      <Stack gap={6}>
        <Text fw={700} size="sm">
          {t(locked ? 'lockedTitle' : 'suspendedTitle')}
        </Text>
        {locked ? (
          <>
            <Text size="sm">{t('locked', { count: typeof minutes === 'number' ? minutes : 15 })}</Text>
            <Button
              component={LinkTo}
              name="account.forgot-password"
              variant="light"
              size="sm"
              w="fit-content"
              onClick={() => email && writeSessionValues({ [SESSION_KEYS.authEmail]: email })}
            >
              {t('resetNow')}
            </Button>
          </>
        ) : (
          <>
            <Text size="sm">{t('suspended')}</Text>
            {supportEmail ? (
              <Text size="sm">
                {t('supportAt')}{' '}
                <Anchor href={`mailto:${supportEmail}`} fw={600} underline="always">
                  {supportEmail}
                </Anchor>
              </Text>
            ) : (
              <Text size="sm">{t('supportNone')}</Text>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** The session expired: a status, not an error (the words of the login page's own catalogue). */
function SessionExpired() {
  const { t } = useTranslation('accounts');
  return (
    <Paper role="status" bg="yellow.0" px="md" py="sm" radius="md" withBorder>
      <Text fw={700} size="sm">
        {t('login.expired')}
      </Text>
      <Text size="sm">{t('login.expiredText')}</Text>
    </Paper>
  );
}
