import type { QueryClient } from '@tanstack/react-query';
import { agencyClientKeys, agencyEmailKeys, agencyProjectKeys, auditKeys } from '../../../lib/query-keys';

/**
 * After any client write: the lists (here and the inbox's filters), each client, the projects' users, the audit, and
 * "Email to sort" (whose senders may now be clients).
 */
export function invalidateClientLists(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: agencyClientKeys.all() }),
    queryClient.invalidateQueries({ queryKey: agencyProjectKeys.all() }),
    queryClient.invalidateQueries({ queryKey: auditKeys.all() }),
    queryClient.invalidateQueries({ queryKey: agencyEmailKeys.all() }),
  ]);
}
