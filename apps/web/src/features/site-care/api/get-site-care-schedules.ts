import { SiteCareScheduleList } from '@client-portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { siteCareKeys } from '../../../lib/query-keys';

/** GET /api/sitecareschedules: the signed-in client's schedules. */
const getSiteCareSchedules = (signal?: AbortSignal) =>
  apiJson('/api/sitecareschedules', SiteCareScheduleList, { signal });

const getSiteCareSchedulesQueryOptions = () =>
  queryOptions({
    queryKey: siteCareKeys.schedules(),
    queryFn: ({ signal }) => getSiteCareSchedules(signal),
  });

export const useSiteCareSchedules = () => useQuery(getSiteCareSchedulesQueryOptions());
