import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import type { TForecastRequest, TForecastResponse } from '@portal/domain';
import { http } from '../../../lib/http/index.ts';
import { orderKeys } from './keys.ts';

/** How long the wizard waits after the last change before it asks for a forecast. */
export const FORECAST_DEBOUNCE_MS = 400;

/** POST /gam/forecast -> {availableUnits, requestedUnits}: the availability of a line item as edited. */
export function fetchForecast(body: TForecastRequest, signal?: AbortSignal): Promise<TForecastResponse> {
  return http.post<TForecastResponse>('/gam/forecast', body, { signal });
}

/**
 * The live forecast of a line item being edited (issues 4 and 5), asked FORECAST_DEBOUNCE_MS after its last
 * change; null asks nothing (an incomplete line item). The last answer stays shown while the next one comes.
 * The request is debounced as its JSON text: a new object of the same content is no change.
 */
export function useForecast(request: TForecastRequest | null) {
  const text = request ? JSON.stringify(request) : null;
  const [debounced] = useDebouncedValue(text, FORECAST_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: orderKeys.forecast(debounced ?? ''),
    queryFn: ({ signal }) => fetchForecast(JSON.parse(debounced!) as TForecastRequest, signal),
    enabled: text !== null && debounced !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
  return {
    forecast: text === null ? undefined : query.data,
    /** A change not answered yet: waiting for the pause in typing, or for the server. */
    updating: text !== null && (text !== debounced || query.isFetching),
    failed: text !== null && query.isError && !query.isFetching,
  };
}
