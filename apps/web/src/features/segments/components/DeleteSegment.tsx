import { useState } from 'react';
import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TPersonalizedSegment } from '@portal/domain';
import { Icon } from '../../../components/screen-icons.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useDeleteSegment } from '../api.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';

/**
 * Deleting an audience (issue 28): asked first, since it cannot be undone — its tag stops counting and its pixel goes
 * back to the pool. A refusal (SEGMENT_IN_USE: a campaign not finished targets it) is the screen's to show (`error`).
 */
export function useSegmentDeletion() {
  const { t } = useTranslation('audiences');
  const remove = useDeleteSegment();
  const [confirming, setConfirming] = useState<TPersonalizedSegment | null>(null);
  const confirm = () => {
    const segment = confirming;
    setConfirming(null);
    if (segment) {
      remove.mutate(segment, {
        onSuccess: () => notifySuccess(t('segments.deleted', { name: segment.name })),
      });
    }
  };
  const dialog = (
    <ConfirmDialog
      opened={confirming !== null}
      title={t('segments.confirmDelete.title')}
      text={t('segments.confirmDelete.text', { name: confirming?.name ?? '' })}
      confirm={t('segments.confirmDelete.confirm')}
      cancel={t('segments.confirmDelete.cancel')}
      onConfirm={confirm}
      onClose={() => setConfirming(null)}
    />
  );
  const busy = (segment: TPersonalizedSegment) => remove.isPending && remove.variables?.id === segment.id;
  return { ask: setConfirming, dialog, busy, error: remove.error };
}

/** The row's Delete, named with the row; `compact` in a table row: an icon with its word in a tooltip. */
export function DeleteSegmentButton({
  name,
  busy,
  onDelete,
  compact = false,
}: {
  name: string;
  busy: boolean;
  onDelete: () => void;
  compact?: boolean;
}) {
  const { t } = useTranslation('audiences');
  const ariaLabel = t('segments.deleteOf', { name });
  if (compact) {
    return (
      <Tooltip label={t('segments.delete')} withArrow>
        <ActionIcon variant="subtle" color="red" loading={busy} onClick={onDelete} aria-label={ariaLabel}>
          <Icon name="trash" size={16} />
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Button
      size="xs"
      variant="subtle"
      color="red"
      loading={busy}
      onClick={onDelete}
      leftSection={<Icon name="trash" size={14} />}
      aria-label={ariaLabel}
    >
      {t('segments.delete')}
    </Button>
  );
}
