import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZAuditPageSchema, type AuditObjectType, type TAuditPage } from '@portal/domain';
import { http } from './http/index.ts';

/**
 * The audit trail (issue 16): GET /audit (the account's own history) or, for staff, GET /admin/audit (every
 * account's, or one's). Any change the web makes invalidates the `audit` key's queries.
 */
export interface AuditFilters {
  from?: string;
  to?: string;
  objectType?: AuditObjectType;
  objectId?: string;
  accountId?: string;
  /** A campaign's history: the order, its line items and creatives. */
  orderId?: string;
  page: number;
}

export const auditKey = ['audit'] as const;
export const AUDIT_PAGE_SIZE = 20;

export function useAuditTrail(scope: 'own' | 'staff', filters: AuditFilters) {
  return useQuery({
    queryKey: [...auditKey, scope, filters],
    queryFn: async (): Promise<TAuditPage> => {
      const query = Object.fromEntries(
        Object.entries({ ...filters, pageSize: AUDIT_PAGE_SIZE }).filter(
          ([, v]) => v !== undefined && v !== '',
        ),
      ) as Record<string, string | number>;
      const path = scope === 'staff' ? '/admin/audit' : '/audit';
      return ZAuditPageSchema.parse(await http.get(path, { query }));
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
