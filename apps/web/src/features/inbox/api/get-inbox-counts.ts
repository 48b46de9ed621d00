import { InboxCounts } from '@client-portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { inboxKeys } from '../../../lib/query-keys';

/** GET /api/agency/tickets/counts: how many tickets each view holds, whatever the filters. */
function getInboxCounts(signal?: AbortSignal): Promise<InboxCounts> {
  return apiJson('/api/agency/tickets/counts', InboxCounts, { signal });
}

const getInboxCountsQueryOptions = () =>
  queryOptions({
    queryKey: inboxKeys.counts(),
    queryFn: ({ signal }) => getInboxCounts(signal),
  });

export const useInboxCounts = () => useQuery(getInboxCountsQueryOptions());
