import { DashboardPageResponse, type DashboardPage } from '@client-portal/contract';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { dashboardPageKeys } from '../../../lib/query-keys';

/** GET /api/dashboardpages/{dashboardPageGuid}: one dashboard page. */
const getDashboardPage = async (dashboardPageGuid: string) =>
  (await apiJson(`/api/dashboardpages/${encodeURIComponent(dashboardPageGuid)}`, DashboardPageResponse)).dashboardPage;

const getDashboardPageQueryOptions = (dashboardPageGuid: string) =>
  queryOptions({
    queryKey: dashboardPageKeys.detail(dashboardPageGuid),
    queryFn: () => getDashboardPage(dashboardPageGuid),
  });

/** The page as a project's cached page list already has it, with that list's fetch time. */
function fromCachedLists(queryClient: QueryClient, dashboardPageGuid: string) {
  for (const [queryKey, pages] of queryClient.getQueriesData<DashboardPage[]>({
    queryKey: dashboardPageKeys.projectLists(),
  })) {
    const page = pages?.find((p) => p.dashboardPageGuid === dashboardPageGuid);
    if (page) return { page, updatedAt: queryClient.getQueryState(queryKey)?.dataUpdatedAt };
  }
  return undefined;
}

/**
 * Switching tabs shows the page at once from the project's page list, while the page itself is fetched
 * again in the background (the cached copy counts as stale), so the server still decides access.
 */
export function useDashboardPage(dashboardPageGuid: string, { isEnabled = true }: { isEnabled?: boolean } = {}) {
  const queryClient = useQueryClient();
  const cached = isEnabled ? fromCachedLists(queryClient, dashboardPageGuid) : undefined;
  return useQuery({
    ...getDashboardPageQueryOptions(dashboardPageGuid),
    enabled: isEnabled,
    initialData: cached?.page,
    initialDataUpdatedAt: cached?.updatedAt,
  });
}
