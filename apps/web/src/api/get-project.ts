import { ProjectDetail } from '@client-portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../lib/api-client';
import { projectKeys } from '../lib/query-keys';

/** GET /api/projects/{projectGuid}: the project and its authorised users (the project and project tickets screens). */
function getProject(projectGuid: string, signal?: AbortSignal): Promise<ProjectDetail> {
  return apiJson(`/api/projects/${encodeURIComponent(projectGuid)}`, ProjectDetail, { signal });
}

const getProjectQueryOptions = (projectGuid: string) =>
  queryOptions({
    queryKey: projectKeys.detail(projectGuid),
    queryFn: ({ signal }) => getProject(projectGuid, signal),
  });

export const useProject = (projectGuid: string) => useQuery(getProjectQueryOptions(projectGuid));
