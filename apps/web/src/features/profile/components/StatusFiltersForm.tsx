import { useState } from 'react';
import { Button, Checkbox, Group, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  groupsOfStatusFilter,
  ORDER_STATUS_GROUP_NAMES,
  statusFilterOfGroups,
  type OrderStatusGroup,
  type TUserInfo,
} from '@portal/domain';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { useUpdatePersonalOptions } from '../api/update-personal-options.ts';
import { notifySuccess } from '../success.ts';

/**
 * Status filters (spec §2 Profile, §7 PUT /user/personal-options): the campaigns the list shows, offered as the
 * groups an advertiser acts on (issue 12 item 9; the domain's ORDER_STATUS_GROUPS) and kept as their statuses.
 */
export function StatusFiltersForm({ user }: { user: TUserInfo }) {
  const { t } = useTranslation('profile');
  const [selected, setSelected] = useState<string[]>(groupsOfStatusFilter(user.statusFilter));
  const save = useUpdatePersonalOptions();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(
      { statusFilter: statusFilterOfGroups(selected as OrderStatusGroup[]) },
      { onSuccess: () => notifySuccess('statusFiltersUpdated', t) },
    );
  };
  return (
    <form onSubmit={submit}>
      <FormAlert error={save.error} />
      <Checkbox.Group label={t('statusFilters.label')} value={selected} onChange={setSelected}>
        <SimpleGrid cols={{ base: 2, md: 3 }} spacing="xs" verticalSpacing="xs" mt="sm">
          {ORDER_STATUS_GROUP_NAMES.map((group) => (
            <Checkbox
              key={group}
              value={group}
              label={t(`statusFilters.groups.${group}`)}
              description={t(`statusFilters.groupHints.${group}`)}
            />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <Group gap="sm" mt="md" justify="space-between">
        <Text size="sm" c="dimmed">
          {selected.length === 0
            ? t('statusFilters.none')
            : t('statusFilters.count', { count: selected.length })}
        </Text>
        <Button type="submit" loading={save.isPending}>
          {t('statusFilters.save')}
        </Button>
      </Group>
    </form>
  );
}
