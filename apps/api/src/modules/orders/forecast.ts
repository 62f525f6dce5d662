import {
  cleanName,
  isCityLevel,
  isSegmentTooSmall,
  readForecast,
  startOfDay,
  type Language,
  type TForecastRequest,
  type TForecastResponse,
} from '@portal/domain';
import { checkGeoTargeting } from '../targeting/index.ts';
import { findOwnedLineItem, findOwnedOrder } from './ownership.ts';
import type { OrdersDeps } from './state.ts';

/**
 * POST /gam/forecast (issues 4 and 5): what the ad server could deliver of a line item as the wizard holds it,
 * before it is saved, so the line item and targeting steps say it live. The order, and the line item when one is
 * named, must be the caller's (404 otherwise, as everywhere). The flight is read as saving reads it (start at 00:00
 * of its day) and the locations as the geo catalogue describes them, so the forecast is the one submission makes.
 */
export async function forecastLineItem(
  deps: OrdersDeps,
  userId: number,
  body: TForecastRequest,
  locale: Language,
): Promise<TForecastResponse> {
  await findOwnedOrder(deps.db, userId, body.orderId);
  if (body.lineItemId !== undefined) {
    await findOwnedLineItem(deps.db, userId, body.orderId, body.lineItemId);
  }
  const targeting = body.targeting && (await checkGeoTargeting(deps.adServer, body.targeting, locale));
  const forecast = await deps.adServer.getAvailability({
    lineItemId: body.lineItemId,
    units: body.units,
    startDateTime: startOfDay(body.startDateTime, deps.config.TIMEZONE),
    endDateTime: new Date(body.endDateTime).toISOString(),
    creativePlaceholders: body.creativePlaceholders,
    frequencyCaps: body.frequencyCaps,
    targeting,
  });
  // Personalised segments too small to deliver (issue 15): the caller's own among the targeted ids.
  const custom = targeting?.customTargeting ?? [];
  const smallSegments =
    custom.length === 0
      ? []
      : (await deps.adServer.getPersonalizedSegments(custom))
          .filter((s) => s.advertiserId === userId && isSegmentTooSmall(s.size))
          .map((s) => ({ id: s.id, name: cleanName(s.name), size: s.size }));
  // A targeted city or region is matched only where the visitor's city is known (issue 31 §2): the wizard says so.
  const cityKnownOnly = (targeting?.geoTargeting.targetedLocations ?? []).some(isCityLevel);
  return {
    ...readForecast(forecast, body.units, deps.config.FORECAST_MIN_HISTORY_DAYS),
    ...(smallSegments.length > 0 ? { smallSegments } : {}),
    ...(cityKnownOnly ? { cityKnownOnly } : {}),
  };
}
