import { InvitationSent } from '@client-portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { WRITE_TIMEOUT_MS } from '../../../lib/write-timeout';
import { agencyClientKeys, auditKeys } from '../../../lib/query-keys';

/** POST /api/agency/clients/{userGuid}/invite: a new invitation link (409 while the client is disabled). */
function inviteClient(userGuid: string): Promise<InvitationSent> {
  return apiJson(`/api/agency/clients/${encodeURIComponent(userGuid)}/invite`, InvitationSent, {
    method: 'POST',
    timeoutMs: WRITE_TIMEOUT_MS,
  });
}

/** The client's history gains the invitation. */
export function useInviteClient(userGuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => inviteClient(userGuid),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: agencyClientKeys.detail(userGuid) });
      void queryClient.invalidateQueries({ queryKey: auditKeys.all() });
    },
  });
}
