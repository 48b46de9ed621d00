import { AgencyDashboardPage, type NewDashboardPage } from '@client-portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { WRITE_TIMEOUT_MS } from '../../../lib/write-timeout';
import { invalidateProject } from './invalidate-project-lists';

/** POST /api/agency/projects/{projectGuid}/dashboardpages: 201 with the page, placed last. */
function addDashboardPage(projectGuid: string, body: NewDashboardPage): Promise<AgencyDashboardPage> {
  return apiJson(`/api/agency/projects/${encodeURIComponent(projectGuid)}/dashboardpages`, AgencyDashboardPage, {
    method: 'POST',
    body,
    timeoutMs: WRITE_TIMEOUT_MS,
  });
}

export function useAddDashboardPage(projectGuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewDashboardPage) => addDashboardPage(projectGuid, body),
    onSuccess: () => invalidateProject(queryClient, projectGuid),
  });
}
