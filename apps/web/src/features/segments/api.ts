import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZPersonalizedSegmentSchema,
  type SegmentStatus,
  type TPersonalizedSegment,
  type TPersonalizedSegmentInput,
} from '@portal/domain';
import { http } from '../../lib/http/index.ts';

/**
 * The advertiser's personalised segments (issue 15, spec §7 "Targeting and segments"). The list shares its key with
 * the targeting step's audience panel, so a change here shows there at once.
 */

export const segmentKeys = {
  list: ['segments', 'personalized'] as const,
  one: (id: number) => ['segments', 'personalized', id] as const,
  pool: ['segments', 'personalized', 'pool'] as const,
};

/** Sizes move as visitors come: read again each minute while a screen shows them. */
const LIVE = { staleTime: 10_000, refetchInterval: 60_000 } as const;

export function useSegments() {
  return useQuery({
    queryKey: segmentKeys.list,
    queryFn: async () =>
      ZPersonalizedSegmentSchema.array().parse(await http.get('/segments/personalized_segments')),
    ...LIVE,
  });
}

export function useSegment(id: number) {
  return useQuery({
    queryKey: segmentKeys.one(id),
    queryFn: async () =>
      ZPersonalizedSegmentSchema.parse(await http.get(`/segments/personalized_segments/${id}`)),
    retry: false,
    ...LIVE,
  });
}

/** GET /segments/personalized_segments/poolCount: at 0 the list warns and creation is refused (spec §8). */
export function usePoolCount() {
  return useQuery({
    queryKey: segmentKeys.pool,
    queryFn: () => http.get<{ count: number }>('/segments/personalized_segments/poolCount'),
    staleTime: 30_000,
  });
}

export function useSaveSegment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id?: number; input: TPersonalizedSegmentInput }) => {
      if (id === undefined) {
        return http.post<{ id: number }>('/segments/personalized_segments/', input);
      }
      const saved = ZPersonalizedSegmentSchema.parse(
        await http.put(`/segments/personalized_segments/${id}`, input),
      );
      queryClient.setQueryData(segmentKeys.one(id), saved);
      return { id: saved.id };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: segmentKeys.list }),
  });
}

export function useSegmentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: number; status: SegmentStatus }) =>
      ZPersonalizedSegmentSchema.parse(
        await http.put(`/segments/personalized_segments/${id}/status`, { id, status }),
      ),
    onSuccess: (saved: TPersonalizedSegment) => {
      queryClient.setQueryData(segmentKeys.one(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: segmentKeys.list });
    },
  });
}

/**
 * DELETE /segments/personalized_segments/{id} (issue 28): the audience is archived and its pixel goes back to the
 * pool, so the list and the pool's count (both under the list's key) are read again.
 */
export function useDeleteSegment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (segment: Pick<TPersonalizedSegment, 'id' | 'name'>) =>
      http.delete(`/segments/personalized_segments/${segment.id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: segmentKeys.list }),
  });
}
