import { useState } from 'react';
import { Skeleton, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { successMessage } from '../../../lib/errors.ts';
import { useDeletePaymentMethod, usePaymentMethod } from '../api.ts';
import { CardForm } from '../components/CardForm.tsx';
import { SavedCard } from '../components/SavedCard.tsx';

export const namespaces = ['finances', 'alerts', 'errors'];

/**
 * Payment method: hub.finances-method (spec §2, §7 Finance, §8 Payment). One card per user: the saved card, a form
 * to add or replace it through the processor's hosted page, and deletion after the spec's confirmation.
 */
export function Component() {
  const { t } = useTranslation(['finances', 'alerts']);
  const method = usePaymentMethod();
  const remove = useDeletePaymentMethod();
  const [replacing, setReplacing] = useState(false);
  const card = method.data || null;

  function confirmDelete() {
    modals.openConfirmModal({
      withCloseButton: false,
      centered: true,
      children: <Text>{t('alerts:dialogs.deleteCard.message')}</Text>,
      labels: {
        confirm: t('alerts:dialogs.deleteCard.delete'),
        cancel: t('alerts:dialogs.deleteCard.cancel'),
      },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(undefined, {
          onSuccess: () => {
            setReplacing(false);
            notifications.show({ color: 'green', message: successMessage('cardDeleted', t) });
          },
        }),
    });
  }

  return (
    <Stack gap="lg" maw={640}>
      <Text c="dimmed">{t('paymentMethod.intro')}</Text>
      {method.isPending ? (
        <Skeleton height={140} radius="sm" />
      ) : (
        <>
          {card && (
            <SavedCard
              card={card}
              replacing={replacing}
              deleting={remove.isPending}
              onReplace={() => setReplacing(true)}
              onDelete={confirmDelete}
            />
          )}
          {(!card || replacing) && (
            <CardForm
              key={card ? 'replace' : 'add'}
              replacing={Boolean(card)}
              onCancel={() => setReplacing(false)}
              onSaved={() => setReplacing(false)}
            />
          )}
        </>
      )}
    </Stack>
  );
}
