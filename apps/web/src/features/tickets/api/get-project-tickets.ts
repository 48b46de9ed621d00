import { TicketViewList, type TicketView } from '@client-portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { ticketKeys } from './query-keys';

/** GET /api/ticketviews/project/{projectGuid}: the project's tickets, newest first. */
export function getProjectTickets(projectGuid: string, signal?: AbortSignal): Promise<TicketView[]> {
  return apiJson(`/api/ticketviews/project/${encodeURIComponent(projectGuid)}`, TicketViewList, { signal });
}

export const getProjectTicketsQueryOptions = (projectGuid: string) =>
  queryOptions({
    queryKey: ticketKeys.projectTickets(projectGuid),
    queryFn: ({ signal }) => getProjectTickets(projectGuid, signal),
  });

export const useProjectTickets = (projectGuid: string) => useQuery(getProjectTicketsQueryOptions(projectGuid));
