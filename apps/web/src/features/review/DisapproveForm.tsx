import { useState } from 'react';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMessage } from '@portal/domain';
import { useLanguage } from '../../lib/navigation.tsx';

/** The reason of a disapproval: required, since the advertiser reads it (and gets it by e-mail) to fix the campaign. */
export function DisapproveForm({
  onCancel,
  onConfirm,
}: {
  onCancel: () => void;
  onConfirm: (reason: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('review');
  const lang = useLanguage();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason.trim()) {
          setError(formatMessage(lang, 'required', { field: t('disapprove.reason') }));
          return;
        }
        setBusy(true);
        void onConfirm(reason.trim()).finally(() => setBusy(false));
      }}
    >
      <Stack gap="md">
        <Textarea
          label={t('disapprove.reason')}
          description={t('disapprove.reasonHint')}
          withAsterisk
          autosize
          minRows={3}
          maxLength={1000}
          value={reason}
          error={error}
          data-autofocus
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError(null);
          }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('disapprove.cancel')}
          </Button>
          <Button type="submit" color="red" loading={busy}>
            {t('disapprove.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
