import { ProjectList } from '@client-portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../lib/api-client';
import { projectKeys } from '../lib/query-keys';

/**
 * GET /api/projects/user/{memberGUID}: the projects the signed-in user is authorised on, with their counts (the
 * projects screens, and the project choice of a new ticket).
 */
const getUserProjects = (memberGuid: string) =>
  apiJson(`/api/projects/user/${encodeURIComponent(memberGuid)}`, ProjectList);

const getUserProjectsQueryOptions = (memberGuid: string) =>
  queryOptions({
    queryKey: projectKeys.userProjects(memberGuid),
    queryFn: () => getUserProjects(memberGuid),
  });

export const useUserProjects = (memberGuid: string) => useQuery(getUserProjectsQueryOptions(memberGuid));
