import { ClientDetail, ClientPage, type ClientQuery } from '@client-portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../lib/api-client';
import { listSearchParams } from '../lib/list-search-params';
import { agencyClientKeys } from '../lib/query-keys';

export type ClientListQuery = Partial<ClientQuery>;

/** GET /api/agency/clients?q=&projectGuid=&page=&pageSize=: a page of the client users, searched by name or email. */
function getAgencyClients(query: ClientListQuery = {}, signal?: AbortSignal): Promise<ClientPage> {
  return apiJson(`/api/agency/clients${listSearchParams(query)}`, ClientPage, { signal });
}

const getAgencyClientsQueryOptions = (query: ClientListQuery = {}) =>
  queryOptions({
    queryKey: agencyClientKeys.list(query),
    queryFn: ({ signal }) => getAgencyClients(query, signal),
    // The last answer stays on screen while a new search or page loads.
    placeholderData: keepPreviousData,
  });

/** The clients list, and the pickers that search the clients (a few at a time). */
export const useAgencyClients = (query: ClientListQuery = {}, isEnabled = true) =>
  useQuery({ ...getAgencyClientsQueryOptions(query), enabled: isEnabled });

/** GET /api/agency/clients/{userGuid}: one client with their projects and history. */
function getAgencyClient(userGuid: string, signal?: AbortSignal): Promise<ClientDetail> {
  return apiJson(`/api/agency/clients/${encodeURIComponent(userGuid)}`, ClientDetail, { signal });
}

export const getAgencyClientQueryOptions = (userGuid: string) =>
  queryOptions({
    queryKey: agencyClientKeys.detail(userGuid),
    queryFn: ({ signal }) => getAgencyClient(userGuid, signal),
  });

/** One client (a picker's chosen client, by its GUID in the address); nothing is fetched without one. */
export const useAgencyClient = (userGuid: string | undefined) =>
  useQuery({ ...getAgencyClientQueryOptions(userGuid ?? ''), enabled: Boolean(userGuid) });
