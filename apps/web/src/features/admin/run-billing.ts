import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZBillingRunSchema, type TBillingRun } from '@portal/domain';
import { http } from '../../lib/http/index.ts';
import { accountsKey } from './api.ts';

/** POST /admin/billing/runs {period} (issue 28 §12): bills a month now; its answer is the run's result. */
export function useRunBilling() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (period: string): Promise<TBillingRun> =>
      ZBillingRunSchema.parse(await http.post('/admin/billing/runs', { period })),
    // An account's page lists its invoices: the run may have added some.
    onSuccess: () => client.invalidateQueries({ queryKey: accountsKey }),
  });
}
