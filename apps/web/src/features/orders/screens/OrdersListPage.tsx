import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../app/layout/icons.tsx';
import { LinkTo } from '../../../app/navigation.tsx';
import { EmptyState } from '../../../app/ui/EmptyState.tsx';

export const namespaces = ['orders'];

/** Campaign list, the home screen: hub.orders (spec §2). The list itself comes with the orders issue. */
export function Component() {
  const { t } = useTranslation('orders');
  return (
    <EmptyState
      icon="orders"
      title={t('empty.title')}
      text={t('empty.text')}
      action={
        <Button
          component={LinkTo}
          name="hub.orders.new"
          leftSection={<Icon name="plus" size={18} />}
          mt="sm"
          size="md"
        >
          {t('empty.action')}
        </Button>
      }
    />
  );
}
