import { ClientDetail } from '@client-portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { clientKeys } from './query-keys';

/** GET /api/agency/clients/{userGuid}: one client with their projects and history. */
export function getClient(userGuid: string, signal?: AbortSignal): Promise<ClientDetail> {
  return apiJson(`/api/agency/clients/${encodeURIComponent(userGuid)}`, ClientDetail, { signal });
}

export const getClientQueryOptions = (userGuid: string) =>
  queryOptions({
    queryKey: clientKeys.detail(userGuid),
    queryFn: ({ signal }) => getClient(userGuid, signal),
  });

export const useClient = (userGuid: string) => useQuery(getClientQueryOptions(userGuid));
