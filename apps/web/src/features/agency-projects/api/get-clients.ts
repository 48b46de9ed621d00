import { ClientList, type ClientSummary } from '@client-portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { projectKeys } from './query-keys';

/** GET /api/agency/clients?q=: the clients "Add a client" offers, searched by name or email. */
export function getClients(q: string, signal?: AbortSignal): Promise<ClientSummary[]> {
  return apiJson(`/api/agency/clients?${new URLSearchParams({ q }).toString()}`, ClientList, { signal });
}

export const getClientsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: projectKeys.clientSearch(q),
    queryFn: ({ signal }) => getClients(q, signal),
  });

/** Only once something is typed; the last answer stays on screen while a new search loads. */
export const useClientSearch = (q: string) =>
  useQuery({ ...getClientsQueryOptions(q), enabled: q !== '', placeholderData: keepPreviousData });
