import { AgencyProjectList, type AgencyProject } from '@client-portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { clientKeys } from './query-keys';

/** GET /api/agency/projects: every project, the choices of "projects to grant" and "Add to project". */
export function getAgencyProjects(signal?: AbortSignal): Promise<AgencyProject[]> {
  return apiJson('/api/agency/projects', AgencyProjectList, { signal });
}

export const getAgencyProjectsQueryOptions = () =>
  queryOptions({
    queryKey: clientKeys.projects,
    queryFn: ({ signal }) => getAgencyProjects(signal),
  });

export const useAgencyProjects = () => useQuery(getAgencyProjectsQueryOptions());
