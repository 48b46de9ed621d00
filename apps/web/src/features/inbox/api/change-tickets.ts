import { BulkResult, type AgencyTicketsBulkChange } from '@client-portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { agencyTicketKeys, inboxKeys } from '../../../lib/query-keys';
import { WRITE_TIMEOUT_MS } from '../../../lib/write-timeout';

/**
 * POST /api/agency/tickets/bulk: one change to the chosen tickets, each on the version listed. All change, or (409:
 * one was changed since) none.
 */
function changeTickets(change: AgencyTicketsBulkChange): Promise<BulkResult> {
  return apiJson('/api/agency/tickets/bulk', BulkResult, { method: 'POST', body: change, timeoutMs: WRITE_TIMEOUT_MS });
}

/** Whatever the answer, the inbox is read again (its tickets and their versions may have moved), and every ticket. */
export function useChangeTickets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeTickets,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: inboxKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: agencyTicketKeys.all() });
    },
  });
}
