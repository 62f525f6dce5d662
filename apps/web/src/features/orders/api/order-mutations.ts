import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  OrderStatus,
  TOrderCreateRequest,
  TOrderUpdateRequest,
  TSubmitForApprovalRequest,
} from '@portal/domain';
import { http } from '../../../lib/http/index.ts';
import { orderKeys } from './keys.ts';

/** POST /gam/orders {name, notes, typeId, customFieldId} -> {orderId}. */
export function createOrder(body: TOrderCreateRequest): Promise<{ orderId: number }> {
  return http.post<{ orderId: number }>('/gam/orders', body);
}

/** PUT /gam/orders/{id} {name, notes}. */
export function updateOrder(orderId: number, body: TOrderUpdateRequest): Promise<unknown> {
  return http.put(`/gam/orders/${orderId}`, body);
}

/** POST /gam/orders/{id}/duplicate: a new DRAFT "name (copy)"; its id, whichever way the answer carries it. */
export async function duplicateOrder(orderId: number): Promise<number | undefined> {
  const answer = await http.post<{ orderId?: number; id?: number } | undefined>(
    `/gam/orders/${orderId}/duplicate`,
  );
  return answer?.orderId ?? answer?.id;
}

/** POST /gam/orders/{id}/submit-for-approval {force, country?, province?} -> {status} (spec §4, §7). */
export function submitForApproval(
  orderId: number,
  body: TSubmitForApprovalRequest,
): Promise<{ status: OrderStatus }> {
  return http.post<{ status: OrderStatus }>(`/gam/orders/${orderId}/submit-for-approval`, body);
}

function useInvalidateOrders() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: orderKeys.all });
}

export function useCreateOrder() {
  const invalidate = useInvalidateOrders();
  return useMutation({ mutationFn: createOrder, onSuccess: invalidate });
}

export function useUpdateOrder(orderId: number) {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: (body: TOrderUpdateRequest) => updateOrder(orderId, body),
    onSuccess: invalidate,
  });
}

export function useDuplicateOrder() {
  const invalidate = useInvalidateOrders();
  return useMutation({ mutationFn: duplicateOrder, onSuccess: invalidate });
}

/** The submission, with the country and province the step asked (issue 31 §3): the user's info is read again. */
export function useSubmitForApproval(orderId: number) {
  const invalidate = useInvalidateOrders();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TSubmitForApprovalRequest) => submitForApproval(orderId, body),
    onSuccess: invalidate,
    // The server keeps the country and province whatever comes of the submission: the step stops asking.
    onSettled: async (_answer, _error, body) => {
      if (body.country) await client.invalidateQueries({ queryKey: ['user'] });
    },
  });
}

/** What ends a campaign (issue 31 §6): archive any, restore an archived draft, delete one that never ran. */
export type EndAction = 'archive' | 'unarchive' | 'delete';

/** POST /gam/orders/{id}/archive, POST /gam/orders/{id}/unarchive, DELETE /gam/orders/{id}. */
export function endOrder(orderId: number, action: EndAction): Promise<unknown> {
  return action === 'delete'
    ? http.delete(`/gam/orders/${orderId}`)
    : http.post(`/gam/orders/${orderId}/${action}`);
}

export function useEndOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, action }: { orderId: number; action: EndAction }) => endOrder(orderId, action),
    // A deleted campaign's detail, still on screen until the list shows, is not read again (it would answer 404).
    onSuccess: (_answer, { action }) =>
      client.invalidateQueries({ queryKey: action === 'delete' ? orderKeys.list() : orderKeys.all }),
  });
}
