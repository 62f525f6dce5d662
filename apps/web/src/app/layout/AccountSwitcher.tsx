import { Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TUserAccount } from '@portal/domain';
import { activeAccountOf, canLeaveAccount } from '../../lib/account-role.ts';
import { accountsQuery, switchAccount } from '../../lib/active-account.ts';
import { errorMessage } from '../../lib/errors.ts';
import { http, isApiError } from '../../lib/http/index.ts';
import { useNavigateTo } from '../../lib/navigation.tsx';
import { useSession } from '../../lib/session.ts';
import { Icon } from '../../components/icons.tsx';
import { landOnRemainingAccount } from './team-refusals.ts';

/**
 * The header's account switcher (issue 33, decision 0029), for a user who belongs to more than one account: the
 * active account's name and the user's role in it; its menu lists the others. Choosing one makes it the session's
 * (PUT /accounts/active), drops what was fetched for the previous one, reads the user again and opens the campaigns.
 * A member of an account they did not found may leave it (DELETE /team/members/{their id}, after a confirmation; its
 * last owner is refused, 409 LAST_OWNER) and lands on their remaining account.
 * A chunk of its own with the team's words: a user of one account loads neither.
 */
export default function AccountSwitcher({ account, narrow }: { account: TUserAccount; narrow: boolean }) {
  const { t } = useTranslation('team');
  const queryClient = useQueryClient();
  const navigateTo = useNavigateTo();
  const { data: accounts } = useQuery(accountsQuery);
  const role = t(`roles.${account.role}`);
  const session = useSession();
  const leavable = canLeaveAccount(session.user, Boolean(session.viewAs));

  const leave = async () => {
    try {
      await http.delete(`/team/members/${session.user?.user_id ?? ''}`);
    } catch (error) {
      const message =
        isApiError(error) && error.code === 'LAST_OWNER'
          ? t('switcher.leaveLastOwner', { name: account.name })
          : errorMessage(error, t);
      notifications.show({ color: 'red', autoClose: false, message });
      return;
    }
    try {
      const { user } = await landOnRemainingAccount(queryClient);
      await navigateTo('hub.orders');
      notifications.show({
        color: 'green',
        message: t('switcher.left', { name: account.name, current: activeAccountOf(user)?.name ?? '' }),
      });
    } catch {
      notifications.show({ color: 'red', message: t('switcher.failed') });
    }
  };

  const askLeave = () =>
    modals.openConfirmModal({
      title: t('switcher.leaveTitle', { name: account.name }),
      children: <Text size="sm">{t('switcher.leaveText')}</Text>,
      labels: { confirm: t('switcher.leaveConfirm'), cancel: t('members.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => void leave(),
    });

  const choose = async (accountId: number) => {
    try {
      const user = await switchAccount(queryClient, accountId);
      const now = activeAccountOf(user);
      await navigateTo('hub.orders');
      if (now)
        notifications.show({
          color: 'green',
          message: t('switcher.switched', { name: now.name, role: t(`roles.${now.role}`) }),
        });
    } catch {
      notifications.show({ color: 'red', message: t('switcher.failed') });
    }
  };

  return (
    <Menu position="bottom-end" width={280} withinPortal>
      <Menu.Target>
        <UnstyledButton
          aria-label={t('switcher.label', { name: account.name, role })}
          className="portal-account-switcher"
          px="xs"
          py={4}
          style={{
            borderRadius: 'var(--mantine-radius-sm)',
            border: '1px solid rgba(255, 255, 255, 0.35)',
            minWidth: 0,
            color: 'inherit',
          }}
        >
          <Group gap={6} wrap="nowrap">
            <Stack gap={0} align="flex-end" style={{ minWidth: 0 }}>
              <Text fw={600} size="sm" truncate="end" maw={narrow ? 110 : 220}>
                {account.name}
              </Text>
              <Text size="xs" c="ink.2" truncate="end" maw={narrow ? 110 : 220}>
                {role}
              </Text>
            </Stack>
            <Icon
              name="chevron"
              size={14}
              style={{ transform: 'rotate(90deg)', flex: 'none' }}
              aria-hidden="true"
            />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('switcher.heading')}</Menu.Label>
        {accounts?.map((item) => {
          const itemRole = t(`roles.${item.role}`);
          return (
            <Menu.Item
              key={item.accountId}
              aria-current={item.active ? 'true' : undefined}
              aria-label={t('switcher.switchTo', { name: item.name, role: itemRole })}
              leftSection={item.active ? <Icon name="check" size={16} /> : <Icon name="circle" size={16} />}
              onClick={() => {
                if (!item.active) void choose(item.accountId);
              }}
            >
              <Text size="sm" fw={item.active ? 600 : 400} style={{ overflowWrap: 'anywhere' }}>
                {item.name}
              </Text>
              <Text size="xs" c="dimmed">
                {itemRole}
              </Text>
            </Menu.Item>
          );
        })}
        {leavable && (
          <>
            <Menu.Divider />
            <Menu.Item color="red" leftSection={<Icon name="logout" size={16} />} onClick={askLeave}>
              {t('switcher.leave', { name: account.name })}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
