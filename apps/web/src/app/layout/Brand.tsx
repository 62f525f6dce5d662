import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { productName } from '@portal/domain';
import { LinkTo, useLanguage } from '../../lib/navigation.tsx';
import { BrandMark } from '../../components/icons.tsx';

/** The brand, linking home: the campaign list when logged in, login otherwise (the guard decides). */
export function Brand() {
  const { t } = useTranslation('common');
  const product = productName(useLanguage());
  return (
    <LinkTo name="hub.orders" className="portal-brand" aria-label={t('app.home', { product })}>
      <BrandMark onDark />
      <Text fw={700} fz="lg" className="portal-wide-only" style={{ whiteSpace: 'nowrap' }}>
        {product}
      </Text>
    </LinkTo>
  );
}
