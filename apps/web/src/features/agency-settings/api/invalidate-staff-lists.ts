import type { QueryClient } from '@tanstack/react-query';
import { settingsKeys } from './query-keys';

/** After any staff-account write: the accounts, the inbox's assignee list and the audit log. */
export function invalidateStaffLists(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: settingsKeys.staffAccounts() }),
    queryClient.invalidateQueries({ queryKey: settingsKeys.staffList() }),
    queryClient.invalidateQueries({ queryKey: settingsKeys.audit() }),
  ]);
}
