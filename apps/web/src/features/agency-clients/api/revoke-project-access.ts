import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateClientLists } from './invalidate-client-lists';
import { projectUserRequest } from './project-user-request';

/** DELETE /api/agency/projects/{projectGuid}/users/{userGuid}: the client no longer sees the project (204). */
function revokeProjectAccess(projectGuid: string, userGuid: string): Promise<void> {
  return projectUserRequest('DELETE', projectGuid, userGuid);
}

export function useRevokeProjectAccess(userGuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectGuid: string) => revokeProjectAccess(projectGuid, userGuid),
    onSuccess: () => invalidateClientLists(queryClient),
  });
}
