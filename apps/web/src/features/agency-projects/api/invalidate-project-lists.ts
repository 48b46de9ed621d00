import type { QueryClient } from '@tanstack/react-query';
import { agencyClientKeys, agencyProjectKeys, agencySiteCareKeys, auditKeys, inboxKeys } from '../../../lib/query-keys';

/**
 * After any project write: every page of the list (each project's own entry is set or refetched by its write), the
 * inbox's filters, the clients' projects, Site Care and the audit log.
 */
export function invalidateProjectLists(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    ...[
      agencyProjectKeys.lists(),
      inboxKeys.lists(),
      agencyClientKeys.all(),
      agencySiteCareKeys.all(),
      auditKeys.all(),
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ]);
}

/** After a write that answers with something else (a user, a page, the schedule): the project is fetched again. */
export function invalidateProject(queryClient: QueryClient, projectGuid: string): Promise<unknown> {
  return Promise.all([
    invalidateProjectLists(queryClient),
    queryClient.invalidateQueries({ queryKey: agencyProjectKeys.detail(projectGuid) }),
  ]);
}
