import { DashboardPageList } from '@client-portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { dashboardPageKeys } from '../../../lib/query-keys';

/** GET /api/dashboardpages/project/{projectGuid}: the project's dashboard pages, in their order. */
const getProjectDashboardPages = async (projectGuid: string) =>
  (await apiJson(`/api/dashboardpages/project/${encodeURIComponent(projectGuid)}`, DashboardPageList)).dashboardPages;

const getProjectDashboardPagesQueryOptions = (projectGuid: string) =>
  queryOptions({
    queryKey: dashboardPageKeys.projectList(projectGuid),
    queryFn: () => getProjectDashboardPages(projectGuid),
  });

export const useProjectDashboardPages = (projectGuid: string, { isEnabled = true }: { isEnabled?: boolean } = {}) =>
  useQuery({ ...getProjectDashboardPagesQueryOptions(projectGuid), enabled: isEnabled });
