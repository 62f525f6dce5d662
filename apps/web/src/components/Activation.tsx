import { useState } from 'react';
import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from './screen-icons.tsx';
import { notifySuccess } from '../lib/notify.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

/** The lists whose rows are activated and deactivated: their messages are under this key of `audiences`. */
type Kind = 'segments' | 'conversions';
type Status = 'ACTIVE' | 'INACTIVE';

/**
 * Activating and deactivating a row of a list (audiences, conversion pixels): deactivating asks first, activating
 * does not; a success is notified with the row's name. `run` sends the change and calls `onSuccess` when it is saved.
 */
export function useActivation<T extends { name: string; status: string }>(
  kind: Kind,
  run: (item: T, status: Status, onSuccess: () => void) => void,
) {
  const { t } = useTranslation('audiences');
  const [confirming, setConfirming] = useState<T | null>(null);
  const change = (item: T, status: Status) => {
    setConfirming(null);
    run(item, status, () =>
      notifySuccess(t(`${kind}.${status === 'ACTIVE' ? 'activated' : 'deactivated'}`, { name: item.name })),
    );
  };
  const toggle = (item: T) => (item.status === 'ACTIVE' ? setConfirming(item) : change(item, 'ACTIVE'));
  const dialog = (
    <ConfirmDialog
      opened={confirming !== null}
      title={t(`${kind}.confirmDeactivate.title`)}
      text={t(`${kind}.confirmDeactivate.text`, { name: confirming?.name ?? '' })}
      confirm={t(`${kind}.confirmDeactivate.confirm`)}
      cancel={t(`${kind}.confirmDeactivate.cancel`)}
      onConfirm={() => confirming && change(confirming, 'INACTIVE')}
      onClose={() => setConfirming(null)}
    />
  );
  return { toggle, dialog };
}

/**
 * The row's Activate or Deactivate button, named with the row for screen readers. `compact` in a table row: an icon
 * with its word in a tooltip, so the row's actions fit beside its columns at 1280 px in French.
 */
export function ActivationButton({
  kind,
  name,
  active,
  busy,
  onToggle,
  compact = false,
}: {
  kind: Kind;
  name: string;
  active: boolean;
  busy: boolean;
  onToggle: () => void;
  compact?: boolean;
}) {
  const { t } = useTranslation('audiences');
  const label = t(`${kind}.${active ? 'deactivate' : 'activate'}`);
  const ariaLabel = t(`${kind}.${active ? 'deactivateOf' : 'activateOf'}`, { name });
  const icon = <Icon name={active ? 'pause' : 'play'} size={compact ? 16 : 14} />;
  const color = active ? 'red' : 'teal';
  if (compact) {
    return (
      <Tooltip label={label} withArrow>
        <ActionIcon
          variant={active ? 'subtle' : 'light'}
          color={color}
          loading={busy}
          onClick={onToggle}
          aria-label={ariaLabel}
        >
          {icon}
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Button
      size="xs"
      variant={active ? 'subtle' : 'light'}
      color={color}
      loading={busy}
      onClick={onToggle}
      leftSection={icon}
      aria-label={ariaLabel}
    >
      {label}
    </Button>
  );
}
