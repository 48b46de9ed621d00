import { ProjectDetail } from '@client-portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

/** GET /api/projects/{projectGuid}: projectDto and its authorised users. */
export const getProject = (projectGuid: string) =>
  apiJson(`/api/projects/${encodeURIComponent(projectGuid)}`, ProjectDetail);

export const getProjectQueryOptions = (projectGuid: string) =>
  queryOptions({
    queryKey: ['projects', 'detail', projectGuid],
    queryFn: () => getProject(projectGuid),
  });

export const useProject = (projectGuid: string) => useQuery(getProjectQueryOptions(projectGuid));
