import { AgencyReport } from '@client-portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { agencySiteCareKeys } from '../../../lib/query-keys';

/** GET /api/agency/sitecarereports/{reportGuid}: one report, draft or completed, with its history. */
function getReport(reportGuid: string, signal?: AbortSignal): Promise<AgencyReport> {
  return apiJson(`/api/agency/sitecarereports/${encodeURIComponent(reportGuid)}`, AgencyReport, { signal });
}

const getReportQueryOptions = (reportGuid: string) =>
  queryOptions({
    queryKey: agencySiteCareKeys.report(reportGuid),
    queryFn: ({ signal }) => getReport(reportGuid, signal),
  });

export const useReport = (reportGuid: string) => useQuery(getReportQueryOptions(reportGuid));
