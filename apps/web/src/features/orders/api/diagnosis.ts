import { useQuery } from '@tanstack/react-query';
import { ZOrderDiagnosisSchema, type TOrderDiagnosis } from '@portal/domain';
import { http } from '../../../lib/http/index.ts';
import { orderKeys } from './keys.ts';

/**
 * GET /gam/orders/{id}/diagnosis (issue 31, "Why isn't my ad serving?"): each line item's reasons for not delivering
 * now. Under the order's key, so that whatever changes the order (pause, resume, a creative) asks again.
 */
export function useOrderDiagnosis(orderId: number) {
  return useQuery({
    queryKey: [...orderKeys.detail(orderId), 'diagnosis'],
    queryFn: async (): Promise<TOrderDiagnosis> =>
      ZOrderDiagnosisSchema.parse(await http.get(`/gam/orders/${orderId}/diagnosis`)),
  });
}
