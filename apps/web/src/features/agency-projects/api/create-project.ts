import { AgencyProjectDetail, type NewProject } from '@client-portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { WRITE_TIMEOUT_MS } from '../../../lib/write-timeout';
import { invalidateProjectLists } from './invalidate-project-lists';
import { agencyProjectKeys } from '../../../lib/query-keys';

/** POST /api/agency/projects: 201 with the new project. */
function createProject(body: NewProject): Promise<AgencyProjectDetail> {
  return apiJson('/api/agency/projects', AgencyProjectDetail, { method: 'POST', body, timeoutMs: WRITE_TIMEOUT_MS });
}

/** The new project is cached for its page; every list holding projects is stale. */
export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: (project) => {
      void invalidateProjectLists(queryClient);
      queryClient.setQueryData(agencyProjectKeys.detail(project.projectGuid), project);
    },
  });
}
