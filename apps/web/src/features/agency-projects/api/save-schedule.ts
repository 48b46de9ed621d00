import { AgencySchedule, type ScheduleInput } from '@client-portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { WRITE_TIMEOUT_MS } from '../../../lib/write-timeout';
import { invalidateProject } from './invalidate-project-lists';

/** PUT /api/agency/projects/{projectGuid}/sitecareschedule: creates the project's schedule or changes it. */
function saveSchedule(projectGuid: string, body: ScheduleInput): Promise<AgencySchedule> {
  return apiJson(`/api/agency/projects/${encodeURIComponent(projectGuid)}/sitecareschedule`, AgencySchedule, {
    method: 'PUT',
    body,
    timeoutMs: WRITE_TIMEOUT_MS,
  });
}

export function useSaveSchedule(projectGuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScheduleInput) => saveSchedule(projectGuid, body),
    onSuccess: () => invalidateProject(queryClient, projectGuid),
  });
}
