import { TwoFactorStatus } from '@client-portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { securityKeys } from '../../../lib/query-keys';

/** GET /api/agency/me/twofactor: whether my two-factor sign-in is on, and whether the admins require it. */
function getTwoFactorStatus(signal?: AbortSignal): Promise<TwoFactorStatus> {
  return apiJson('/api/agency/me/twofactor', TwoFactorStatus, { signal });
}

export const getTwoFactorStatusQueryOptions = () =>
  queryOptions({
    queryKey: securityKeys.status(),
    queryFn: ({ signal }) => getTwoFactorStatus(signal),
  });

export const useTwoFactorStatus = () => useQuery(getTwoFactorStatusQueryOptions());
