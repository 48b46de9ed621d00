import { AgencyMonitorList, type AgencyMonitor, type MonitorState } from '@client-portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { agencyMonitoringKeys } from '../../../lib/query-keys';

/** How often the list (and the sidebar's count of sites down) is read again while open: checks run every minute. */
const REFRESH_MS = 60_000;

/** GET /api/agency/monitors: every monitor of every project, down first; or only those in one state. */
function getAgencyMonitors(state: MonitorState | undefined, signal?: AbortSignal): Promise<AgencyMonitor[]> {
  return apiJson(`/api/agency/monitors${state ? `?state=${state}` : ''}`, AgencyMonitorList, { signal });
}

const getAgencyMonitorsQueryOptions = (state?: MonitorState) =>
  queryOptions({
    queryKey: [...agencyMonitoringKeys.all(), state ?? 'all'],
    queryFn: ({ signal }) => getAgencyMonitors(state, signal),
    refetchInterval: REFRESH_MS,
  });

export const useAgencyMonitors = ({ enabled = true, state }: { enabled?: boolean; state?: MonitorState } = {}) =>
  useQuery({ ...getAgencyMonitorsQueryOptions(state), enabled });
