import { Button, Group, Stack } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icons.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useReviewDecision, type ReviewKind } from './api/review.ts';
import { DisapproveForm } from './DisapproveForm.tsx';

/** Approve and Disapprove (with its reason) of one item, named after it for assistive technologies. */
export function Decide({ kind, id, name }: { kind: ReviewKind; id: number; name: string }) {
  const { t } = useTranslation('review');
  const decide = useReviewDecision(kind);
  const done = (key: 'approved' | 'disapproved') =>
    notifications.show({
      color: key === 'approved' ? 'teal' : 'orange',
      message: t(`decided.${key}`, { name }),
    });
  const disapprove = () => {
    const modalId = modals.open({
      title: t('disapprove.title', { name }),
      centered: true,
      children: (
        <DisapproveForm
          onCancel={() => modals.close(modalId)}
          onConfirm={(reason) =>
            decide.mutateAsync({ id, decision: 'disapprove', reason }).then(
              () => {
                modals.close(modalId);
                done('disapproved');
              },
              (error: unknown) => {
                modals.close(modalId);
                // Longer than a success's 4-5 s: an error is read, then acted on.
                notifications.show({ color: 'red', message: errorMessage(error, t), autoClose: 10_000 });
              },
            )
          }
        />
      ),
    });
  };
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Button
          color="teal"
          leftSection={<Icon name="check" size={16} />}
          loading={decide.isPending && decide.variables?.decision === 'approve'}
          aria-label={t('actions.approveName', { name })}
          onClick={() => decide.mutate({ id, decision: 'approve' }, { onSuccess: () => done('approved') })}
        >
          {t('actions.approve')}
        </Button>
        <Button
          variant="light"
          color="red"
          aria-label={t('actions.disapproveName', { name })}
          onClick={disapprove}
        >
          {t('actions.disapprove')}
        </Button>
      </Group>
      <FormAlert error={decide.error} />
    </Stack>
  );
}
