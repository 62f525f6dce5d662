import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZWebhookDeliverySchema,
  ZWebhookEndpointCreatedSchema,
  ZWebhookEndpointSchema,
  type TWebhookDelivery,
  type TWebhookEndpoint,
  type TWebhookEndpointCreate,
} from '@portal/domain';
import { http } from '../../../lib/http/index.ts';

/**
 * The account's webhook endpoints (issue 32 §6): listed (never their secrets), registered (the secret answered this
 * once), deleted; an endpoint's delivery log, and a delivery sent again.
 */

export const webhooksQueryKey = ['webhooks', 'endpoints'] as const;
const deliveriesKey = (endpointId: number) => ['webhooks', 'deliveries', endpointId] as const;

export function useWebhookEndpoints() {
  return useQuery({
    queryKey: webhooksQueryKey,
    queryFn: async (): Promise<TWebhookEndpoint[]> =>
      ZWebhookEndpointSchema.array().parse(await http.get('/webhooks/endpoints')),
  });
}

export function useCreateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TWebhookEndpointCreate) =>
      ZWebhookEndpointCreatedSchema.parse(await http.post('/webhooks/endpoints', body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey }),
  });
}

export function useDeleteWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await http.delete(`/webhooks/endpoints/${id}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey }),
  });
}

export function useWebhookDeliveries(endpointId: number, enabled: boolean) {
  return useQuery({
    queryKey: deliveriesKey(endpointId),
    enabled,
    queryFn: async (): Promise<TWebhookDelivery[]> =>
      ZWebhookDeliverySchema.array().parse(await http.get(`/webhooks/endpoints/${endpointId}/deliveries`)),
  });
}

export function useRedeliver(endpointId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (deliveryId: number) =>
      ZWebhookDeliverySchema.parse(
        await http.post(`/webhooks/endpoints/${endpointId}/deliveries/${deliveryId}/redeliver`),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveriesKey(endpointId) }),
  });
}
