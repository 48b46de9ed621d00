import { AgencyTicket, type NewAgencyTicket } from '@client-portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { WRITE_TIMEOUT_MS } from '../../../lib/write-timeout';
import { agencyTicketKeys, inboxKeys } from '../../../lib/query-keys';

/** POST /api/agency/tickets: a ticket raised by staff on behalf of a project's user (201 with the ticket). */
function createAgencyTicket(body: NewAgencyTicket): Promise<AgencyTicket> {
  return apiJson('/api/agency/tickets', AgencyTicket, { method: 'POST', body, timeoutMs: WRITE_TIMEOUT_MS });
}

/** The new ticket is cached for its page; every inbox page and count is stale. */
export function useCreateAgencyTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAgencyTicket,
    onSuccess: (ticket) => {
      queryClient.setQueryData(agencyTicketKeys.detail(ticket.ticketGuid), ticket);
      void queryClient.invalidateQueries({ queryKey: inboxKeys.lists() });
    },
  });
}
