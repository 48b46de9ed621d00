import { AgencyProjectDetail } from '@client-portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { projectKeys } from './query-keys';

/** GET /api/agency/projects/{projectGuid}: the project with its users, dashboard pages (in order) and history. */
export function getProject(projectGuid: string, signal?: AbortSignal): Promise<AgencyProjectDetail> {
  return apiJson(`/api/agency/projects/${encodeURIComponent(projectGuid)}`, AgencyProjectDetail, { signal });
}

export const getProjectQueryOptions = (projectGuid: string) =>
  queryOptions({
    queryKey: projectKeys.detail(projectGuid),
    queryFn: ({ signal }) => getProject(projectGuid, signal),
  });

export const useProject = (projectGuid: string) => useQuery(getProjectQueryOptions(projectGuid));
