import { useEffect, useRef, useState } from 'react';
import { Anchor, Button, Group, List, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@portal/domain';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { successMessage } from '../../../lib/errors.ts';
import { useLanguage } from '../../../lib/navigation.tsx';
import { safeRedirectTarget } from '../../../lib/redirects.ts';
import { fetchCampaignsNeedingCard, useDeletePaymentMethod, usePaymentMethod } from '../api.ts';
import { CardForm } from '../components/CardForm.tsx';
import { SavedCard } from '../components/SavedCard.tsx';
import { useCan } from '../../../lib/account-role.ts';
import { useInvoices } from '../invoices-api.ts';

export const namespaces = ['finances', 'alerts', 'errors'];

type Campaign = { id: number; name: string };

/**
 * Payment method: hub.finances-method (spec §2, §7 Finance, §8 Payment). One card per user: the saved card, a form
 * to add or replace it through the processor's hosted page, and deletion after the spec's confirmation. While
 * campaigns rely on the card (pending approval, ready or delivering), deleting it asks more: the dialog names them,
 * advises replacing the card instead, and deleting anyway pauses them for payment at once (issue 31 §4). A card
 * whose charge was declined says so, with the defaulted invoices (issue 31 §19). Come from a campaign's approval
 * step (`?return=` its path), the page leads back there, and goes back by itself once a card is saved (§18).
 */
export function Component() {
  const { t } = useTranslation(['finances', 'alerts']);
  const lang = useLanguage();
  const navigate = useNavigate();
  const back = safeRedirectTarget(new URLSearchParams(useLocation().search).get('return'));
  const method = usePaymentMethod();
  const invoices = useInvoices();
  const remove = useDeletePaymentMethod();
  const [replacing, setReplacing] = useState(false);
  const [checking, setChecking] = useState(false);
  const card = method.data || null;
  // Issue 33: a role without card.read sees no card; without finance.write, the card without its actions.
  const can = useCan();
  const writable = can('finance.write');

  // null: no dialog; []: the spec's confirmation; campaigns: the stronger dialog that names them.
  const [confirming, setConfirming] = useState<Campaign[] | null>(null);
  const question = t('alerts:dialogs.deleteCard.message');
  const defaulted = (invoices.data ?? [])
    .filter((i) => i.status === 'DEFAULTED')
    .map((i) => ({ id: i.id, number: i.number, amount: formatMoney(i.totalCents, lang) }));

  async function askToDelete() {
    setChecking(true);
    try {
      setConfirming(await fetchCampaignsNeedingCard());
    } catch (error) {
      // Not known: the server still refuses while campaigns rely on the card, and its refusal is shown.
      console.error('Loading the campaigns failed', error);
      setConfirming([]);
    } finally {
      setChecking(false);
    }
  }

  function deleteCard(pauseCampaigns: boolean) {
    setConfirming(null);
    remove.mutate(pauseCampaigns, {
      onSuccess: () => {
        setReplacing(false);
        notifications.show({
          color: 'green',
          message: pauseCampaigns
            ? `${successMessage('cardDeleted', t)} ${t('paymentMethod.inUse.paused')}`
            : successMessage('cardDeleted', t),
        });
      },
    });
  }

  function replaceInstead() {
    setConfirming(null);
    setReplacing(true);
  }

  // A card saved here (a new one: its date differs from the one the page opened with) sends the advertiser back to
  // where they came from. Watched on the card itself: the form is gone by the time its save answers.
  const openedWith = useRef<string | null | undefined>(undefined);
  const savedAt = method.isPending ? undefined : (card?.createdAt ?? null);
  useEffect(() => {
    if (savedAt === undefined) return;
    if (openedWith.current === undefined) openedWith.current = savedAt;
    else if (back && savedAt && savedAt !== openedWith.current) void navigate(back);
  }, [savedAt, back, navigate]);

  const relying = confirming ?? [];
  const refused =
    (remove.error as { code?: string } | null)?.code === 'PAYMENT_METHOD_IN_USE' ? remove.error : null;

  return (
    <Stack gap="lg" maw={640}>
      {/* Spec §8's confirmation, or the stronger one when campaigns rely on the card. Built from Modal's parts: the
          dialog is named by its question (WCAG aria-dialog-name) and holds no <header>, which axe reads as a second
          banner landmark. */}
      <Modal.Root opened={confirming !== null} onClose={() => setConfirming(null)} centered>
        <Modal.Overlay />
        <Modal.Content aria-label={relying.length > 0 ? t('paymentMethod.inUse.title') : question}>
          <Modal.Body pt="lg">
            {relying.length > 0 ? (
              <Stack gap="sm">
                <Title order={2} fz="h4">
                  {t('paymentMethod.inUse.title')}
                </Title>
                <Text>{t('paymentMethod.inUse.text')}</Text>
                <List withPadding>
                  {relying.map((c) => (
                    <List.Item key={c.id} fw={600}>
                      {c.name}
                    </List.Item>
                  ))}
                </List>
                <Text>{t('paymentMethod.inUse.advice')}</Text>
                <Group justify="flex-end" mt="sm" gap="sm">
                  <Button variant="default" onClick={() => setConfirming(null)}>
                    {t('alerts:dialogs.deleteCard.cancel')}
                  </Button>
                  <Button color="red" variant="light" onClick={() => deleteCard(true)}>
                    {t('paymentMethod.inUse.deleteAnyway')}
                  </Button>
                  <Button onClick={replaceInstead}>{t('paymentMethod.inUse.replace')}</Button>
                </Group>
              </Stack>
            ) : (
              <>
                <Text>{question}</Text>
                <Group justify="flex-end" mt="lg">
                  <Button variant="default" onClick={() => setConfirming(null)}>
                    {t('alerts:dialogs.deleteCard.cancel')}
                  </Button>
                  <Button color="red" onClick={() => deleteCard(false)}>
                    {t('alerts:dialogs.deleteCard.delete')}
                  </Button>
                </Group>
              </>
            )}
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
      {back && (
        <Anchor component={Link} to={back} fw={600} w="fit-content">
          {t('paymentMethod.returnToCampaign')}
        </Anchor>
      )}
      <Text c="dimmed">{t('paymentMethod.intro')}</Text>
      {refused && (
        <Stack gap="xs" align="flex-start">
          <FormAlert error={refused} />
          <Button variant="light" onClick={replaceInstead}>
            {t('paymentMethod.inUse.replace')}
          </Button>
        </Stack>
      )}
      {!can('card.read') ? (
        <Text role="note">{t('paymentMethod.roleHidden')}</Text>
      ) : method.isPending ? (
        <Skeleton height={140} radius="sm" />
      ) : (
        <>
          {card && (
            <SavedCard
              card={card}
              declined={defaulted}
              replacing={replacing}
              deleting={remove.isPending || checking}
              onReplace={writable ? () => setReplacing(true) : undefined}
              onDelete={writable ? () => void askToDelete() : undefined}
            />
          )}
          {!writable && (
            <Text size="sm" c="dimmed" role="note">
              {t('paymentMethod.roleReadOnly')}
            </Text>
          )}
          {writable && (!card || replacing) && (
            <CardForm
              key={card ? 'replace' : 'add'}
              replacing={Boolean(card)}
              onCancel={() => setReplacing(false)}
              onSaved={() => setReplacing(false)}
            />
          )}
        </>
      )}
    </Stack>
  );
}
