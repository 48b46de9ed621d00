import type { QueryClient } from '@tanstack/react-query';
import { agencyProjectKeys, agencySiteCareKeys, auditKeys } from '../../../lib/query-keys';

/**
 * After a report write: the Due view and the schedules' lists (not the reports: each write sets its own), the
 * projects' lists (each project's report count) and the audit log.
 */
export function invalidateSiteCare(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: agencySiteCareKeys.due() }),
    queryClient.invalidateQueries({ queryKey: agencySiteCareKeys.schedules() }),
    queryClient.invalidateQueries({ queryKey: agencyProjectKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: auditKeys.all() }),
  ]);
}
