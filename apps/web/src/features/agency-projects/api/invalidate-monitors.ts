import type { QueryClient } from '@tanstack/react-query';
import { agencyProjectKeys, auditKeys, projectKeys } from '../../../lib/query-keys';

/**
 * After a monitor write: the project's monitors, its uptime as its clients see it, and its history and the audit log,
 * which record the change.
 */
export function invalidateMonitors(queryClient: QueryClient, projectGuid: string): Promise<unknown> {
  return Promise.all(
    [
      agencyProjectKeys.monitors(projectGuid),
      projectKeys.uptime(projectGuid),
      agencyProjectKeys.detail(projectGuid),
      auditKeys.all(),
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
