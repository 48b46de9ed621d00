import { ProjectUptime } from '@client-portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from './api-client';
import { projectKeys } from './query-keys';

/** GET /api/projects/{projectGuid}/uptime: the project's sites as its clients see them (not in the spec). */
function getProjectUptime(projectGuid: string, signal?: AbortSignal): Promise<ProjectUptime> {
  return apiJson(`/api/projects/${encodeURIComponent(projectGuid)}/uptime`, ProjectUptime, { signal });
}

/**
 * The project screen asks for it beside the project and shows it once the project is there: fresh for a while, so
 * the card does not ask a second time as it appears. Checks run minutes apart, so a minute old is still current.
 */
const UPTIME_FRESH_MS = 60_000;

export const getProjectUptimeQueryOptions = (projectGuid: string) =>
  queryOptions({
    queryKey: projectKeys.uptime(projectGuid),
    queryFn: ({ signal }) => getProjectUptime(projectGuid, signal),
    staleTime: UPTIME_FRESH_MS,
  });

export const useProjectUptime = (projectGuid: string) => useQuery(getProjectUptimeQueryOptions(projectGuid));
