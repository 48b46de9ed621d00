import { StaffAccount, type NewStaffAccount } from '@client-portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { WRITE_TIMEOUT_MS } from '../../../lib/write-timeout';
import { invalidateStaffLists } from './invalidate-staff-lists';

/** POST /api/agency/settings/staff (admins): 201 with the account; the server emails the invitation. */
function createStaffAccount(body: NewStaffAccount): Promise<StaffAccount> {
  return apiJson('/api/agency/settings/staff', StaffAccount, { method: 'POST', body, timeoutMs: WRITE_TIMEOUT_MS });
}

export function useCreateStaffAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaffAccount,
    onSuccess: () => invalidateStaffLists(queryClient),
  });
}
