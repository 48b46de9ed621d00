import { AgencyProjectList, type AgencyProject } from '@client-portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { projectKeys } from './query-keys';

/** GET /api/agency/projects: every project with its users, open tickets and Site Care schedule. */
export function getProjects(signal?: AbortSignal): Promise<AgencyProject[]> {
  return apiJson('/api/agency/projects', AgencyProjectList, { signal });
}

export const getProjectsQueryOptions = () =>
  queryOptions({
    queryKey: projectKeys.list,
    queryFn: ({ signal }) => getProjects(signal),
  });

export const useProjects = () => useQuery(getProjectsQueryOptions());
