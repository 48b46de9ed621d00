import { SiteCareReport } from '@client-portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { siteCareKeys } from '../../../lib/query-keys';

/** GET /api/sitecarereports/{siteCareReportGuid}: one monthly report. */
const getSiteCareReport = (reportGuid: string, signal?: AbortSignal) =>
  apiJson(`/api/sitecarereports/${encodeURIComponent(reportGuid)}`, SiteCareReport, { signal });

export const getSiteCareReportQueryOptions = (reportGuid: string) =>
  queryOptions({
    queryKey: siteCareKeys.report(reportGuid),
    queryFn: ({ signal }) => getSiteCareReport(reportGuid, signal),
  });

export const useSiteCareReport = (reportGuid: string) => useQuery(getSiteCareReportQueryOptions(reportGuid));
