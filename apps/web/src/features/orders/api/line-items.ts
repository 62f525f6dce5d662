import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLineItemCreateRequest, TLineItemPauseRequest, TLineItemUpdateRequest } from '@portal/domain';
import { http } from '../../../lib/http/index.ts';
import { orderKeys } from './keys.ts';

/** POST /gam/line-items -> {lineItemIds} (spec §7). */
export function createLineItem(body: TLineItemCreateRequest): Promise<{ lineItemIds: number[] }> {
  return http.post<{ lineItemIds: number[] }>('/gam/line-items', body);
}

/** PUT /gam/line-items: the same fields plus lineItemId and targeting (spec §7). */
export function updateLineItem(body: TLineItemUpdateRequest): Promise<unknown> {
  return http.put('/gam/line-items', body);
}

/** PUT /gam/line-items/pause | resume {lineItemId, orderId} (spec §4: the first line item). */
export function changeDelivery(action: 'pause' | 'resume', body: TLineItemPauseRequest): Promise<unknown> {
  return http.put(`/gam/line-items/${action}`, body);
}

function useInvalidateOrders() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: orderKeys.all });
}

export function useCreateLineItem() {
  const invalidate = useInvalidateOrders();
  return useMutation({ mutationFn: createLineItem, onSuccess: invalidate });
}

export function useUpdateLineItem() {
  const invalidate = useInvalidateOrders();
  return useMutation({ mutationFn: updateLineItem, onSuccess: invalidate });
}

export function useChangeDelivery() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: ({ action, ...body }: TLineItemPauseRequest & { action: 'pause' | 'resume' }) =>
      changeDelivery(action, body),
    onSuccess: invalidate,
  });
}
