import { useState } from 'react';
import { Box, Button, Grid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TGeoTargeting, TLineItem } from '@portal/domain';
import { useNavigateTo } from '../../../lib/navigation.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { successMessage } from '../../../lib/errors.ts';
import { isApiError } from '../../../lib/http/index.ts';
import { useSettings } from '../../../lib/settings.ts';
import { useOrderTypes } from '../../../lib/catalogues.ts';
import { useUpdateLineItem } from '../api/line-items.ts';
import { AudiencePanel } from '../components/AudiencePanel.tsx';
import { ForecastPanel } from '../components/ForecastPanel.tsx';
import { GeoTargetingPanel } from '../components/GeoTargetingPanel.tsx';
import { OrderLoader, type LoadedOrder } from '../components/OrderLoader.tsx';
import { ReadOnlyNotice } from '../components/ReadOnlyNotice.tsx';
import { ContinueIcon, StepActions } from '../components/StepActions.tsx';
import { WizardNav } from '../components/WizardNav.tsx';
import { forecastRequest, lineItemUpdateRequest, valuesFromLineItem } from '../line-item-form.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import '../orders.css';
import { isNativeOrder } from '../order-view.ts';
import { useCanModify } from '../use-can-modify.ts';

export const namespaces = ['orders', 'errors', 'alerts'];

/** The server's refusals of the targeting (`targeting.geoTargeting...` fields), as sentences. */
function targetingMessages(error: unknown): string[] {
  if (!isApiError(error)) return [];
  return Object.entries(error.fields)
    .filter(([path]) => path.startsWith('targeting'))
    .flatMap(([, messages]) => messages);
}

function Targeting({ order, lineItem }: LoadedOrder & { lineItem: TLineItem }) {
  const { t } = useTranslation('orders');
  const navigateTo = useNavigateTo();
  const { timeZone } = useSettings();
  const types = useOrderTypes();
  const update = useUpdateLineItem();
  const [geo, setGeo] = useState<TGeoTargeting>(lineItem.targeting.geoTargeting);
  const [audiences, setAudiences] = useState<number[]>(lineItem.targeting.customTargeting);
  const readOnly = !useCanModify()(order);
  const serverErrors = targetingMessages(update.error);
  const ids = { orderId: order.id, lineItemId: lineItem.id };

  const ctx = { orderId: order.id, isNative: isNativeOrder(order, types.data), timeZone };
  const values = valuesFromLineItem(lineItem, timeZone);
  const targeting = { geoTargeting: geo, customTargeting: audiences };

  const save = async () => {
    await update.mutateAsync(lineItemUpdateRequest(values, ctx, lineItem.id, targeting));
    notifySuccess(successMessage('targetingCompleted', t));
    await navigateTo('hub.orders.creatives', ids);
  };

  return (
    <>
      <WizardNav order={order} lineItem={lineItem} current="targeting" />
      {readOnly && <ReadOnlyNotice order={order} />}
      {!readOnly && (
        <Box mb="lg">
          <ForecastPanel
            impressionsCanGoDown={false}
            request={forecastRequest(values, ctx, { id: lineItem.id, targeting })}
          />
        </Box>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <GeoTargetingPanel geo={geo} serverErrors={serverErrors} readOnly={readOnly} onChange={setGeo} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <AudiencePanel
            selected={audiences}
            savedNames={lineItem.customTargetingNames}
            readOnly={readOnly}
            onChange={setAudiences}
          />
        </Grid.Col>
      </Grid>
      {serverErrors.length === 0 && <FormAlert error={update.error} />}
      <StepActions back={{ name: 'hub.orders.lineItems.edit', params: ids }}>
        {readOnly ? (
          <Button
            onClick={() => void navigateTo('hub.orders.creatives', ids)}
            rightSection={<ContinueIcon />}
          >
            {t('actions.next')}
          </Button>
        ) : (
          <Button
            onClick={() => void save().catch(() => undefined)}
            loading={update.isPending}
            rightSection={<ContinueIcon />}
          >
            {t('targeting.save')}
          </Button>
        )}
      </StepActions>
    </>
  );
}

/** Targeting of a line item: hub.orders.targeting (spec §2), the wizard's third step. */
export function Component() {
  return (
    <OrderLoader>
      {(loaded) => (loaded.lineItem ? <Targeting {...loaded} lineItem={loaded.lineItem} /> : null)}
    </OrderLoader>
  );
}
