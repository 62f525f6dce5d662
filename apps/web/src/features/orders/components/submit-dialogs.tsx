import { Button, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { TFunction } from 'i18next';
import { LinkTo } from '../../../lib/navigation.tsx';

/**
 * The dialogs of a refused submission (spec §8): not enough inventory offers Modify or Submit anyway (a forced
 * submission); a payment method problem offers Manage my payment method. Their words are the `alerts` namespace's.
 */
export function openInventoryDialog(
  t: TFunction,
  actions: { modify: () => void; submitAnyway: () => void },
  targeted: boolean,
) {
  modals.openConfirmModal({
    title: t('approval.inventoryTitle', { ns: 'orders' }),
    centered: true,
    // "Too targeted" only when the campaign is targeted; otherwise its goal exceeds the network's capacity.
    children: (
      <Text size="sm">
        {t(targeted ? 'dialogs.notEnoughInventory.message' : 'dialogs.notEnoughInventory.capacity', {
          ns: 'alerts',
        })}
      </Text>
    ),
    labels: {
      confirm: t('dialogs.notEnoughInventory.submitAnyway', { ns: 'alerts' }),
      cancel: t('dialogs.notEnoughInventory.modify', { ns: 'alerts' }),
    },
    onConfirm: actions.submitAnyway,
    onCancel: actions.modify,
  });
}

export function openPaymentDialog(t: TFunction, detail: string) {
  const id = modals.open({
    title: t('approval.paymentTitle', { ns: 'orders' }),
    centered: true,
    children: (
      <Stack gap="sm">
        <Text size="sm">{t('dialogs.paymentMethod.message', { ns: 'alerts' })}</Text>
        <Text size="sm" c="dimmed">
          {detail}
        </Text>
        <Text size="xs" c="dimmed">
          {t('dialogs.paymentMethod.note', { ns: 'alerts' })}
        </Text>
        <Button component={LinkTo} name="hub.finances-method" onClick={() => modals.close(id)} mt="xs">
          {t('dialogs.paymentMethod.manage', { ns: 'alerts' })}
        </Button>
      </Stack>
    ),
  });
}
