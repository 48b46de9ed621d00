import { InvitationSent } from '@client-portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { WRITE_TIMEOUT_MS } from '../../../lib/write-timeout';
import { auditKeys } from '../../../lib/query-keys';

/** POST /api/agency/settings/staff/{userGuid}/invite (admins): a new invitation link (409 while disabled). */
function inviteStaffAccount(userGuid: string): Promise<InvitationSent> {
  return apiJson(`/api/agency/settings/staff/${encodeURIComponent(userGuid)}/invite`, InvitationSent, {
    method: 'POST',
    timeoutMs: WRITE_TIMEOUT_MS,
  });
}

export function useInviteStaffAccount(userGuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => inviteStaffAccount(userGuid),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: auditKeys.all() }),
  });
}
