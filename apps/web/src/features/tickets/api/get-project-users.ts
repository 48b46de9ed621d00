import { ProjectUserList, type ProjectUser } from '@client-portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { ticketKeys } from '../../../lib/query-keys';

/** GET /api/users/project/{projectGuid}: the users authorised on the ticket's project. */
function getProjectUsers(projectGuid: string, signal?: AbortSignal): Promise<ProjectUser[]> {
  return apiJson(`/api/users/project/${encodeURIComponent(projectGuid)}`, ProjectUserList, { signal });
}

const getProjectUsersQueryOptions = (projectGuid: string) =>
  queryOptions({
    queryKey: ticketKeys.projectUsers(projectGuid),
    queryFn: ({ signal }) => getProjectUsers(projectGuid, signal),
  });

/** Waits for the ticket: its projectGuid is only known once the ticket has loaded. */
export const useProjectUsers = (projectGuid: string | undefined) =>
  useQuery({ ...getProjectUsersQueryOptions(projectGuid ?? ''), enabled: Boolean(projectGuid) });
