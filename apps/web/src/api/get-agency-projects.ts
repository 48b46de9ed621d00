import { AgencyProjectList, type AgencyProject } from '@client-portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../lib/api-client';

/**
 * GET /api/agency/projects: every project with its users, open tickets and Site Care schedule. One cache entry for
 * the inbox's project filter, "New ticket", the clients' project picker and the projects list; each project's own
 * page sits under this key, so invalidating it after a write refreshes them all.
 */
export const AGENCY_PROJECTS_KEY = ['agency', 'projects'] as const;

export function getAgencyProjects(signal?: AbortSignal): Promise<AgencyProject[]> {
  return apiJson('/api/agency/projects', AgencyProjectList, { signal });
}

export const getAgencyProjectsQueryOptions = () =>
  queryOptions({
    queryKey: AGENCY_PROJECTS_KEY,
    queryFn: ({ signal }) => getAgencyProjects(signal),
  });

export const useAgencyProjects = () => useQuery(getAgencyProjectsQueryOptions());
