import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateMonitors } from './invalidate-monitors';
import { writeRequest } from '../../../lib/write-request';

/** DELETE /api/agency/monitors/{monitorGuid}: 204; its checks stop. */
function deleteMonitor(monitorGuid: string): Promise<void> {
  return writeRequest(`/api/agency/monitors/${encodeURIComponent(monitorGuid)}`, 'DELETE');
}

export function useDeleteMonitor(projectGuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMonitor,
    onSuccess: () => invalidateMonitors(queryClient, projectGuid),
  });
}
