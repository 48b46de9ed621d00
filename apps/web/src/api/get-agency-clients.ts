import { ClientList, type ClientSummary } from '@client-portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../lib/api-client';

/** Every client query sits under this key: a write to a client invalidates it, and every list and page is fresh. */
export const AGENCY_CLIENTS_KEY = ['agency', 'clients'] as const;

/** GET /api/agency/clients?q=: client users (disabled ones too, marked), searched by name or email. */
export function getAgencyClients(q = '', signal?: AbortSignal): Promise<ClientSummary[]> {
  const search = q ? `?${new URLSearchParams({ q }).toString()}` : '';
  return apiJson(`/api/agency/clients${search}`, ClientList, { signal });
}

export const getAgencyClientsQueryOptions = (q = '') =>
  queryOptions({
    queryKey: [...AGENCY_CLIENTS_KEY, 'list', { q }] as const,
    queryFn: ({ signal }) => getAgencyClients(q, signal),
    // The last answer stays on screen while a new search loads.
    placeholderData: keepPreviousData,
  });

/** The inbox's client filter (every client) and the clients list (`q` searched). */
export const useAgencyClients = (q = '') => useQuery(getAgencyClientsQueryOptions(q));
