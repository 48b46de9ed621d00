import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateProject } from './invalidate-project-lists';
import { writeRequest } from '../../../lib/write-request';

const projectUserPath = (projectGuid: string, userGuid: string) =>
  `/api/agency/projects/${encodeURIComponent(projectGuid)}/users/${encodeURIComponent(userGuid)}`;

/** PUT /api/agency/projects/{projectGuid}/users/{userGuid}: an existing client may see the project. */
function grantProjectUser(projectGuid: string, userGuid: string): Promise<void> {
  return writeRequest(projectUserPath(projectGuid, userGuid), 'PUT');
}

/** DELETE /api/agency/projects/{projectGuid}/users/{userGuid}: the client no longer sees the project (204). */
function removeProjectUser(projectGuid: string, userGuid: string): Promise<void> {
  return writeRequest(projectUserPath(projectGuid, userGuid), 'DELETE');
}

export function useGrantProjectUser(projectGuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userGuid: string) => grantProjectUser(projectGuid, userGuid),
    onSuccess: () => invalidateProject(queryClient, projectGuid),
  });
}

export function useRemoveProjectUser(projectGuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userGuid: string) => removeProjectUser(projectGuid, userGuid),
    onSuccess: () => invalidateProject(queryClient, projectGuid),
  });
}
