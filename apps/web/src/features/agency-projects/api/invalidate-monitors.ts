import type { QueryClient } from '@tanstack/react-query';
import { projectKeys } from './query-keys';

/** After a monitor write: the project's monitors, and its history and the audit log, which record the change. */
export function invalidateMonitors(queryClient: QueryClient, projectGuid: string): Promise<unknown> {
  return Promise.all(
    [projectKeys.monitors(projectGuid), projectKeys.detail(projectGuid), projectKeys.audit].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
