import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  campaignsNeedingCard,
  ZPaymentMethodResponseSchema,
  ZPaymentMethodSchema,
  type TPaymentMethod,
  type TPaymentMethodResponse,
  type TOrder,
  type TPaymentMethodSaveRequest,
} from '@portal/domain';
import { useCan } from '../../lib/account-role.ts';
import { http } from '../../lib/http/index.ts';

/**
 * The card on file (spec §7 Finance): GET, POST and DELETE /payment/paymentMethod. Failures of loading and removing
 * are only logged (spec §8: the user sees nothing); a failed save is the form's current error, shown beside it.
 */

export const paymentMethodQueryKey = ['payment', 'paymentMethod'] as const;

/** GET /payment/paymentMethod: the card, or "" when there is none. */
export async function fetchPaymentMethod(): Promise<TPaymentMethodResponse> {
  return ZPaymentMethodResponseSchema.parse((await http.get('/payment/paymentMethod')) ?? '');
}

export function usePaymentMethod() {
  // Only a role that may read the card asks for it (issue 33: card.read).
  const readable = useCan()('card.read');
  return useQuery({
    enabled: readable,
    queryKey: paymentMethodQueryKey,
    queryFn: async () => {
      try {
        return await fetchPaymentMethod();
      } catch (error) {
        console.error('Loading the payment method failed', error);
        throw error;
      }
    },
    // The HTTP client already retries GETs (spec §7).
    retry: false,
  });
}

/** POST /payment/paymentMethod {dataKey, holderName}: the saved card, which replaces the previous one. */
export async function savePaymentMethod(body: TPaymentMethodSaveRequest): Promise<TPaymentMethod> {
  return ZPaymentMethodSchema.parse(await http.post('/payment/paymentMethod', body));
}

export function useSavePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePaymentMethod,
    onSuccess: async (method) => {
      queryClient.setQueryData(paymentMethodQueryKey, method);
      // A new card pays the defaulted invoices at once and resumes the campaigns they held (spec §8).
      await queryClient.invalidateQueries({ queryKey: ['invoices'] });
      await queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
  });
}

/**
 * The campaigns that rely on the card (issue 31 §4): pending approval, ready or delivering, by the domain's rule
 * (the server's too) on GET /gam/orders, whose list is the answer's second element (spec §7).
 */
export async function fetchCampaignsNeedingCard(): Promise<{ id: number; name: string }[]> {
  const answer = await http.get<unknown>('/gam/orders');
  return campaignsNeedingCard(
    Array.isArray(answer) && Array.isArray(answer[1]) ? (answer[1] as TOrder[]) : [],
  );
}

/**
 * DELETE /payment/paymentMethod; `pauseCampaigns`: the advertiser confirmed that the campaigns relying on the card
 * pause for payment at once (issue 31 §4; without it the server refuses with PAYMENT_METHOD_IN_USE).
 */
export function deletePaymentMethod(pauseCampaigns = false): Promise<void> {
  return http.delete('/payment/paymentMethod', pauseCampaigns ? { query: { pauseCampaigns: 'true' } } : {});
}

export function useDeletePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePaymentMethod,
    onSuccess: async () => {
      queryClient.setQueryData<TPaymentMethodResponse>(paymentMethodQueryKey, '');
      // The campaigns it paused show their pause (issue 31 §4).
      await queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
    onError: (error) => console.error('Removing the payment method failed', error),
  });
}
