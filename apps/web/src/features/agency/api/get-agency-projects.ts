import { AgencyProjectList, type AgencyProject } from '@client-portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { agencyKeys } from './query-keys';

/** GET /api/agency/projects: every project with its users (the inbox's project filter; "New ticket"). */
export function getAgencyProjects(signal?: AbortSignal): Promise<AgencyProject[]> {
  return apiJson('/api/agency/projects', AgencyProjectList, { signal });
}

export const getAgencyProjectsQueryOptions = () =>
  queryOptions({
    queryKey: agencyKeys.projects(),
    queryFn: ({ signal }) => getAgencyProjects(signal),
  });

export const useAgencyProjects = () => useQuery(getAgencyProjectsQueryOptions());
