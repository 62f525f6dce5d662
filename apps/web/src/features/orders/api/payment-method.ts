import { useQuery } from '@tanstack/react-query';
import type { TPaymentMethodResponse } from '@portal/domain';
import { http } from '../../../lib/http/index.ts';
import { paymentMethodKey } from './keys.ts';
import { useCan } from '../../../lib/account-role.ts';

/**
 * GET /payment/paymentMethod: the saved card, or "" when there is none (spec §7). Spec §8: a failure to load it is
 * only logged, so the approval step then shows no card rather than an error.
 */
export function usePaymentMethod() {
  // A role without card.read (issue 33: a Manager) does not ask: the card is unknown to it, not missing.
  const readable = useCan()('card.read');
  return useQuery({
    enabled: readable,
    queryKey: paymentMethodKey,
    queryFn: () =>
      http.get<TPaymentMethodResponse>('/payment/paymentMethod').catch((error: unknown) => {
        console.error('The payment method could not be loaded', error);
        return '' as const;
      }),
    staleTime: 0,
  });
}
