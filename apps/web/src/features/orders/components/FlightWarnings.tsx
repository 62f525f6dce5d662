import { Alert, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  flightWarnings,
  ZForecastRequestSchema,
  type FlightWarning,
  type LineItemStatus,
  type TForecastRequest,
  type TForecastResponse,
  type TLineItem,
  type TOrder,
} from '@portal/domain';
import { Icon } from '../../../components/screen-icons.tsx';
import { useFormatters } from '../../../lib/format.ts';
import { useForecast } from '../api/forecast.ts';

/**
 * A flight accepted but at risk (issue 31 §22): a start already past, a goal to serve in few hours, a forecast short
 * of the goal, said before submission with the forecast (the domain's flightWarnings). Nothing when all is well.
 */
export function FlightWarnings({
  warnings,
  units,
  forecast,
  mt,
  step = 'approval',
}: {
  /** Where it shows: the approval step (submit as is, or change), the line item step (change above, or keep). */
  step?: 'lineItem' | 'approval';
  warnings: readonly FlightWarning[];
  units: number;
  /** The line item's forecast, when known: its figure closes the list. */
  forecast?: TForecastResponse;
  mt?: string;
}) {
  const { t } = useTranslation('orders');
  const f = useFormatters();
  if (warnings.length === 0) return null;
  const words = (w: FlightWarning) => {
    switch (w.code) {
      case 'START_PASSED':
        return t('flightWarnings.startPassed', { count: w.params.hoursPassed });
      case 'SHORT_FLIGHT':
        return t('flightWarnings.shortFlight', {
          count: w.params.hoursLeft,
          units: f.number(units),
          perHour: f.number(w.params.perHour),
        });
      case 'NOT_ENOUGH_INVENTORY':
        return t('flightWarnings.notEnough', {
          available: f.number(w.params.available),
          requested: f.number(w.params.requested),
        });
    }
  };
  const short = warnings.some((w) => w.code === 'NOT_ENOUGH_INVENTORY');
  let forecastLine: string | null = null;
  if (forecast && !short) {
    forecastLine =
      forecast.estimable === false
        ? t('flightWarnings.forecastUnknown')
        : t('flightWarnings.forecast', {
            available: f.number(forecast.availableUnits),
            requested: f.number(forecast.requestedUnits),
          });
  }
  return (
    <Alert
      color="orange"
      variant="light"
      mt={mt}
      title={t('flightWarnings.title')}
      icon={<Icon name="alert" size={18} />}
      data-testid="flight-warnings"
    >
      <List size="sm" spacing={4}>
        {warnings.map((w) => (
          <List.Item key={w.code}>{words(w)}</List.Item>
        ))}
      </List>
      {forecastLine && (
        <Text size="sm" mt="xs" fw={500}>
          {forecastLine}
        </Text>
      )}
      <Text size="sm" mt="xs">
        {t(step === 'approval' ? 'flightWarnings.advice' : 'flightWarnings.adviceLineItem')}
      </Text>
    </Alert>
  );
}

/** The saved line item's forecast request (its own booking left out), or null when it cannot be asked. */
function savedForecastRequest(order: TOrder, li: TLineItem) {
  const parsed = ZForecastRequestSchema.safeParse({
    orderId: order.id,
    lineItemId: li.id,
    units: li.units,
    startDateTime: li.startDateTime,
    endDateTime: li.endDateTime,
    creativePlaceholders: li.creativePlaceholders,
    frequencyCaps: li.frequencyCaps,
    targeting: li.targeting,
  });
  return parsed.success ? parsed.data : null;
}

/** The approval step's check of the saved line item: its flight warnings and its forecast, before submission. */
export function ApprovalFlightCheck({ order, lineItem }: { order: TOrder; lineItem: TLineItem }) {
  const { forecast } = useForecast(savedForecastRequest(order, lineItem));
  const warnings = flightWarnings(lineItem, new Date(), forecast);
  return <FlightWarnings warnings={warnings} units={lineItem.units} forecast={forecast} mt="lg" />;
}

/**
 * The line item step's warnings, live as the dates and impressions change, for a line item not sent yet (a new one,
 * a draft, a refused one); its forecast is the panel above.
 */
export function LineItemFlightWarnings({
  request,
  units,
  status,
}: {
  request: TForecastRequest | null;
  units: number;
  status?: LineItemStatus;
}) {
  if (!request || (status !== undefined && status !== 'DRAFT' && status !== 'DISAPPROVED')) return null;
  return <FlightWarnings warnings={flightWarnings(request, new Date())} units={units} step="lineItem" />;
}
