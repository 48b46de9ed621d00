import { AgencyDashboardPage, type DashboardPageChange } from '@client-portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { WRITE_TIMEOUT_MS } from '../../../lib/write-timeout';
import { invalidateProject } from './invalidate-project-lists';

/** PATCH /api/agency/dashboardpages/{guid}: title, icon, URL, or `sortOrder` (the others close up around it). */
function updateDashboardPage(dashboardPageGuid: string, change: DashboardPageChange): Promise<AgencyDashboardPage> {
  return apiJson(`/api/agency/dashboardpages/${encodeURIComponent(dashboardPageGuid)}`, AgencyDashboardPage, {
    method: 'PATCH',
    body: change,
    timeoutMs: WRITE_TIMEOUT_MS,
  });
}

/** A move changes the other pages' places too: the project is fetched again. */
export function useUpdateDashboardPage(projectGuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ dashboardPageGuid, change }: { dashboardPageGuid: string; change: DashboardPageChange }) =>
      updateDashboardPage(dashboardPageGuid, change),
    onSuccess: () => invalidateProject(queryClient, projectGuid),
  });
}
