import { StaffAccountList, type StaffAccount } from '@client-portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { staffKeys } from '../../../lib/query-keys';

/** GET /api/agency/settings/staff (admins): every staff account, disabled ones too. */
function getStaffAccounts(signal?: AbortSignal): Promise<StaffAccount[]> {
  return apiJson('/api/agency/settings/staff', StaffAccountList, { signal });
}

const getStaffAccountsQueryOptions = () =>
  queryOptions({
    queryKey: staffKeys.accounts(),
    queryFn: ({ signal }) => getStaffAccounts(signal),
  });

export const useStaffAccounts = () => useQuery(getStaffAccountsQueryOptions());
