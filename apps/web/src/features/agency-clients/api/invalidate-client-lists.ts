import type { QueryClient } from '@tanstack/react-query';
import { clientKeys } from './query-keys';

/** After any client write: the lists (here and the inbox's filters), each client, the projects' users, the audit. */
export function invalidateClientLists(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: clientKeys.all }),
    queryClient.invalidateQueries({ queryKey: clientKeys.projects }),
    queryClient.invalidateQueries({ queryKey: clientKeys.audit }),
  ]);
}
