import { AgencyTicket, type NewAgencyTicket } from '@client-portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { agencyKeys } from './query-keys';
import { WRITE_TIMEOUT_MS } from '../../../lib/write-timeout';

/** POST /api/agency/tickets: a ticket raised by staff on behalf of a project's user (201 with the ticket). */
export function createAgencyTicket(body: NewAgencyTicket): Promise<AgencyTicket> {
  return apiJson('/api/agency/tickets', AgencyTicket, { method: 'POST', body, timeoutMs: WRITE_TIMEOUT_MS });
}

/** The new ticket is cached for its page; every inbox page and count is stale. */
export function useCreateAgencyTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAgencyTicket,
    onSuccess: (ticket) => {
      queryClient.setQueryData(agencyKeys.ticket(ticket.ticketGuid), ticket);
      void queryClient.invalidateQueries({ queryKey: agencyKeys.lists() });
    },
  });
}
