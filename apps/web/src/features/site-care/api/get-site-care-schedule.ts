import { SiteCareSchedule } from '@client-portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { siteCareKeys } from '../../../lib/query-keys';

/** GET /api/sitecareschedules/{scheduleGuid}: one schedule (the reports screen takes its domain from here). */
const getSiteCareSchedule = (scheduleGuid: string, signal?: AbortSignal) =>
  apiJson(`/api/sitecareschedules/${encodeURIComponent(scheduleGuid)}`, SiteCareSchedule, { signal });

const getSiteCareScheduleQueryOptions = (scheduleGuid: string) =>
  queryOptions({
    queryKey: siteCareKeys.schedule(scheduleGuid),
    queryFn: ({ signal }) => getSiteCareSchedule(scheduleGuid, signal),
  });

export const useSiteCareSchedule = (scheduleGuid: string) => useQuery(getSiteCareScheduleQueryOptions(scheduleGuid));
