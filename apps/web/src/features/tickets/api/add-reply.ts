import { TicketUpdate, type NewReply } from '@client-portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { WRITE_TIMEOUT_MS } from '../../../lib/write-timeout';
import { invalidateTicketLists } from './invalidate-ticket-lists';
import { ticketKeys } from '../../../lib/query-keys';

/** POST /api/updates/ticket/{ticketGuid}: a reply on the ticket (201 with the update). */
function addReply(ticketGuid: string, body: NewReply): Promise<TicketUpdate> {
  return apiJson(`/api/updates/ticket/${encodeURIComponent(ticketGuid)}`, TicketUpdate, {
    method: 'POST',
    body,
    timeoutMs: WRITE_TIMEOUT_MS,
  });
}

/**
 * The ticket and its updates are fetched again before the reply counts as done: a reply may move the status
 * (the contract's statusAfterClientReply), and the feed shows the reply.
 */
export function useAddReply(ticketGuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewReply) => addReply(ticketGuid, body),
    onSuccess: async () => {
      invalidateTicketLists(queryClient);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ticketKeys.detail(ticketGuid) }),
        queryClient.invalidateQueries({ queryKey: ticketKeys.updates(ticketGuid) }),
      ]);
    },
  });
}
