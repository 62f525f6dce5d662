import { useQuery } from '@tanstack/react-query';
import { ZMetricRowSchema, type TMetricRow } from '@portal/domain';
import { http } from '../../lib/http/index.ts';
import { saveBlob } from '../../lib/download.ts';

/** GET /metric/orders (spec §7 Finance, issue 14); a failed load is only logged (spec §8). */

export interface MetricsRange {
  from: string;
  to: string;
  orderId?: number;
}

export function useMetrics(range: MetricsRange) {
  return useQuery({
    queryKey: ['metrics', range.from, range.to],
    queryFn: async (): Promise<TMetricRow[]> => {
      try {
        return ZMetricRowSchema.array().parse(
          await http.get('/metric/orders', { query: { from: range.from, to: range.to } }),
        );
      } catch (error) {
        console.error('Loading the metrics failed', error);
        throw error;
      }
    },
    retry: false,
  });
}

/** Downloads the rows of the range (and campaign) as CSV, with the header in the screen's language. */
export async function downloadMetricsCsv(range: MetricsRange, lang: 'fr' | 'en'): Promise<void> {
  const blob = await http.get<Blob>('/metric/orders', {
    query: { from: range.from, to: range.to, orderId: range.orderId, format: 'csv', lang },
    responseType: 'blob',
  });
  saveBlob(blob, `metrics-${range.from}-${range.to}.csv`);
}
