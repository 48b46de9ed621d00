import { ReportUptime } from '@client-portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../lib/api-client';
import { siteCareKeys } from '../lib/query-keys';

/**
 * GET /api/sitecarereports/{siteCareReportGuid}/uptime: the report month as the portal measured it, and whether the
 * report's figures came from its checks (a client's report screen and the staff's report form; not in the spec).
 */
function getReportUptime(reportGuid: string, signal?: AbortSignal): Promise<ReportUptime> {
  return apiJson(`/api/sitecarereports/${encodeURIComponent(reportGuid)}/uptime`, ReportUptime, { signal });
}

export const getReportUptimeQueryOptions = (reportGuid: string) =>
  queryOptions({
    queryKey: siteCareKeys.reportUptime(reportGuid),
    queryFn: ({ signal }) => getReportUptime(reportGuid, signal),
  });

export const useReportUptime = (reportGuid: string) => useQuery(getReportUptimeQueryOptions(reportGuid));
