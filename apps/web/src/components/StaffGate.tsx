import type { ReactNode } from 'react';
import { Button, Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isSecondFactorOn, mustTurnOnSecondFactor } from '@portal/domain';
import { LinkTo } from '../lib/navigation.tsx';
import { useSession } from '../lib/session.ts';
import { twoFactorStatusQuery } from '../lib/two-factor.ts';
import { EmptyState } from './EmptyState.tsx';

/**
 * A staff screen (review, promo codes, accounts) shows its content only to the roles `allow` lets in; anyone else
 * is told so, with a way back to their campaigns (the API answers 403 too). A loader until the user is known.
 * Staff who must turn two-step verification on first (REQUIRE_2FA_FOR_STAFF, issue 33) are led to the profile's card
 * (the API answers TWO_FACTOR_SETUP_REQUIRED).
 */
export function StaffGate({
  allow,
  title,
  text,
  back,
  children,
}: {
  allow: (role: unknown) => boolean;
  title: string;
  text: string;
  back: string;
  children: ReactNode;
}) {
  const { user } = useSession();
  const allowed = Boolean(user && allow(user.role));
  const twoFactor = useQuery({ ...twoFactorStatusQuery, enabled: allowed });
  if (!user || (allowed && twoFactor.isPending)) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (!allow(user.role)) {
    return (
      <EmptyState
        icon="admin"
        title={title}
        text={text}
        action={
          <Button component={LinkTo} name="hub.orders" variant="light" mt="sm">
            {back}
          </Button>
        }
      />
    );
  }
  const status = twoFactor.data;
  if (status && mustTurnOnSecondFactor(user.role, status.requiredForStaff, isSecondFactorOn(status)))
    return <TurnOnFirst />;
  return children;
}

/** Staff without the second factor the setting asks of them: to the profile, where it is turned on. */
function TurnOnFirst() {
  const { t } = useTranslation('security');
  return (
    <EmptyState
      icon="admin"
      title={t('staffGate.title')}
      text={t('staffGate.text')}
      action={
        <Button component={LinkTo} name="hub.profile" mt="sm">
          {t('staffGate.action')}
        </Button>
      }
    />
  );
}
