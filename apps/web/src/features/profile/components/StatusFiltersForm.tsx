import { useState } from 'react';
import { Button, Checkbox, Group, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES, type OrderStatus, type TUserInfo } from '@portal/domain';
import { FormAlert } from '../../../app/ui/FormAlert.tsx';
import { useUpdatePersonalOptions } from '../api/update-personal-options.ts';
import { notifySuccess } from '../success.ts';

/** Status filters (spec §2 Profile, §7 PUT /user/personal-options): the statuses the campaign list shows. */
export function StatusFiltersForm({ user }: { user: TUserInfo }) {
  const { t } = useTranslation('profile');
  const [selected, setSelected] = useState<string[]>(user.statusFilter);
  const save = useUpdatePersonalOptions();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(
      { statusFilter: selected as OrderStatus[] },
      { onSuccess: () => notifySuccess('statusFiltersUpdated', t) },
    );
  };
  return (
    <form onSubmit={submit}>
      <FormAlert error={save.error} />
      <Checkbox.Group label={t('statusFilters.label')} value={selected} onChange={setSelected}>
        <SimpleGrid cols={{ base: 2, md: 3 }} spacing="xs" verticalSpacing="xs" mt="sm">
          {ORDER_STATUSES.map((status) => (
            <Checkbox key={status} value={status} label={t(`statusFilters.statuses.${status}`)} />
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
