import { AgencyProjectDetail, type ProjectChange } from '@client-portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { WRITE_TIMEOUT_MS } from '../../../lib/write-timeout';
import { invalidateProjectLists } from './invalidate-project-lists';
import { agencyProjectKeys } from '../../../lib/query-keys';

/** PATCH /api/agency/projects/{projectGuid}: the changed fields; the period is checked on the whole project. */
function updateProject(projectGuid: string, change: ProjectChange): Promise<AgencyProjectDetail> {
  return apiJson(`/api/agency/projects/${encodeURIComponent(projectGuid)}`, AgencyProjectDetail, {
    method: 'PATCH',
    body: change,
    timeoutMs: WRITE_TIMEOUT_MS,
  });
}

export function useUpdateProject(projectGuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ProjectChange) => updateProject(projectGuid, change),
    onSuccess: (project) => {
      queryClient.setQueryData(agencyProjectKeys.detail(projectGuid), project);
      void invalidateProjectLists(queryClient);
    },
  });
}
