import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateClientLists } from './invalidate-client-lists';
import { projectUserRequest } from './project-user-request';

/** PUT /api/agency/projects/{projectGuid}/users/{userGuid}: the client may see the project (again: no change). */
function grantProjectAccess(projectGuid: string, userGuid: string): Promise<void> {
  return projectUserRequest('PUT', projectGuid, userGuid);
}

/** The client's page, the lists and the projects' users change. */
export function useGrantProjectAccess(userGuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectGuid: string) => grantProjectAccess(projectGuid, userGuid),
    onSuccess: () => invalidateClientLists(queryClient),
  });
}
