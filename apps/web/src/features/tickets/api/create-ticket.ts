import { TicketDetail, type NewTicket } from '@client-portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { WRITE_TIMEOUT_MS } from '../../../lib/write-timeout';
import { invalidateTicketLists } from './invalidate-ticket-lists';
import { ticketKeys } from '../../../lib/query-keys';

/** POST /api/tickets: a ticket opened by one of the project's users (201 with the ticket). */
function createTicket(body: NewTicket): Promise<TicketDetail> {
  return apiJson('/api/tickets', TicketDetail, { method: 'POST', body, timeoutMs: WRITE_TIMEOUT_MS });
}

/** The new ticket is cached for its page; the lists it joins are stale. */
export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: (ticket) => {
      queryClient.setQueryData(ticketKeys.detail(ticket.ticketGuid), ticket);
      invalidateTicketLists(queryClient);
    },
  });
}
