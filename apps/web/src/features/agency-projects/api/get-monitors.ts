import { MonitorList, type Monitor } from '@client-portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { agencyProjectKeys } from '../../../lib/query-keys';

/** How often the list is read again while it shows: a monitor's state changes without anyone writing. */
const MONITORS_REFRESH_MS = 60_000;

/** GET /api/agency/projects/{projectGuid}/monitors: the project's uptime monitors with their last results. */
function getMonitors(projectGuid: string, signal?: AbortSignal): Promise<Monitor[]> {
  return apiJson(`/api/agency/projects/${encodeURIComponent(projectGuid)}/monitors`, MonitorList, { signal });
}

const getMonitorsQueryOptions = (projectGuid: string) =>
  queryOptions({
    queryKey: agencyProjectKeys.monitors(projectGuid),
    queryFn: ({ signal }) => getMonitors(projectGuid, signal),
    refetchInterval: MONITORS_REFRESH_MS,
  });

export const useMonitors = (projectGuid: string) => useQuery(getMonitorsQueryOptions(projectGuid));
