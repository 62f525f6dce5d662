import type { ReactNode } from 'react';
import { Button, Center, Loader } from '@mantine/core';
import { LinkTo } from '../lib/navigation.tsx';
import { useSession } from '../lib/session.ts';
import { EmptyState } from './EmptyState.tsx';

/**
 * A staff screen (review, promo codes, accounts) shows its content only to the roles `allow` lets in; anyone else
 * is told so, with a way back to their campaigns (the API answers 403 too). A loader until the user is known.
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
  if (!user) {
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
  return children;
}
