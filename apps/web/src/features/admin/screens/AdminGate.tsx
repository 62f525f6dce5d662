import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { canAdminister } from '@portal/domain';
import { StaffGate } from '../../../components/StaffGate.tsx';

/** The administration screens are for staff with role admin; anyone else is told so (the API answers 403 too). */
export function AdminGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <StaffGate allow={canAdminister} title={t('forbiddenTitle')} text={t('forbiddenText')} back={t('back')}>
      {children}
    </StaffGate>
  );
}
