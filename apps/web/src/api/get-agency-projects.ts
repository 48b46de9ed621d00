import { AgencyProjectDetail, AgencyProjectPage, type AgencyProjectQuery } from '@client-portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../lib/api-client';
import { listSearchParams } from '../lib/list-search-params';
import { agencyProjectKeys } from '../lib/query-keys';

export type ProjectListQuery = Partial<AgencyProjectQuery>;

/** GET /api/agency/projects?q=&status=&page=&pageSize=: a page of the projects, by name. */
function getAgencyProjects(query: ProjectListQuery = {}, signal?: AbortSignal): Promise<AgencyProjectPage> {
  return apiJson(`/api/agency/projects${listSearchParams(query)}`, AgencyProjectPage, { signal });
}

const getAgencyProjectsQueryOptions = (query: ProjectListQuery = {}) =>
  queryOptions({
    queryKey: agencyProjectKeys.list(query),
    queryFn: ({ signal }) => getAgencyProjects(query, signal),
    // The last answer stays on screen while a new search or page loads.
    placeholderData: keepPreviousData,
  });

export const useAgencyProjects = (query: ProjectListQuery = {}) => useQuery(getAgencyProjectsQueryOptions(query));

/** GET /api/agency/projects/{projectGuid}: the project with its users, dashboard pages (in order) and history. */
function getAgencyProject(projectGuid: string, signal?: AbortSignal): Promise<AgencyProjectDetail> {
  return apiJson(`/api/agency/projects/${encodeURIComponent(projectGuid)}`, AgencyProjectDetail, { signal });
}

const getAgencyProjectQueryOptions = (projectGuid: string) =>
  queryOptions({
    queryKey: agencyProjectKeys.detail(projectGuid),
    queryFn: ({ signal }) => getAgencyProject(projectGuid, signal),
  });

/** One project (a picker's chosen project, by its GUID); nothing is fetched without one. */
export const useAgencyProject = (projectGuid: string | undefined) =>
  useQuery({ ...getAgencyProjectQueryOptions(projectGuid ?? ''), enabled: Boolean(projectGuid) });
