import { AgencyTicket, type AgencyTicketChange } from '@client-portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { WRITE_TIMEOUT_MS } from '../../../lib/write-timeout';
import { agencyTicketKeys, inboxKeys } from '../../../lib/query-keys';

/**
 * PATCH /api/agency/tickets/{ticketGuid}: the changed fields with the version they were made on. A change made on
 * an older version is refused with 409 and a message naming who changed the ticket, and when.
 */
function updateAgencyTicket(ticketGuid: string, change: AgencyTicketChange): Promise<AgencyTicket> {
  return apiJson(`/api/agency/tickets/${encodeURIComponent(ticketGuid)}`, AgencyTicket, {
    method: 'PATCH',
    body: change,
    timeoutMs: WRITE_TIMEOUT_MS,
  });
}

/** The answer is the ticket at its new version: it replaces the cached one; every inbox page and count is stale. */
export function useUpdateAgencyTicket(ticketGuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: AgencyTicketChange) => updateAgencyTicket(ticketGuid, change),
    onSuccess: (ticket) => {
      queryClient.setQueryData(agencyTicketKeys.detail(ticketGuid), ticket);
      void queryClient.invalidateQueries({ queryKey: inboxKeys.lists() });
    },
  });
}
