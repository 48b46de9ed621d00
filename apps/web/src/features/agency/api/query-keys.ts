import type { InboxQuery } from '@client-portal/contract';

/** Query keys of the agency's workspace; a write invalidates `lists` (every inbox page and the counts) at once. */
export const agencyKeys = {
  all: ['agency'] as const,
  lists: () => [...agencyKeys.all, 'lists'] as const,
  inbox: (query: InboxQuery) => [...agencyKeys.lists(), 'inbox', query] as const,
  inboxCounts: () => [...agencyKeys.lists(), 'counts'] as const,
  ticket: (ticketGuid: string) => [...agencyKeys.all, 'ticket', ticketGuid] as const,
  staff: () => [...agencyKeys.all, 'staff'] as const,
};
