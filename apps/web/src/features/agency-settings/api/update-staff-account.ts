import { StaffAccount, type StaffAccountChange } from '@client-portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { WRITE_TIMEOUT_MS } from '../../../lib/write-timeout';
import { invalidateStaffLists } from './invalidate-staff-lists';
import { staffKeys } from '../../../lib/query-keys';

/**
 * PATCH /api/agency/settings/staff/{userGuid} (admins): the role or disabled. The last enabled admin can be
 * neither demoted nor disabled (409 with the reason).
 */
function updateStaffAccount(userGuid: string, change: StaffAccountChange): Promise<StaffAccount> {
  return apiJson(`/api/agency/settings/staff/${encodeURIComponent(userGuid)}`, StaffAccount, {
    method: 'PATCH',
    body: change,
    timeoutMs: WRITE_TIMEOUT_MS,
  });
}

export function useUpdateStaffAccount(userGuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: StaffAccountChange) => updateStaffAccount(userGuid, change),
    onSuccess: (saved) => {
      // The answer replaces its row at once; the refetch that follows brings anything else that changed.
      queryClient.setQueryData(staffKeys.accounts(), (accounts: StaffAccount[] | undefined) =>
        accounts?.map((account) => (account.userGuid === saved.userGuid ? saved : account)),
      );
      return invalidateStaffLists(queryClient);
    },
  });
}
