import { Alert, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { canAdminister } from '@portal/domain';
import { Icon } from '../../../components/icons.tsx';
import { StaffGate } from '../../../components/StaffGate.tsx';
import { AdminVoucherList } from '../components/AdminVoucherList.tsx';
import { CreateVoucherForm } from '../components/CreateVoucherForm.tsx';

export const namespaces = ['vouchers', 'errors'];

/** Staff's promo codes (issue 14, admins only): create a code, see every code with its use, change or deactivate one. */
export function Component() {
  const { t } = useTranslation('vouchers');
  return (
    <StaffGate
      allow={canAdminister}
      title={t('admin.forbiddenTitle')}
      text={t('admin.forbiddenText')}
      back={t('admin.back')}
    >
      <Stack gap="lg">
        <Alert variant="light" color="brand" icon={<Icon name="info" size={18} />}>
          {t('admin.intro')}
        </Alert>
        <Paper
          withBorder
          p={{ base: 'md', sm: 'lg' }}
          component="section"
          aria-labelledby="new-voucher-title"
        >
          <Title order={2} fz="h4" mb="md" id="new-voucher-title">
            {t('admin.createTitle')}
          </Title>
          <CreateVoucherForm />
        </Paper>
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="vouchers-title">
          <Title order={2} fz="h4" mb="md" id="vouchers-title">
            {t('admin.listTitle')}
          </Title>
          <AdminVoucherList />
        </Paper>
      </Stack>
    </StaffGate>
  );
}
