import { ThreadEntry, type NewThreadEntry } from '@client-portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { WRITE_TIMEOUT_MS } from '../../../lib/write-timeout';
import { agencyTicketKeys, inboxKeys } from '../../../lib/query-keys';

/** POST /api/agency/tickets/{ticketGuid}/updates: a public update (the client sees it) or an internal note. */
function addThreadEntry(ticketGuid: string, entry: NewThreadEntry): Promise<ThreadEntry> {
  return apiJson(`/api/agency/tickets/${encodeURIComponent(ticketGuid)}/updates`, ThreadEntry, {
    method: 'POST',
    body: entry,
    timeoutMs: WRITE_TIMEOUT_MS,
  });
}

/** The ticket is fetched again (its thread, activity and version move on), and so are the inbox pages. */
export function useAddThreadEntry(ticketGuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: NewThreadEntry) => addThreadEntry(ticketGuid, entry),
    onSuccess: async () => {
      void queryClient.invalidateQueries({ queryKey: inboxKeys.lists() });
      await queryClient.invalidateQueries({ queryKey: agencyTicketKeys.detail(ticketGuid) });
    },
  });
}
