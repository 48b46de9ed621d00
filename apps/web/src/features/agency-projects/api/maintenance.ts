import { MaintenanceWindow, MaintenanceWindowList, type NewMaintenanceWindow } from '@client-portal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { agencyProjectKeys, auditKeys, projectKeys } from '../../../lib/query-keys';
import { WRITE_TIMEOUT_MS } from '../../../lib/write-timeout';
import { writeRequest } from '../../../lib/write-request';

const maintenancePath = (projectGuid: string) => `/api/agency/projects/${encodeURIComponent(projectGuid)}/maintenance`;

/** GET /api/agency/projects/{projectGuid}/maintenance: the windows that have not ended, soonest first. */
export const useMaintenance = (projectGuid: string) =>
  useQuery(
    queryOptions({
      queryKey: agencyProjectKeys.maintenance(projectGuid),
      queryFn: ({ signal }) => apiJson(maintenancePath(projectGuid), MaintenanceWindowList, { signal }),
    }),
  );

/** A window changes the list, what clients see of the uptime, and the project's history. */
const invalidateMaintenance = (queryClient: QueryClient, projectGuid: string) =>
  Promise.all(
    [
      agencyProjectKeys.maintenance(projectGuid),
      projectKeys.uptime(projectGuid),
      agencyProjectKeys.detail(projectGuid),
      auditKeys.all(),
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );

/** POST /api/agency/projects/{projectGuid}/maintenance: 201 with the window planned. */
export function usePlanMaintenance(projectGuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (window: NewMaintenanceWindow) =>
      apiJson(maintenancePath(projectGuid), MaintenanceWindow, {
        method: 'POST',
        body: window,
        timeoutMs: WRITE_TIMEOUT_MS,
      }),
    onSuccess: () => invalidateMaintenance(queryClient, projectGuid),
  });
}

/** DELETE /api/agency/maintenance/{windowGuid}: 204. */
export function useRemoveMaintenance(projectGuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (windowGuid: string) =>
      writeRequest(`/api/agency/maintenance/${encodeURIComponent(windowGuid)}`, 'DELETE'),
    onSuccess: () => invalidateMaintenance(queryClient, projectGuid),
  });
}
