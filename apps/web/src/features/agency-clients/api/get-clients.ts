import { ClientList, type ClientSummary } from '@client-portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { clientKeys } from './query-keys';

/** GET /api/agency/clients?q=: every client user (disabled ones too, marked), searched by name or email. */
export function getClients(q: string | undefined, signal?: AbortSignal): Promise<ClientSummary[]> {
  const search = q ? `?${new URLSearchParams({ q }).toString()}` : '';
  return apiJson(`/api/agency/clients${search}`, ClientList, { signal });
}

export const getClientsQueryOptions = (q: string | undefined) =>
  queryOptions({
    queryKey: clientKeys.list(q),
    queryFn: ({ signal }) => getClients(q, signal),
  });

/** The last answer stays on screen while a new search loads. */
export const useClientList = (q: string | undefined) =>
  useQuery({ ...getClientsQueryOptions(q), placeholderData: keepPreviousData });
