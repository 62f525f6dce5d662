import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/screen-icons.tsx';
import { LinkTo } from '../../../lib/navigation.tsx';
import '../orders.css';
import type { Params, RouteName } from '../../../lib/routes.ts';

export interface StepLink {
  name: RouteName;
  params?: Params;
  label?: string;
}

/** The footer of a wizard step: back to the previous step, and the step's own action. */
export function StepActions({ back, children }: { back?: StepLink; children?: ReactNode }) {
  const { t } = useTranslation('orders');
  return (
    <Group justify="space-between" mt="xl" gap="sm" wrap="wrap-reverse">
      {back ? (
        <Button component={LinkTo} name={back.name} params={back.params} variant="subtle" color="gray">
          {back.label ?? t('actions.back')}
        </Button>
      ) : (
        <span />
      )}
      <Group gap="sm" justify="flex-end" className="portal-step-actions">
        {children}
      </Group>
    </Group>
  );
}

export function ContinueIcon() {
  return <Icon name="chevron" size={18} />;
}
