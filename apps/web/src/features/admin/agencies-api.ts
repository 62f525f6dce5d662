import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminAgencySchema,
  ZAgencySchema,
  type TAdminAgency,
  type TAgency,
  type TCreateAgencyRequest,
} from '@portal/domain';
import { http } from '../../lib/http/index.ts';
import { auditKey } from '../../lib/audit-api.ts';

/**
 * Agencies as staff manage them (issue 31 §1): GET /admin/agencies (every agency with its members and clients) and
 * POST /admin/agencies (a new agency and its first admin).
 */

export const staffAgenciesKey = ['admin', 'agencies'] as const;

export function useStaffAgencies(enabled: boolean) {
  return useQuery({
    queryKey: staffAgenciesKey,
    queryFn: async (): Promise<TAdminAgency[]> =>
      ZAdminAgencySchema.array().parse(await http.get('/admin/agencies')),
    retry: false,
    enabled,
  });
}

export function useCreateAgency() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: TCreateAgencyRequest): Promise<TAgency> =>
      ZAgencySchema.parse(await http.post('/admin/agencies', body)),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: staffAgenciesKey });
      await client.invalidateQueries({ queryKey: auditKey });
    },
  });
}
