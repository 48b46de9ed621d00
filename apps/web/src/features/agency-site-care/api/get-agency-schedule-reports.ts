import { AgencyScheduleReports } from '@client-portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { agencySiteCareKeys } from '../../../lib/query-keys';

/** GET /api/agency/sitecareschedules/{scheduleGuid}/reports: the schedule with its reports, drafts too. */
export function getScheduleReports(scheduleGuid: string, signal?: AbortSignal): Promise<AgencyScheduleReports> {
  return apiJson(`/api/agency/sitecareschedules/${encodeURIComponent(scheduleGuid)}/reports`, AgencyScheduleReports, {
    signal,
  });
}

export const getScheduleReportsQueryOptions = (scheduleGuid: string) =>
  queryOptions({
    queryKey: agencySiteCareKeys.schedule(scheduleGuid),
    queryFn: ({ signal }) => getScheduleReports(scheduleGuid, signal),
  });

export const useScheduleReports = (scheduleGuid: string) => useQuery(getScheduleReportsQueryOptions(scheduleGuid));
