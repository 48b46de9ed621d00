import { AgencyScheduleReports } from '@client-portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { agencySiteCareKeys } from '../../../lib/query-keys';

/** GET /api/agency/sitecareschedules/{scheduleGuid}/reports: the schedule with its reports, drafts too. */
function getAgencyScheduleReports(scheduleGuid: string, signal?: AbortSignal): Promise<AgencyScheduleReports> {
  return apiJson(`/api/agency/sitecareschedules/${encodeURIComponent(scheduleGuid)}/reports`, AgencyScheduleReports, {
    signal,
  });
}

const getAgencyScheduleReportsQueryOptions = (scheduleGuid: string) =>
  queryOptions({
    queryKey: agencySiteCareKeys.schedule(scheduleGuid),
    queryFn: ({ signal }) => getAgencyScheduleReports(scheduleGuid, signal),
  });

export const useAgencyScheduleReports = (scheduleGuid: string) =>
  useQuery(getAgencyScheduleReportsQueryOptions(scheduleGuid));
