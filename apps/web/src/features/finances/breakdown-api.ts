import { useQuery } from '@tanstack/react-query';
import { ZBreakdownRowSchema, type BreakdownDimension, type TBreakdownRow } from '@portal/domain';
import { http } from '../../lib/http/index.ts';
import { saveBlob } from '../../lib/download.ts';
import type { MetricsRange } from './metrics-api.ts';

/** GET /metric/breakdown (issue 31): the range's metrics by a dimension, with reach and average frequency. */

export function useMetricsBreakdown(range: MetricsRange, by: BreakdownDimension, lang: 'fr' | 'en') {
  return useQuery({
    queryKey: ['metrics', 'breakdown', range.from, range.to, range.orderId ?? null, by, lang],
    queryFn: async (): Promise<TBreakdownRow[]> =>
      ZBreakdownRowSchema.array().parse(
        await http.get('/metric/breakdown', {
          query: { from: range.from, to: range.to, orderId: range.orderId, by, lang },
        }),
      ),
    retry: false,
  });
}

/** Downloads the breakdown as CSV, headers in the screen's language. */
export async function downloadBreakdownCsv(
  range: MetricsRange,
  by: BreakdownDimension,
  lang: 'fr' | 'en',
): Promise<void> {
  const blob = await http.get<Blob>('/metric/breakdown', {
    query: { from: range.from, to: range.to, orderId: range.orderId, by, format: 'csv', lang },
    responseType: 'blob',
  });
  saveBlob(blob, `metrics-${by}-${range.from}-${range.to}.csv`);
}
