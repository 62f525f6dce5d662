import { Anchor, Badge, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TPaymentMethod } from '@portal/domain';
import { Icon } from '../../../components/icons.tsx';
import { useFormatters } from '../../../lib/format.ts';
import { LinkTo } from '../../../lib/navigation.tsx';

/**
 * The card on file as the user knows it: brand, last 4, expiry, holder (never more: the portal has no more). Its
 * badge says "On file", or "Payment declined" while invoices it was charged for are DEFAULTED, which it lists with
 * the way to pay them (issue 31 §19).
 */
export function SavedCard({
  card,
  declined = [],
  onReplace,
  onDelete,
  deleting,
  replacing,
}: {
  card: TPaymentMethod;
  /** The DEFAULTED invoices: their number and amount, worded for the screen. */
  declined?: { id: number; number: string; amount: string }[];
  /** Absent for a role that cannot change the card (issue 33: finance.write): the card is shown without actions. */
  onReplace?: () => void;
  onDelete?: () => void;
  deleting: boolean;
  replacing: boolean;
}) {
  const { t } = useTranslation('finances');
  const brand = t(`paymentMethod.brands.${card.brand}`, { defaultValue: t('paymentMethod.brands.other') });
  const expiry = `${String(card.expiryMonth).padStart(2, '0')}/${card.expiryYear}`;
  // A calendar day of the platform, YYYY-MM-DD as every date of the portal (spec §2).
  const added = useFormatters().date(card.createdAt);
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="saved-card-title">
      <Group justify="space-between" align="flex-start" gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
            <Icon name="finance" size={26} />
          </ThemeIcon>
          <Stack gap={2}>
            <Group gap="xs" wrap="wrap">
              <Text id="saved-card-title" fw={600} size="lg">
                {brand}
              </Text>
              <Text
                fw={600}
                size="lg"
                ff="monospace"
                aria-label={t('paymentMethod.endingIn', { last4: card.last4 })}
              >
                {`•••• ${card.last4}`}
              </Text>
              {declined.length > 0 ? (
                <Badge variant="filled" color="red" size="sm">
                  {t('paymentMethod.declined')}
                </Badge>
              ) : (
                <Badge variant="light" color="green" size="sm">
                  {t('paymentMethod.onFile')}
                </Badge>
              )}
            </Group>
            <Text size="sm">{t('paymentMethod.expires', { date: expiry })}</Text>
            {card.holderName && <Text size="sm">{t('paymentMethod.holder', { name: card.holderName })}</Text>}
            <Text size="xs" c="dimmed">
              {t('paymentMethod.added', { date: added })}
            </Text>
            {declined.map((invoice) => (
              <Text key={invoice.id} size="sm" c="red.8" fw={500} role="status">
                {t('paymentMethod.declinedInvoice', { number: invoice.number, amount: invoice.amount })}{' '}
                <Anchor component={LinkTo} name="hub.payment" size="sm" fw={700} underline="always">
                  {t('paymentMethod.payDeclined')}
                </Anchor>
              </Text>
            ))}
          </Stack>
        </Group>
        <Group gap="xs">
          {!replacing && onReplace && (
            <Button variant="default" onClick={onReplace}>
              {t('paymentMethod.replace')}
            </Button>
          )}
          {onDelete && (
            <Button color="red" variant="light" onClick={onDelete} loading={deleting}>
              {t('paymentMethod.delete')}
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
