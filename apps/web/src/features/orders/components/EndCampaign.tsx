import { useCallback, useRef } from 'react';
import { ActionIcon, Button, Menu, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { neverRan, type TOrder } from '@portal/domain';
import { Icon, type IconName } from '../../../components/screen-icons.tsx';
import { useNavigateTo } from '../../../lib/navigation.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useEndOrder, type EndAction } from '../api/order-mutations.ts';
import { endActionsOf } from '../order-view.ts';
import { useCampaignsWritable } from '../use-can-modify.ts';

const ICONS: Record<EndAction, IconName> = { archive: 'archive', unarchive: 'unarchive', delete: 'trash' };

/**
 * Archive, restore and delete a campaign (issue 31 §6), each after a confirmation that says what follows; the
 * actions offered are the domain's (endActionsOf). A deleted campaign's screen goes back to the list.
 */
export function useEndCampaign() {
  const { t } = useTranslation('orders');
  const end = useEndOrder();
  const navigateTo = useNavigateTo();
  const ask = (order: TOrder, action: EndAction) => {
    const name = order.cleanName || order.name;
    modals.openConfirmModal({
      title: t(`end.${action}Title`, { name }),
      centered: true,
      children: (
        <Stack gap="xs">
          <Text size="sm">{t(`end.${action}Text`)}</Text>
          {action === 'archive' && (
            <Text size="sm">{t(neverRan(order) ? 'end.archiveDraft' : 'end.archiveRan')}</Text>
          )}
        </Stack>
      ),
      labels: { confirm: t(`end.${action}`), cancel: t('actions.cancel') },
      confirmProps: action === 'unarchive' ? {} : { color: 'red' },
      onConfirm: () =>
        end.mutate(
          { orderId: order.id, action },
          {
            onSuccess: async () => {
              notifySuccess(t(`end.${action}Done`, { name }));
              if (action === 'delete') await navigateTo('hub.orders');
            },
          },
        ),
    });
  };
  // One function for the screen's life: the list's rows are memoised on it.
  const latest = useRef(ask);
  latest.current = ask;
  const stableAsk = useCallback((order: TOrder, action: EndAction) => latest.current(order, action), []);
  return { ask: stableAsk, end };
}

/** The detail's buttons: Archive, Restore, Delete, as the campaign allows. */
export function EndCampaignButtons({ order, ask, busy }: EndProps) {
  const { t } = useTranslation('orders');
  // A role that cannot change campaigns (issue 33) is offered none of these.
  const writable = useCampaignsWritable();
  if (!writable) return null;
  return endActionsOf(order).map((action) => (
    <Button
      key={action}
      variant={action === 'delete' ? 'light' : 'default'}
      color={action === 'delete' ? 'red' : undefined}
      onClick={() => ask(order, action)}
      loading={busy}
      leftSection={<Icon name={ICONS[action]} size={16} />}
    >
      {t(`end.${action}`)}
    </Button>
  ));
}

interface EndProps {
  order: TOrder;
  ask: (order: TOrder, action: EndAction) => void;
  busy?: boolean;
}

/** The list's menu of a campaign (a row, a card): the same actions, named with the campaign for screen readers. */
export function EndCampaignMenu({ order, ask }: EndProps) {
  const { t } = useTranslation('orders');
  const writable = useCampaignsWritable();
  const actions = writable ? endActionsOf(order) : [];
  if (actions.length === 0) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('end.menuOf', { name: order.cleanName || order.name })}
        >
          <Icon name="more" size={20} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action) => (
          <Menu.Item
            key={action}
            color={action === 'delete' ? 'red' : undefined}
            leftSection={<Icon name={ICONS[action]} size={16} />}
            onClick={() => ask(order, action)}
          >
            {t(`end.${action}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
