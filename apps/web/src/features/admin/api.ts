import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZAdminUserSchema, ZInvoiceSchema, ZOrderSchema, type Role, type TAdminUser } from '@portal/domain';
import { http } from '../../lib/http/index.ts';
import { auditKey } from '../../lib/audit-api.ts';

/**
 * Platform administration (issue 16): GET /user/list?search (spec §7), GET /admin/users/{id} (the account with its
 * campaigns and invoices), PUT /admin/users/{id}/role, POST /admin/users/{id}/suspend | reactivate.
 */

export const accountsKey = ['admin', 'accounts'] as const;

const ZAccountDetailSchema = z.object({
  user: ZAdminUserSchema,
  orders: z.array(ZOrderSchema),
  invoices: z.array(ZInvoiceSchema),
});
export type TAccountDetail = z.infer<typeof ZAccountDetailSchema>;

export function useAccounts(search: string) {
  return useQuery({
    queryKey: [...accountsKey, 'list', search],
    queryFn: async (): Promise<TAdminUser[]> =>
      ZAdminUserSchema.array().parse(await http.get('/user/list', { query: search ? { search } : {} })),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useAccount(id: string) {
  return useQuery({
    queryKey: [...accountsKey, 'detail', id],
    queryFn: async (): Promise<TAccountDetail> =>
      ZAccountDetailSchema.parse(await http.get(`/admin/users/${encodeURIComponent(id)}`)),
    retry: false,
  });
}

type AccountChange = { id: string } & (
  { kind: 'role'; role: Role } | { kind: 'suspend'; reason: string } | { kind: 'reactivate' }
);

export function useChangeAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: AccountChange): Promise<TAdminUser> => {
      const path = `/admin/users/${encodeURIComponent(change.id)}`;
      const answer =
        change.kind === 'role'
          ? await http.put(`${path}/role`, { role: change.role })
          : await http.post(
              `${path}/${change.kind}`,
              change.kind === 'suspend' ? { reason: change.reason } : {},
            );
      return ZAdminUserSchema.parse(answer);
    },
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: accountsKey });
      await client.invalidateQueries({ queryKey: auditKey });
    },
  });
}
