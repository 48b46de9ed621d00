import { TicketUpdateList, type TicketUpdate } from '@client-portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { ticketKeys } from '../../../lib/query-keys';

/** GET /api/updates/ticket/{ticketGuid}: the ticket's updates, oldest first. */
function getTicketUpdates(ticketGuid: string, signal?: AbortSignal): Promise<TicketUpdate[]> {
  return apiJson(`/api/updates/ticket/${encodeURIComponent(ticketGuid)}`, TicketUpdateList, { signal });
}

const getTicketUpdatesQueryOptions = (ticketGuid: string) =>
  queryOptions({
    queryKey: ticketKeys.updates(ticketGuid),
    queryFn: ({ signal }) => getTicketUpdates(ticketGuid, signal),
  });

export const useTicketUpdates = (ticketGuid: string) => useQuery(getTicketUpdatesQueryOptions(ticketGuid));
