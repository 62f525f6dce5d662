import { useQuery } from '@tanstack/react-query';
import type { TOrder } from '@portal/domain';
import { http } from '../../../lib/http/index.ts';
import { orderKeys } from './keys.ts';

/**
 * An order as GET /gam/orders/{id} answers it: the domain's order with, once staff refused it, the reason they
 * gave (issue 4: "the reason shown to the advertiser").
 */
export type OrderView = TOrder & { disapprovalReason?: string | null };

export function getOrder(orderId: number): Promise<OrderView> {
  return http.get<OrderView>(`/gam/orders/${orderId}`);
}

export function useOrder(orderId: number) {
  return useQuery({
    queryKey: orderKeys.detail(orderId),
    queryFn: () => getOrder(orderId),
    enabled: Number.isInteger(orderId) && orderId > 0,
  });
}
