import type { QueryClient } from '@tanstack/react-query';
import { auditKeys, staffKeys } from '../../../lib/query-keys';

/** After any staff-account write: the accounts, the inbox's assignee list and the audit log. */
export function invalidateStaffLists(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: staffKeys.accounts() }),
    queryClient.invalidateQueries({ queryKey: staffKeys.members() }),
    queryClient.invalidateQueries({ queryKey: auditKeys.all() }),
  ]);
}
