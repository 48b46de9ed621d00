import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateProject } from './invalidate-project-lists';
import { writeRequest } from '../../../lib/write-request';

/** DELETE /api/agency/dashboardpages/{guid}: 204; the pages after it close up. */
function deleteDashboardPage(dashboardPageGuid: string): Promise<void> {
  return writeRequest(`/api/agency/dashboardpages/${encodeURIComponent(dashboardPageGuid)}`, 'DELETE');
}

export function useDeleteDashboardPage(projectGuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDashboardPage,
    onSuccess: () => invalidateProject(queryClient, projectGuid),
  });
}
