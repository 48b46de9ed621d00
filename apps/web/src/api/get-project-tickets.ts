import { TicketViewList, type TicketView } from '@client-portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../lib/api-client';
import { projectKeys } from '../lib/query-keys';

/** GET /api/ticketviews/project/{projectGuid}: the project's tickets, newest first (project and tickets screens). */
function getProjectTickets(projectGuid: string, signal?: AbortSignal): Promise<TicketView[]> {
  return apiJson(`/api/ticketviews/project/${encodeURIComponent(projectGuid)}`, TicketViewList, { signal });
}

const getProjectTicketsQueryOptions = (projectGuid: string) =>
  queryOptions({
    queryKey: projectKeys.tickets(projectGuid),
    queryFn: ({ signal }) => getProjectTickets(projectGuid, signal),
  });

export const useProjectTickets = (projectGuid: string) => useQuery(getProjectTicketsQueryOptions(projectGuid));
