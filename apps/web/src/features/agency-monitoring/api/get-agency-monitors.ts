import { AgencyMonitorList, type AgencyMonitor } from '@client-portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { agencyMonitoringKeys } from '../../../lib/query-keys';

/** How often the list (and the sidebar's count of sites down) is read again while open: checks run every minute. */
const REFRESH_MS = 60_000;

/** GET /api/agency/monitors: every monitor of every project, down first. */
function getAgencyMonitors(signal?: AbortSignal): Promise<AgencyMonitor[]> {
  return apiJson('/api/agency/monitors', AgencyMonitorList, { signal });
}

const getAgencyMonitorsQueryOptions = () =>
  queryOptions({
    queryKey: agencyMonitoringKeys.all(),
    queryFn: ({ signal }) => getAgencyMonitors(signal),
    refetchInterval: REFRESH_MS,
  });

export const useAgencyMonitors = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getAgencyMonitorsQueryOptions(), enabled });
