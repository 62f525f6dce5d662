import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  allCreativesSet,
  coversPlaceholder,
  formatSize,
  NATIVE_PLACEHOLDER_SIZE,
  type TCreative,
  type TLineItem,
  displaySize,
} from '@portal/domain';
import { Icon } from '../../../components/screen-icons.tsx';
import { LinkTo, useNavigateTo } from '../../../lib/navigation.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { successMessage } from '../../../lib/errors.ts';
import { useChangeCreativeStatus } from '../api/creatives.ts';
import { CreativeCard } from '../components/CreativeCard.tsx';
import { OrderLoader, type LoadedOrder } from '../components/OrderLoader.tsx';
import { ReadOnlyNotice } from '../components/ReadOnlyNotice.tsx';
import { ContinueIcon, StepActions } from '../components/StepActions.tsx';
import { WizardNav } from '../components/WizardNav.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCanModify } from '../use-can-modify.ts';
import { OFFERED_SIZES } from '../sizes.ts';

export const namespaces = ['orders', 'errors', 'alerts'];

interface Slot {
  key: string;
  label: string;
  creatives: TCreative[];
}

/** One slot per placeholder size; a native line item has one slot for its native creatives (spec §3). */
function slotsOf(lineItem: TLineItem, sizeName: (size: string) => string, nativeLabel: string): Slot[] {
  if (lineItem.nativeFormatId != null) {
    return [{ key: formatSize(NATIVE_PLACEHOLDER_SIZE), label: nativeLabel, creatives: lineItem.creatives }];
  }
  return lineItem.creativePlaceholders.map((placeholder) => {
    const key = formatSize(placeholder.size);
    return {
      key,
      label: `${displaySize(key)} · ${sizeName(key)}`,
      creatives: lineItem.creatives.filter((c) => coversPlaceholder(c, placeholder)),
    };
  });
}

function Creatives({ order, lineItem }: LoadedOrder & { lineItem: TLineItem }) {
  const { t } = useTranslation('orders');
  const navigateTo = useNavigateTo();
  const change = useChangeCreativeStatus(order.id, lineItem.id);
  const readOnly = !useCanModify()(order);
  const ids = { orderId: order.id, lineItemId: lineItem.id };
  const sizeName = (size: string) => {
    const known = OFFERED_SIZES.find((s) => s.size === size);
    return t(known ? `sizes.${known.key}` : 'sizes.custom');
  };
  const slots = slotsOf(lineItem, sizeName, t('creatives.native.slot'));
  const ready = allCreativesSet(lineItem);
  const activate = (creative: TCreative, action: 'ACTIVATE' | 'DEACTIVATE') =>
    change.mutate([{ id: creative.id, approbation: creative.approbation, associationAction: action }], {
      onSuccess: () => notifySuccess(successMessage('creativeStatusUpdated', t)),
    });

  return (
    <>
      <WizardNav order={order} lineItem={lineItem} current="creatives" />
      {readOnly && <ReadOnlyNotice order={order} />}
      <Text c="dimmed" mb="md" maw={720}>
        {t('creatives.intro')}
      </Text>
      <FormAlert error={change.error} />
      <Stack gap="lg" mt="sm">
        {slots.map((slot) => (
          <Paper key={slot.key} withBorder p={{ base: 'md', sm: 'lg' }}>
            <Group justify="space-between" mb="sm" gap="sm">
              <div>
                <Title order={2} fz="h4">
                  {slot.label}
                </Title>
                <Text size="sm" c={slot.creatives.length ? 'dimmed' : 'orange.8'}>
                  {slot.creatives.length
                    ? t('creatives.count', { n: slot.creatives.length })
                    : t('creatives.missing')}
                </Text>
              </div>
              {!readOnly && (
                <Button
                  component={LinkTo}
                  name="hub.orders.creatives.new"
                  params={ids}
                  search={lineItem.nativeFormatId != null ? '' : `?size=${slot.key}`}
                  variant={slot.creatives.length ? 'default' : 'filled'}
                  leftSection={<Icon name="plus" size={16} />}
                  aria-label={t('creatives.addFor', { size: slot.label })}
                >
                  {t('creatives.add')}
                </Button>
              )}
            </Group>
            {slot.creatives.length > 0 && (
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
                {slot.creatives.map((creative) => (
                  <CreativeCard
                    key={creative.id}
                    creative={creative}
                    place={ids}
                    readOnly={readOnly}
                    busy={change.isPending && change.variables?.[0]?.id === creative.id}
                    onActivate={activate}
                  />
                ))}
              </SimpleGrid>
            )}
          </Paper>
        ))}
      </Stack>
      {!ready && !readOnly && (
        <Alert color="orange" variant="light" mt="lg" icon={<Icon name="info" size={18} />}>
          {t('creatives.notReady')}
        </Alert>
      )}
      <StepActions back={{ name: 'hub.orders.targeting', params: ids }}>
        <Button
          disabled={!ready}
          rightSection={<ContinueIcon />}
          onClick={() => void navigateTo('hub.orders.approval', ids)}
        >
          {t('creatives.continue')}
        </Button>
      </StepActions>
    </>
  );
}

/** Creatives of a line item: hub.orders.creatives (spec §2), the wizard's fourth step. */
export function Component() {
  return (
    <OrderLoader>
      {(loaded) => (loaded.lineItem ? <Creatives {...loaded} lineItem={loaded.lineItem} /> : null)}
    </OrderLoader>
  );
}
