import { TicketViewList, type TicketView } from '@client-portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { ticketKeys } from '../../../lib/query-keys';

/** GET /api/ticketviews/user/{memberGUID}: the user's tickets across all their projects, newest first. */
function getUserTickets(memberGuid: string, signal?: AbortSignal): Promise<TicketView[]> {
  return apiJson(`/api/ticketviews/user/${encodeURIComponent(memberGuid)}`, TicketViewList, { signal });
}

const getUserTicketsQueryOptions = (memberGuid: string) =>
  queryOptions({
    queryKey: ticketKeys.userTickets(memberGuid),
    queryFn: ({ signal }) => getUserTickets(memberGuid, signal),
  });

export const useUserTickets = (memberGuid: string) => useQuery(getUserTicketsQueryOptions(memberGuid));
