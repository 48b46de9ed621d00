import { ClientList, type Person } from '@client-portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { agencyKeys } from './query-keys';

/** GET /api/agency/clients: every client user, for the inbox's client filter. */
export function getClients(signal?: AbortSignal): Promise<Person[]> {
  return apiJson('/api/agency/clients', ClientList, { signal });
}

export const getClientsQueryOptions = () =>
  queryOptions({
    queryKey: agencyKeys.clients(),
    queryFn: ({ signal }) => getClients(signal),
  });

export const useClients = () => useQuery(getClientsQueryOptions());
