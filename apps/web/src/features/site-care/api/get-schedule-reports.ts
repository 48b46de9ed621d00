import { SiteCareReportList } from '@client-portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { siteCareKeys } from '../../../lib/query-keys';

/** GET /api/sitecarereports/schedule/{scheduleGuid}: the schedule's reports, newest first. */
const getScheduleReports = (scheduleGuid: string, signal?: AbortSignal) =>
  apiJson(`/api/sitecarereports/schedule/${encodeURIComponent(scheduleGuid)}`, SiteCareReportList, { signal });

const getScheduleReportsQueryOptions = (scheduleGuid: string) =>
  queryOptions({
    queryKey: siteCareKeys.scheduleReports(scheduleGuid),
    queryFn: ({ signal }) => getScheduleReports(scheduleGuid, signal),
  });

export const useScheduleReports = (scheduleGuid: string) => useQuery(getScheduleReportsQueryOptions(scheduleGuid));
