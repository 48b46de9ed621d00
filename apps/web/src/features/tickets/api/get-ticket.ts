import { TicketDetail } from '@client-portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { ticketKeys } from '../../../lib/query-keys';

/** GET /api/ticketviews/{ticketGuid}: one ticket view, with the files attached to the ticket. */
function getTicket(ticketGuid: string, signal?: AbortSignal): Promise<TicketDetail> {
  return apiJson(`/api/ticketviews/${encodeURIComponent(ticketGuid)}`, TicketDetail, { signal });
}

const getTicketQueryOptions = (ticketGuid: string) =>
  queryOptions({
    queryKey: ticketKeys.detail(ticketGuid),
    queryFn: ({ signal }) => getTicket(ticketGuid, signal),
  });

export const useTicket = (ticketGuid: string) => useQuery(getTicketQueryOptions(ticketGuid));
