import { ProjectAlerts, type ProjectAlertsChange } from '@client-portal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { agencyProjectKeys, alertKeys } from '../../../lib/query-keys';
import { WRITE_TIMEOUT_MS } from '../../../lib/write-timeout';

const alertsPath = (projectGuid: string) => `/api/agency/projects/${encodeURIComponent(projectGuid)}/alerts`;

/** GET /api/agency/projects/{projectGuid}/alerts: the project's own choice, or the defaults in force. */
export const useProjectAlerts = (projectGuid: string) =>
  useQuery(
    queryOptions({
      queryKey: alertKeys.project(projectGuid),
      queryFn: ({ signal }) => apiJson(alertsPath(projectGuid), ProjectAlerts, { signal }),
    }),
  );

/** PUT /api/agency/projects/{projectGuid}/alerts: 200 with the choice saved; the project's history shows it. */
export function useSaveProjectAlerts(projectGuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ProjectAlertsChange) =>
      apiJson(alertsPath(projectGuid), ProjectAlerts, { method: 'PUT', body: change, timeoutMs: WRITE_TIMEOUT_MS }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: alertKeys.all() }),
        queryClient.invalidateQueries({ queryKey: agencyProjectKeys.detail(projectGuid) }),
      ]),
  });
}
