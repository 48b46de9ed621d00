import { InboxPage, type InboxQuery } from '@client-portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { inboxSearchParams } from '../utils/inbox-query';
import { inboxKeys } from '../../../lib/query-keys';

/** GET /api/agency/tickets?view=…&…&page=: one page of the inbox, newest activity first. */
function getInbox(query: InboxQuery, signal?: AbortSignal): Promise<InboxPage> {
  return apiJson(`/api/agency/tickets?${inboxSearchParams(query, true).toString()}`, InboxPage, { signal });
}

const getInboxQueryOptions = (query: InboxQuery) =>
  queryOptions({
    queryKey: inboxKeys.page(query),
    queryFn: ({ signal }) => getInbox(query, signal),
  });

/** The last page stays on screen while the next view, filter or page loads. */
export const useInbox = (query: InboxQuery) =>
  useQuery({ ...getInboxQueryOptions(query), placeholderData: keepPreviousData });
