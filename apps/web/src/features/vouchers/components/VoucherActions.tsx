import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  toFieldErrors,
  ZVoucherUpdateRequestSchema,
  type TAdminVoucher,
  type TVoucherUpdateRequest,
} from '@portal/domain';
import { useLanguage } from '../../../lib/navigation.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { firstMessages } from '../../../lib/form-errors.ts';
import { useUpdateVoucher } from '../api.ts';
import { VoucherLimitFields } from './VoucherLimitFields.tsx';

// A code's actions in staff's list: change it (in a dialog), deactivate or reactivate it.

interface EditValues {
  campaign: string;
  start_date: string | null;
  expiration: string | null;
  maxRedemptions: number | string;
}

const toUpdate = (voucher: TAdminVoucher, v: EditValues): TVoucherUpdateRequest => ({
  campaign: v.campaign,
  start_date: v.start_date || null,
  expiration: v.expiration || null,
  maxRedemptions: v.maxRedemptions === '' ? null : Number(v.maxRedemptions),
  active: voucher.active,
});

/** What staff may change on a code (PUT /admin/vouchers/{code}): its campaign, dates and limit; what it gives stays. */
function EditForm({ voucher, onDone }: { voucher: TAdminVoucher; onDone: () => void }) {
  const { t } = useTranslation(['vouchers', 'errors']);
  const lang = useLanguage();
  const update = useUpdateVoucher();
  const labels: Record<string, string> = {
    expiration: t('admin.expiration'),
    maxRedemptions: t('admin.maxRedemptions'),
  };
  const form = useForm<EditValues>({
    initialValues: {
      campaign: voucher.campaign,
      start_date: voucher.start_date,
      expiration: voucher.expiration,
      maxRedemptions: voucher.maxRedemptions ?? '',
    },
    validate: (values) => {
      const result = ZVoucherUpdateRequestSchema.safeParse(toUpdate(voucher, values));
      if (result.success) return {};
      return firstMessages(toFieldErrors(result.error, lang, { label: (path) => labels[path.join('.')] }));
    },
  });
  const submit = form.onSubmit((values) =>
    update.mutate(
      { code: voucher.code, ...toUpdate(voucher, values) },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('admin.updated', { code: voucher.code }) });
          onDone();
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {update.error && <FormAlert error={update.error} />}
        <Text size="sm" c="dimmed">
          {t('admin.editHelp')}
        </Text>
        <TextInput label={t('admin.campaign')} {...form.getInputProps('campaign')} />
        <VoucherLimitFields form={form} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('admin.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('admin.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function EditVoucher({ voucher }: { voucher: TAdminVoucher }) {
  const { t } = useTranslation('vouchers');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="xs"
        variant="default"
        aria-label={t('admin.actionLabel', { action: t('admin.edit'), code: voucher.code })}
        onClick={() => setOpen(true)}
      >
        {t('admin.edit')}
      </Button>
      <Modal
        size="lg"
        opened={open}
        onClose={() => setOpen(false)}
        title={t('admin.editTitle', { code: voucher.code })}
      >
        {open && <EditForm voucher={voucher} onDone={() => setOpen(false)} />}
      </Modal>
    </>
  );
}

export function ToggleVoucher({ voucher }: { voucher: TAdminVoucher }) {
  const { t } = useTranslation(['vouchers', 'errors']);
  const update = useUpdateVoucher();
  const action = voucher.active ? t('admin.deactivate') : t('admin.reactivate');
  return (
    <Button
      size="xs"
      variant="light"
      color={voucher.active ? 'red' : 'teal'}
      loading={update.isPending}
      aria-label={t('admin.actionLabel', { action, code: voucher.code })}
      onClick={() =>
        update.mutate(
          {
            code: voucher.code,
            campaign: voucher.campaign,
            start_date: voucher.start_date,
            expiration: voucher.expiration,
            maxRedemptions: voucher.maxRedemptions,
            active: !voucher.active,
          },
          {
            onSuccess: () =>
              notifications.show({
                color: 'teal',
                message: t(voucher.active ? 'admin.deactivated' : 'admin.reactivated', {
                  code: voucher.code,
                }),
              }),
            // Longer than a success's 4-5 s: an error is read, then acted on.
            onError: (error) =>
              notifications.show({ color: 'red', message: errorMessage(error, t), autoClose: 10_000 }),
          },
        )
      }
    >
      {action}
    </Button>
  );
}
