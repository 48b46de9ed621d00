import { ProjectDetail } from '@client-portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { ticketKeys } from './query-keys';

/** GET /api/projects/{projectGuid}: the project tickets page needs the name even when there are no tickets. */
export function getProject(projectGuid: string, signal?: AbortSignal): Promise<ProjectDetail> {
  return apiJson(`/api/projects/${encodeURIComponent(projectGuid)}`, ProjectDetail, { signal });
}

export const getProjectQueryOptions = (projectGuid: string) =>
  queryOptions({
    queryKey: ticketKeys.project(projectGuid),
    queryFn: ({ signal }) => getProject(projectGuid, signal),
  });

export const useProject = (projectGuid: string) => useQuery(getProjectQueryOptions(projectGuid));
