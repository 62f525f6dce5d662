import { useQuery } from '@tanstack/react-query';
import { ZMetricRowSchema, addDays, calendarDate, type TOrder } from '@portal/domain';
import { http } from '../../../lib/http/index.ts';
import { useSettings } from '../../../lib/settings.ts';

/**
 * The conversions attributed to a campaign (issue 15): the daily counts' `conversions` of its line items, read from
 * GET /metric/orders?orderId= over its flights up to today (at most the API's 366 days). Null while unknown.
 */
export function useOrderConversions(order: Pick<TOrder, 'id' | 'lineItems'>): number | null {
  const { timeZone } = useSettings();
  const today = calendarDate(new Date(), timeZone);
  const starts = order.lineItems.map((li) => calendarDate(li.startDateTime, timeZone)).sort();
  const earliest = addDays(today, -365);
  const from = starts[0] && starts[0] > earliest ? starts[0] : earliest;
  const enabled = starts.length > 0 && from <= today;
  const query = useQuery({
    queryKey: ['metrics', 'order', order.id, from, today],
    queryFn: async () =>
      ZMetricRowSchema.array().parse(
        await http.get('/metric/orders', { query: { from, to: today, orderId: order.id } }),
      ),
    enabled,
    retry: false,
  });
  if (!enabled) return 0;
  return query.data ? query.data.reduce((sum, row) => sum + row.conversions, 0) : null;
}
