import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import type { TOrder } from '@portal/domain';
import { http } from '../../../lib/http/index.ts';
import { orderKeys } from './keys.ts';

/** GET /gam/orders answers `[{total}, orders]` or `[total, orders]`: the list is the second element (spec §7). */
export async function listOrders(): Promise<TOrder[]> {
  const answer = await http.get<unknown>('/gam/orders');
  if (Array.isArray(answer) && Array.isArray(answer[1])) return answer[1] as TOrder[];
  return [];
}

const ordersQuery = { queryKey: orderKeys.list(), queryFn: listOrders };

/** The list, once loaded: suspends until then (the list's route holds the Suspense boundary). */
export function useOrders() {
  return useSuspenseQuery(ordersQuery);
}

/** Starts the list's request before the screen renders (the route's loader calls it; issue 13 §1). */
export function prefetchOrders(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(ordersQuery);
}
