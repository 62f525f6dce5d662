import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCreative, TReviewOrder } from '@portal/domain';
import { http } from '../../../lib/http/index.ts';

/**
 * The review queue of platform staff (issue 4): GET /review/orders (campaigns pending approval) and
 * GET /review/creatives (creatives in review), and their decisions, POST .../{id}/approve | disapprove {reason}.
 * An advertiser gets 403 on each.
 */

export type ReviewOrder = TReviewOrder;

/** A creative waiting for review (the API's review entry): with its order and whose it is. */
export type ReviewCreative = TCreative & {
  orderId: number;
  ownerEmail: string;
  /** The advertiser (company, else name) and their campaign's name as typed (issue 12 item 10). */
  ownerName: string;
  orderName: string;
  /** Staff's reason when they refused it before it was changed and came back (issue 31 §17). */
  earlierRefusalReason?: string | null;
};

export type ReviewKind = 'orders' | 'creatives';
export type Decision = 'approve' | 'disapprove';

const reviewKey = (kind: ReviewKind) => ['review', kind] as const;

/** Lists may come bare or wrapped as `[total, list]` like GET /gam/orders. */
function listOf<T>(answer: unknown): T[] {
  if (Array.isArray(answer) && answer.length === 2 && Array.isArray(answer[1])) return answer[1] as T[];
  return Array.isArray(answer) ? (answer as T[]) : [];
}

export function useReviewOrders() {
  return useQuery({
    queryKey: reviewKey('orders'),
    queryFn: async () => listOf<ReviewOrder>(await http.get('/review/orders')),
    staleTime: 0,
  });
}

/** GET /review/orders/{id}: one campaign whole, whatever its status (the queue's link to the full campaign). */
export function useReviewOrder(orderId: string) {
  return useQuery({
    queryKey: ['review', 'order', orderId],
    queryFn: () => http.get<ReviewOrder>(`/review/orders/${encodeURIComponent(orderId)}`),
    staleTime: 0,
  });
}

export function useReviewCreatives() {
  return useQuery({
    queryKey: reviewKey('creatives'),
    queryFn: async () => listOf<ReviewCreative>(await http.get('/review/creatives')),
    staleTime: 0,
  });
}

export function useReviewDecision(kind: ReviewKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: { id: number; decision: Decision; reason?: string }) =>
      http.post(`/review/${kind}/${id}/${decision}`, decision === 'disapprove' ? { reason } : {}),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['review'] }),
        client.invalidateQueries({ queryKey: ['orders'] }),
      ]),
  });
}
