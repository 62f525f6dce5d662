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
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TConversionPixel } from '@portal/domain';
import { LinkTo } from '../../../lib/navigation.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { Icon } from '../../../components/screen-icons.tsx';
import { useFormatters } from '../../../lib/format.ts';
import { useCan } from '../../../lib/account-role.ts';
import { ActivationButton, useActivation } from '../../../components/Activation.tsx';
import { ActiveBadge } from '../../../components/ActiveBadge.tsx';
import { usePixels, useSavePixel } from '../api.ts';

export const namespaces = ['audiences', 'errors', 'alerts'];

/**
 * The pixel's actions: See tag, Edit and Activate or Deactivate. In a table row (`compact`) icons with their word in
 * a tooltip, so the row and the pixel's name fit at 1280 px in French; on a phone's card, buttons with words.
 */
function Actions({
  pixel,
  onToggle,
  busy,
  compact = false,
}: {
  pixel: TConversionPixel;
  onToggle: () => void;
  busy: boolean;
  compact?: boolean;
}) {
  const { t } = useTranslation('audiences');
  // A role without campaigns.write (issue 33) sees the tag but neither edits nor (de)activates the pixel.
  const writable = useCan()('campaigns.write');
  const params = { activityGroupId: pixel.activityGroupId };
  const seeTag = {
    component: LinkTo,
    name: 'hub.conversions.tag',
    params,
    'aria-label': t('conversions.seeTagOf', { name: pixel.name }),
  } as const;
  const edit = {
    component: LinkTo,
    name: 'hub.conversions.edit',
    params,
    'aria-label': t('conversions.editOf', { name: pixel.name }),
  } as const;
  return (
    <Group gap={6} wrap={compact ? 'nowrap' : 'wrap'}>
      {compact ? (
        <>
          <Tooltip label={t('conversions.seeTag')} withArrow>
            <ActionIcon variant="light" {...seeTag}>
              <Icon name="code" size={16} />
            </ActionIcon>
          </Tooltip>
          {writable && (
            <Tooltip label={t('conversions.edit')} withArrow>
              <ActionIcon variant="default" {...edit}>
                <Icon name="edit" size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </>
      ) : (
        <>
          <Button size="xs" variant="light" {...seeTag}>
            {t('conversions.seeTag')}
          </Button>
          {writable && (
            <Button size="xs" variant="default" leftSection={<Icon name="edit" size={14} />} {...edit}>
              {t('conversions.edit')}
            </Button>
          )}
        </>
      )}
      {writable && (
        <ActivationButton
          kind="conversions"
          name={pixel.name}
          active={pixel.status === 'ACTIVE'}
          busy={busy}
          onToggle={onToggle}
          compact={compact}
        />
      )}
    </Group>
  );
}

/**
 * Conversion pixels (spec §2 hub.conversions.index): each pixel's type, windows, total conversions and state, the
 * total of all; see tag, edit, activate and deactivate (after a confirmation). `?mock=true` shows the server's
 * samples (never stored), without actions.
 */
export function Component() {
  const { t } = useTranslation('audiences');
  // A role without campaigns.write (issue 33) creates no pixel.
  const writable = useCan()('campaigns.write');
  const f = useFormatters();
  const { search } = useLocation();
  const mock = new URLSearchParams(search).get('mock') === 'true';
  const pixels = usePixels(mock);
  const save = useSavePixel();
  const list = pixels.data ?? [];
  const isEmpty = list.length === 0;
  const total = list.reduce((sum, p) => sum + p.totalConversions, 0);
  const days = (count: number) => t('conversions.days', { count });

  const { toggle, dialog } = useActivation<TConversionPixel>('conversions', (pixel, status, onSuccess) =>
    save.mutate(
      {
        activityGroupId: pixel.activityGroupId,
        name: pixel.name,
        type: pixel.type,
        impressionsLookbackDays: pixel.impressionsLookbackDays,
        clicksLookbackDays: pixel.clicksLookbackDays,
        status,
      },
      { onSuccess },
    ),
  );
  const busy = (pixel: TConversionPixel) =>
    save.isPending && save.variables?.activityGroupId === pixel.activityGroupId;
  const actions = (pixel: TConversionPixel, compact = false) =>
    pixel.sample ? null : (
      <Actions pixel={pixel} busy={busy(pixel)} onToggle={() => toggle(pixel)} compact={compact} />
    );

  let placeholder: React.ReactNode = null;
  if (pixels.isPending) placeholder = <Skeleton height={160} radius="sm" />;
  else if (isEmpty) {
    placeholder = (
      <EmptyState icon="conversions" title={t('conversions.emptyTitle')} text={t('conversions.emptyText')} />
    );
  }

  return (
    <Stack gap="lg">
      {dialog}
      <Group justify="space-between" align="flex-start" gap="md">
        <Text c="dimmed" maw={640} style={{ flex: '1 1 320px' }}>
          {t('conversions.intro')}
        </Text>
        {writable && (
          <Button component={LinkTo} name="hub.conversions.new" leftSection={<Icon name="plus" size={16} />}>
            {t('conversions.new')}
          </Button>
        )}
      </Group>
      {mock && (
        <Alert color="blue" variant="light" icon={<Icon name="info" size={18} />}>
          {t('conversions.samples')}
        </Alert>
      )}
      {/* A pixel's total and its campaigns' conversions differ (issue 31 §9): say which conversions a campaign gets. */}
      {!isEmpty && (
        <Alert
          color="gray"
          variant="light"
          icon={<Icon name="info" size={18} />}
          title={t('conversions.attributionTitle')}
        >
          {t('conversions.attribution')}
        </Alert>
      )}
      <FormAlert error={save.error ?? pixels.error} />
      {placeholder ?? (
        <>
          <Stack gap="sm" hiddenFrom="sm">
            {list.map((pixel) => (
              <Paper key={pixel.activityGroupId} withBorder p="sm">
                {/* The name wraps beside its badge rather than losing its end (issue 31 §26). */}
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                  <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {pixel.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('conversions.columns.id')} {pixel.activityGroupId} ·{' '}
                      {t(`conversions.types.${pixel.type}`)}
                    </Text>
                  </Stack>
                  <div style={{ flexShrink: 0 }}>
                    <ActiveBadge status={pixel.status} of="pixel" />
                  </div>
                </Group>
                <Text size="sm" mt={4}>
                  {t('conversions.totalOf', { total: f.number(pixel.totalConversions) })}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('conversions.windows', {
                    impressions: days(pixel.impressionsLookbackDays),
                    clicks: days(pixel.clicksLookbackDays),
                  })}
                </Text>
                <Group mt="xs">{actions(pixel)}</Group>
              </Paper>
            ))}
            <Text fw={600} data-testid="conversions-total-mobile">
              {t('conversions.totalConversions', { total: f.number(total) })}
            </Text>
          </Stack>
          <Paper withBorder visibleFrom="sm">
            <Table.ScrollContainer minWidth={760}>
              <Table verticalSpacing="sm" highlightOnHover aria-label={t('conversions.tableLabel')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('conversions.columns.id')}</Table.Th>
                    <Table.Th>{t('conversions.columns.name')}</Table.Th>
                    <Table.Th>{t('conversions.columns.type')}</Table.Th>
                    <Table.Th>{t('conversions.columns.impressionsLookback')}</Table.Th>
                    <Table.Th>{t('conversions.columns.clicksLookback')}</Table.Th>
                    <Table.Th ta="right">{t('conversions.columns.total')}</Table.Th>
                    <Table.Th>{t('conversions.columns.status')}</Table.Th>
                    <Table.Th>{t('conversions.columns.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((pixel) => (
                    <Table.Tr key={pixel.activityGroupId}>
                      <Table.Td>
                        {/* The number its pages' addresses carry (issue 31 §24), not the ad server's other id. */}
                        <Text size="sm" c="dimmed">
                          {pixel.activityGroupId}
                        </Text>
                      </Table.Td>
                      <Table.Td miw={220}>
                        <Text size="sm" fw={500}>
                          {pixel.name}
                        </Text>
                      </Table.Td>
                      <Table.Td>{t(`conversions.types.${pixel.type}`)}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {days(pixel.impressionsLookbackDays)}
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{days(pixel.clicksLookbackDays)}</Table.Td>
                      <Table.Td ta="right">{f.number(pixel.totalConversions)}</Table.Td>
                      <Table.Td>
                        <ActiveBadge status={pixel.status} of="pixel" />
                      </Table.Td>
                      <Table.Td>{actions(pixel, true)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
                <Table.Tfoot>
                  <Table.Tr>
                    <Table.Th colSpan={5}>{t('conversions.total')}</Table.Th>
                    <Table.Th ta="right" data-testid="conversions-total">
                      {f.number(total)}
                    </Table.Th>
                    <Table.Th colSpan={2} />
                  </Table.Tr>
                </Table.Tfoot>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        </>
      )}
    </Stack>
  );
}
