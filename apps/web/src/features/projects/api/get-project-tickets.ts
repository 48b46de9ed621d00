import { TicketViewList } from '@client-portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

/**
 * GET /api/ticketviews/project/{projectGuid} for the project screen's ticket table. The tickets feature
 * has its own fetcher for its screens; features do not import each other, so this one lives here.
 */
export const getProjectTickets = (projectGuid: string) =>
  apiJson(`/api/ticketviews/project/${encodeURIComponent(projectGuid)}`, TicketViewList);

export const getProjectTicketsQueryOptions = (projectGuid: string) =>
  queryOptions({
    queryKey: ['projects', 'tickets', projectGuid],
    queryFn: () => getProjectTickets(projectGuid),
  });

export const useProjectTickets = (projectGuid: string) => useQuery(getProjectTicketsQueryOptions(projectGuid));
