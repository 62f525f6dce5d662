import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZConversionPixelSchema, type TConversionPixel, type TConversionPixelInput } from '@portal/domain';
import { http } from '../../lib/http/index.ts';

/** The advertiser's conversion pixels (issue 15, spec §7 "Conversions"); ?mock=true answers samples (spec §2). */

export const pixelKeys = {
  list: (mock: boolean) => ['conversions', 'list', mock] as const,
  one: (activityGroupId: number) => ['conversions', 'one', activityGroupId] as const,
};

export function usePixels(mock: boolean) {
  return useQuery({
    queryKey: pixelKeys.list(mock),
    queryFn: async () =>
      ZConversionPixelSchema.array().parse(
        await http.get('/conversions/', { query: mock ? { mock: 'true' } : {} }),
      ),
    staleTime: 10_000,
    refetchInterval: 60_000,
  });
}

export function usePixel(activityGroupId: number) {
  return useQuery({
    queryKey: pixelKeys.one(activityGroupId),
    queryFn: async () => ZConversionPixelSchema.parse(await http.get(`/conversions/${activityGroupId}`)),
    retry: false,
  });
}

export type PixelSave = TConversionPixelInput & {
  activityGroupId?: number;
  status?: TConversionPixel['status'];
};

/** POST /conversions/ (new) or PUT /conversions/ (named by its activity group): {id, activityGroupId}. */
export function useSavePixel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PixelSave) =>
      body.activityGroupId === undefined
        ? http.post<{ id: number; activityGroupId: number }>('/conversions/', body)
        : http.put<{ id: number; activityGroupId: number }>('/conversions/', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['conversions'] }),
  });
}
