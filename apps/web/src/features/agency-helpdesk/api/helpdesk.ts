import { HelpdeskSettings, ProjectTargets } from '@client-portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { agencyTicketKeys, auditKeys, helpdeskKeys, inboxKeys } from '../../../lib/query-keys';
import { WRITE_TIMEOUT_MS } from '../../../lib/write-timeout';

/** New working time or targets move the open tickets' due times: the inbox and tickets are read again. */
function useRefreshAfterSave() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [helpdeskKeys.all(), inboxKeys.lists(), agencyTicketKeys.all(), auditKeys.all()].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** PUT /api/agency/settings/helpdesk (admins): 200 with the settings saved. */
export function useSaveHelpdeskSettings() {
  const refresh = useRefreshAfterSave();
  return useMutation({
    mutationFn: (settings: HelpdeskSettings) =>
      apiJson('/api/agency/settings/helpdesk', HelpdeskSettings, {
        method: 'PUT',
        body: settings,
        timeoutMs: WRITE_TIMEOUT_MS,
      }),
    onSuccess: refresh,
  });
}

const targetsPath = (projectGuid: string) => `/api/agency/projects/${encodeURIComponent(projectGuid)}/targets`;

/** GET /api/agency/projects/{projectGuid}/targets: the project's own targets, or the workspace's. */
export const useProjectTargets = (projectGuid: string) =>
  useQuery({
    queryKey: helpdeskKeys.projectTargets(projectGuid),
    queryFn: ({ signal }) => apiJson(targetsPath(projectGuid), ProjectTargets, { signal }),
  });

/** PUT /api/agency/projects/{projectGuid}/targets: 200 with the targets the project now has. */
export function useSaveProjectTargets(projectGuid: string) {
  const refresh = useRefreshAfterSave();
  return useMutation({
    mutationFn: (targets: ProjectTargets) =>
      apiJson(targetsPath(projectGuid), ProjectTargets, { method: 'PUT', body: targets, timeoutMs: WRITE_TIMEOUT_MS }),
    onSuccess: refresh,
  });
}
