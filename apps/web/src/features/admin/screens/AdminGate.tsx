import type { ReactNode } from 'react';
import { Button, Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { canAdminister } from '@portal/domain';
import { LinkTo } from '../../../app/navigation.tsx';
import { EmptyState } from '../../../app/ui/EmptyState.tsx';
import { useSession } from '../../../lib/session.ts';

/** The administration screens are for staff with role admin; anyone else is told so (the API answers 403 too). */
export function AdminGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const { user } = useSession();
  if (!user) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (!canAdminister(user.role)) {
    return (
      <EmptyState
        icon="admin"
        title={t('forbiddenTitle')}
        text={t('forbiddenText')}
        action={
          <Button component={LinkTo} name="hub.orders" variant="light" mt="sm">
            {t('back')}
          </Button>
        }
      />
    );
  }
  return children;
}
