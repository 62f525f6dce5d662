import { useState } from 'react';
import { Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
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

  const [confirming, setConfirming] = useState(false);
  const question = t('alerts:dialogs.deleteCard.message');

  function deleteCard() {
    setConfirming(false);
    remove.mutate(undefined, {
      onSuccess: () => {
        setReplacing(false);
        notifications.show({ color: 'green', message: successMessage('cardDeleted', t) });
      },
    });
  }

  return (
    <Stack gap="lg" maw={640}>
      {/* Spec §8's confirmation. Built from Modal's parts: the dialog is named by its question (WCAG
          aria-dialog-name) and holds no <header>, which axe reads as a second banner landmark. */}
      <Modal.Root opened={confirming} onClose={() => setConfirming(false)} centered>
        <Modal.Overlay />
        <Modal.Content aria-label={question}>
          <Modal.Body pt="lg">
            <Text>{question}</Text>
            <Group justify="flex-end" mt="lg">
              <Button variant="default" onClick={() => setConfirming(false)}>
                {t('alerts:dialogs.deleteCard.cancel')}
              </Button>
              <Button color="red" onClick={deleteCard}>
                {t('alerts:dialogs.deleteCard.delete')}
              </Button>
            </Group>
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
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
              onDelete={() => setConfirming(true)}
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
