import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZInvoiceSchema, type TInvoice } from '@portal/domain';
import { http } from '../../lib/http/index.ts';
import { saveBlob } from '../../lib/download.ts';

/**
 * GET /invoices and GET /invoices/{id}/pdf (spec §7 Finance, issue 14). A failed load is only logged (spec §8: the
 * user sees nothing but the empty list).
 */

export const invoicesQueryKey = ['invoices'] as const;

export async function fetchInvoices(): Promise<TInvoice[]> {
  return ZInvoiceSchema.array().parse(await http.get('/invoices'));
}

export function useInvoices() {
  return useQuery({
    queryKey: invoicesQueryKey,
    queryFn: async () => {
      try {
        return await fetchInvoices();
      } catch (error) {
        console.error('Loading the invoices failed', error);
        throw error;
      }
    },
    retry: false,
  });
}

/** Downloads the invoice's PDF in the language of the screen, as `invoice-<number>.pdf`. */
export async function downloadInvoicePdf(invoice: TInvoice, lang: 'fr' | 'en'): Promise<void> {
  const blob = await http.get<Blob>(`/invoices/${invoice.id}/pdf`, { query: { lang }, responseType: 'blob' });
  saveBlob(blob, `invoice-${invoice.number}.pdf`);
}

/**
 * POST /invoices/{id}/pay ("Pay now", issue 14): the invoice charged to the card on file, answered PAID; refusals
 * (PAYMENT_DECLINED, NoCreditCartException) are the mutation's error. Paying may resume campaigns: their lists are
 * read again.
 */
export async function payInvoice(id: number): Promise<TInvoice> {
  return ZInvoiceSchema.parse(await http.post(`/invoices/${id}/pay`, {}));
}

export function usePayInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payInvoice,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: invoicesQueryKey });
      await queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
  });
}
