import type { QueryClient } from '@tanstack/react-query';
import { projectKeys, ticketKeys } from '../../../lib/query-keys';

/**
 * A new ticket or a reply changes the lists a ticket shows in: the user's tickets, each project's ticket table and
 * open-ticket count (all cached under 'projects').
 */
export function invalidateTicketLists(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ticketKeys.userLists() });
  void queryClient.invalidateQueries({ queryKey: projectKeys.all() });
}
