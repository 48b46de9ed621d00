import { DueScheduleList, type DueSchedule } from '@client-portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { agencySiteCareKeys } from '../../../lib/query-keys';

/** GET /api/agency/sitecare/due: schedules whose report for this month is not completed by their day. */
function getDueSchedules(signal?: AbortSignal): Promise<DueSchedule[]> {
  return apiJson('/api/agency/sitecare/due', DueScheduleList, { signal });
}

const getDueSchedulesQueryOptions = () =>
  queryOptions({
    queryKey: agencySiteCareKeys.due(),
    queryFn: ({ signal }) => getDueSchedules(signal),
  });

export const useDueSchedules = () => useQuery(getDueSchedulesQueryOptions());
