import { Button, Group, Paper, Skeleton, Text, ThemeIcon, Title } from '@mantine/core';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/screen-icons.tsx';
import { LinkTo } from '../../../lib/navigation.tsx';
import { usePaymentMethod } from '../api/payment-method.ts';
import { useCan } from '../../../lib/account-role.ts';

/** A card brand as people write it ("visa" -> "Visa", "amex" -> "Amex"). */
function brandName(brand: string): string {
  return brand.charAt(0).toLocaleUpperCase() + brand.slice(1);
}

/**
 * The card on file for the campaign's pre-authorisation (spec §7 Finance), with a link to add or change it; the
 * payment method page brings the advertiser back to this step once the card is saved (issue 31 §18).
 */
export function CardStatus() {
  const { t } = useTranslation('orders');
  const { pathname, search } = useLocation();
  const method = usePaymentMethod();
  const card = method.data || null;
  // The card is the business of the account's owners and billing members (issue 33: card.read).
  if (!useCan()('card.read')) return null;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} fz="h4" mb="sm">
        {t('approval.card.title')}
      </Title>
      {method.isPending ? (
        <Skeleton h={40} />
      ) : (
        <Group justify="space-between" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" color={card ? 'teal' : 'orange'} size="lg" radius="md">
              <Icon name="card" size={20} />
            </ThemeIcon>
            {card ? (
              <div>
                <Text fw={600}>
                  {t('approval.card.saved', { brand: brandName(card.brand), last4: card.last4 })}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('approval.card.expires', {
                    month: String(card.expiryMonth).padStart(2, '0'),
                    year: card.expiryYear,
                  })}
                </Text>
              </div>
            ) : (
              <div>
                <Text fw={600}>{t('approval.card.none')}</Text>
                <Text size="sm" c="dimmed">
                  {t('approval.card.noneHint')}
                </Text>
              </div>
            )}
          </Group>
          <Button
            component={LinkTo}
            name="hub.finances-method"
            search={`?return=${encodeURIComponent(pathname + search)}`}
            variant={card ? 'default' : 'filled'}
          >
            {card ? t('approval.card.change') : t('approval.card.add')}
          </Button>
        </Group>
      )}
    </Paper>
  );
}

export function useHasCard(): boolean | undefined {
  const method = usePaymentMethod();
  return method.isPending ? undefined : Boolean(method.data);
}
