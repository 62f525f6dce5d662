import { useQuery } from '@tanstack/react-query';
import type { TPaymentMethodResponse } from '@portal/domain';
import { http } from '../../../lib/http/index.ts';
import { paymentMethodKey } from './keys.ts';

/**
 * GET /payment/paymentMethod: the saved card, or "" when there is none (spec §7). Spec §8: a failure to load it is
 * only logged, so the approval step then shows no card rather than an error.
 */
export function usePaymentMethod() {
  return useQuery({
    queryKey: paymentMethodKey,
    queryFn: () =>
      http.get<TPaymentMethodResponse>('/payment/paymentMethod').catch((error: unknown) => {
        console.error('The payment method could not be loaded', error);
        return '' as const;
      }),
    staleTime: 0,
  });
}
