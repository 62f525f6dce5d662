import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZAccountVoucherSchema,
  ZAdminVoucherSchema,
  type TAccountVoucher,
  type TAdminVoucher,
  type TVoucherCreateRequest,
  type TVoucherUpdateRequest,
} from '@portal/domain';
import { http } from '../../lib/http/index.ts';

/**
 * Promo codes (spec §7 "Vouchers", issue 14): the advertiser's list (GET /vouchers/list) and a code entered
 * (POST /vouchers/validate, answering the list); staff's codes (GET/POST /admin/vouchers, PUT /admin/vouchers/{code}).
 */

export const accountVouchersKey = ['vouchers', 'mine'] as const;
export const adminVouchersKey = ['vouchers', 'admin'] as const;

export function useAccountVouchers() {
  return useQuery({
    queryKey: accountVouchersKey,
    queryFn: async (): Promise<TAccountVoucher[]> =>
      ZAccountVoucherSchema.array().parse(await http.get('/vouchers/list')),
    retry: false,
  });
}

export function useRedeemVoucher() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (code: string): Promise<TAccountVoucher[]> =>
      ZAccountVoucherSchema.array().parse(await http.post('/vouchers/validate', { code })),
    onSuccess: (list) => client.setQueryData(accountVouchersKey, list),
  });
}

export function useAdminVouchers() {
  return useQuery({
    queryKey: adminVouchersKey,
    queryFn: async (): Promise<TAdminVoucher[]> =>
      ZAdminVoucherSchema.array().parse(await http.get('/admin/vouchers')),
    retry: false,
  });
}

export function useCreateVoucher() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: TVoucherCreateRequest): Promise<TAdminVoucher> =>
      ZAdminVoucherSchema.parse(await http.post('/admin/vouchers', body)),
    onSuccess: () => client.invalidateQueries({ queryKey: adminVouchersKey }),
  });
}

export function useUpdateVoucher() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ code, ...body }: TVoucherUpdateRequest & { code: string }): Promise<TAdminVoucher> =>
      ZAdminVoucherSchema.parse(await http.put(`/admin/vouchers/${encodeURIComponent(code)}`, body)),
    onSuccess: () => client.invalidateQueries({ queryKey: adminVouchersKey }),
  });
}
