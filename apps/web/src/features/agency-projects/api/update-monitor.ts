import { Monitor, type MonitorChange } from '@client-portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { WRITE_TIMEOUT_MS } from '../../../lib/write-timeout';
import { invalidateMonitors } from './invalidate-monitors';

/** PATCH /api/agency/monitors/{monitorGuid}: the changed settings; 200 with the monitor. */
function updateMonitor(monitorGuid: string, change: MonitorChange): Promise<Monitor> {
  return apiJson(`/api/agency/monitors/${encodeURIComponent(monitorGuid)}`, Monitor, {
    method: 'PATCH',
    body: change,
    timeoutMs: WRITE_TIMEOUT_MS,
  });
}

export function useUpdateMonitor(projectGuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ monitorGuid, change }: { monitorGuid: string; change: MonitorChange }) =>
      updateMonitor(monitorGuid, change),
    onSuccess: () => invalidateMonitors(queryClient, projectGuid),
  });
}
