import { queryOptions } from '@tanstack/react-query';
import type { TTwoFactorStatus } from '@portal/domain';
import { http } from './http/index.ts';

/**
 * GET /user/two-factor (issue 33): whether the signed-in user's second factor is on, and whether staff must turn it on
 * (REQUIRE_2FA_FOR_STAFF). Shared by the profile's card and the staff screens' gate (components/StaffGate.tsx).
 */
export const twoFactorStatusQuery = queryOptions({
  queryKey: ['user', 'two-factor'] as const,
  queryFn: () => http.get<TTwoFactorStatus>('/user/two-factor'),
});
