import type { QueryClient } from '@tanstack/react-query';
import { siteCareKeys } from './query-keys';

/**
 * After a report write: the Due view and the schedules' lists (not the reports: each write sets its own), the
 * projects' report counts and the audit log.
 */
export function invalidateSiteCare(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: siteCareKeys.due() }),
    queryClient.invalidateQueries({ queryKey: [...siteCareKeys.all, 'schedule'] }),
    queryClient.invalidateQueries({ queryKey: siteCareKeys.projects, exact: true }),
    queryClient.invalidateQueries({ queryKey: siteCareKeys.audit }),
  ]);
}
