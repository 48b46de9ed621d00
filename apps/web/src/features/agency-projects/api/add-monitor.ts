import { Monitor, type NewMonitor } from '@client-portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiJson } from '../../../lib/api-client';
import { WRITE_TIMEOUT_MS } from '../../../lib/write-timeout';
import { invalidateMonitors } from './invalidate-monitors';

/** What POST accepts: every field but `url` has a default on the server. */
export type NewMonitorBody = z.input<typeof NewMonitor>;

/** POST /api/agency/projects/{projectGuid}/monitors: 201 with the monitor, pending until its first checks. */
function addMonitor(projectGuid: string, body: NewMonitorBody): Promise<Monitor> {
  return apiJson(`/api/agency/projects/${encodeURIComponent(projectGuid)}/monitors`, Monitor, {
    method: 'POST',
    body,
    timeoutMs: WRITE_TIMEOUT_MS,
  });
}

export function useAddMonitor(projectGuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewMonitorBody) => addMonitor(projectGuid, body),
    onSuccess: () => invalidateMonitors(queryClient, projectGuid),
  });
}
