import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TPersonalizedSegment } from '@portal/domain';
import { LinkTo } from '../../../lib/navigation.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { Icon } from '../../../components/screen-icons.tsx';
import { useFormatters } from '../../../lib/format.ts';
import { useCan } from '../../../lib/account-role.ts';
import { usePoolCount, useSegments, useSegmentStatus } from '../api.ts';
import { ActivationButton, useActivation } from '../../../components/Activation.tsx';
import { DeleteSegmentButton, useSegmentDeletion } from '../components/DeleteSegment.tsx';
import { ActiveBadge } from '../../../components/ActiveBadge.tsx';

export const namespaces = ['audiences', 'errors', 'alerts'];

/** The size with its unit, singular or plural ("1 member", "0 membre"). */
function useMembers() {
  const { t } = useTranslation('audiences');
  const f = useFormatters();
  return (size: number) => t('segments.members', { count: size, size: f.number(size) });
}

/**
 * The segment's Edit, Activate or Deactivate, and Delete. In a table row (`compact`) icons with their word in a
 * tooltip, so the row fits at 1280 px in French; on a phone's card, buttons with words.
 */
function Actions({
  segment,
  onToggle,
  busy,
  onDelete,
  deleting,
  compact = false,
}: {
  segment: TPersonalizedSegment;
  onToggle: () => void;
  busy: boolean;
  onDelete: () => void;
  deleting: boolean;
  compact?: boolean;
}) {
  const { t } = useTranslation('audiences');
  // A role without campaigns.write (issue 33) neither edits, (de)activates nor deletes an audience.
  const writable = useCan()('campaigns.write');
  if (!writable) return null;
  const edit = {
    component: LinkTo,
    name: 'hub.segments.edit',
    params: { segmentId: segment.id },
    'aria-label': t('segments.editOf', { name: segment.name }),
  } as const;
  return (
    <Group gap={6} wrap={compact ? 'nowrap' : 'wrap'}>
      {compact ? (
        <Tooltip label={t('segments.edit')} withArrow>
          <ActionIcon variant="default" {...edit}>
            <Icon name="edit" size={16} />
          </ActionIcon>
        </Tooltip>
      ) : (
        <Button size="xs" variant="default" leftSection={<Icon name="edit" size={14} />} {...edit}>
          {t('segments.edit')}
        </Button>
      )}
      <ActivationButton
        kind="segments"
        name={segment.name}
        active={segment.status === 'ACTIVE'}
        busy={busy}
        onToggle={onToggle}
        compact={compact}
      />
      <DeleteSegmentButton name={segment.name} busy={deleting} onDelete={onDelete} compact={compact} />
    </Group>
  );
}

function TagLink({ segment }: { segment: TPersonalizedSegment }) {
  const { t } = useTranslation('audiences');
  return (
    <Button
      component={LinkTo}
      name="hub.segments.tag"
      params={{ segmentId: segment.id }}
      size="xs"
      variant="light"
      aria-label={t('segments.seeTagOf', { name: segment.name })}
    >
      {t('segments.seeTag')}
    </Button>
  );
}

/**
 * Personalised segments (spec §2 hub.segments.index): ID, name, type, total size (with its tooltip), state and tag;
 * activate, deactivate (after a confirmation), edit, see tag, and delete (after a confirmation; issue 28: its pixel
 * goes back to the pool, whose count the screen shows); New audience, refused with spec §8's warning when the pool
 * has no pixel left.
 */
export function Component() {
  const { t } = useTranslation('audiences');
  const segments = useSegments();
  const pool = usePoolCount();
  const status = useSegmentStatus();
  const members = useMembers();
  const poolEmpty = pool.data?.count === 0;
  const { toggle, dialog } = useActivation<TPersonalizedSegment>('segments', (segment, next, onSuccess) =>
    status.mutate({ id: segment.id, status: next }, { onSuccess }),
  );
  const busy = (segment: TPersonalizedSegment) => status.isPending && status.variables?.id === segment.id;
  const deletion = useSegmentDeletion();
  const f = useFormatters();
  // A role without campaigns.write (issue 33) creates no audience.
  const writable = useCan()('campaigns.write');

  const newButton = writable && (
    <Button
      component={LinkTo}
      name="hub.segments.new"
      leftSection={<Icon name="plus" size={16} />}
      disabled={poolEmpty}
      onClick={(event: React.MouseEvent) => poolEmpty && event.preventDefault()}
    >
      {t('segments.new')}
    </Button>
  );
  const list = segments.data ?? [];
  const isEmpty = list.length === 0;

  let placeholder: React.ReactNode = null;
  if (segments.isPending) placeholder = <Skeleton height={160} radius="sm" />;
  else if (isEmpty) {
    placeholder = (
      <EmptyState icon="segments" title={t('segments.emptyTitle')} text={t('segments.emptyText')} />
    );
  }

  return (
    <Stack gap="lg">
      {dialog}
      {deletion.dialog}
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4} maw={640} style={{ flex: '1 1 320px' }}>
          <Text c="dimmed">{t('segments.intro')}</Text>
          {pool.data && (
            <Text size="sm" c="dimmed">
              {t('segments.pool', { pixels: f.number(pool.data.count) })}
            </Text>
          )}
        </Stack>
        {newButton}
      </Group>
      {poolEmpty && (
        <Alert color="yellow" variant="light" role="alert" icon={<Icon name="alert" size={18} />}>
          {t('segments.poolEmpty')}
        </Alert>
      )}
      <FormAlert error={deletion.error ?? status.error ?? segments.error} />
      {placeholder ?? (
        <>
          <Stack gap="sm" hiddenFrom="sm">
            {list.map((segment) => (
              <Paper key={segment.id} withBorder p="sm" data-testid="segment-card">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={0}>
                    <Text fw={600}>{segment.name}</Text>
                    <Text size="xs" c="dimmed">
                      {t('segments.columns.id')} {segment.id} · {t(`segments.types.${segment.type}`)}
                    </Text>
                  </Stack>
                  <ActiveBadge status={segment.status} />
                </Group>
                <Text size="sm" mt={4}>
                  {members(segment.size)}
                </Text>
                <Group gap={6} mt="xs">
                  <TagLink segment={segment} />
                  <Actions
                    segment={segment}
                    busy={busy(segment)}
                    onToggle={() => toggle(segment)}
                    deleting={deletion.busy(segment)}
                    onDelete={() => deletion.ask(segment)}
                  />
                </Group>
              </Paper>
            ))}
          </Stack>
          <Paper withBorder visibleFrom="sm">
            <Table.ScrollContainer minWidth={760}>
              <Table verticalSpacing="sm" highlightOnHover aria-label={t('segments.tableLabel')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('segments.columns.id')}</Table.Th>
                    <Table.Th>{t('segments.columns.name')}</Table.Th>
                    <Table.Th>{t('segments.columns.type')}</Table.Th>
                    <Table.Th ta="right">
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        {t('segments.columns.size')}
                        <Tooltip label={t('segments.columns.sizeHelp')} multiline w={280} withArrow>
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            size="sm"
                            aria-label={t('segments.columns.sizeHelp')}
                          >
                            <Icon name="info" size={16} />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    </Table.Th>
                    <Table.Th>{t('segments.columns.status')}</Table.Th>
                    <Table.Th>{t('segments.columns.tag')}</Table.Th>
                    <Table.Th>{t('segments.columns.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((segment) => (
                    <Table.Tr key={segment.id}>
                      <Table.Td>
                        <Text size="sm" c="dimmed">
                          {segment.id}
                        </Text>
                      </Table.Td>
                      <Table.Td miw={220}>
                        <Text size="sm" fw={500}>
                          {segment.name}
                        </Text>
                        {segment.description && (
                          <Text size="xs" c="dimmed" lineClamp={1}>
                            {segment.description}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>{t(`segments.types.${segment.type}`)}</Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {members(segment.size)}
                      </Table.Td>
                      <Table.Td>
                        <ActiveBadge status={segment.status} />
                      </Table.Td>
                      <Table.Td>
                        <TagLink segment={segment} />
                      </Table.Td>
                      <Table.Td>
                        <Actions
                          segment={segment}
                          busy={busy(segment)}
                          onToggle={() => toggle(segment)}
                          deleting={deletion.busy(segment)}
                          onDelete={() => deletion.ask(segment)}
                          compact
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        </>
      )}
    </Stack>
  );
}
