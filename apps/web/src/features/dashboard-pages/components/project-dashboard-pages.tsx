import { isGuid } from '@client-portal/contract';
import { ErrorCard } from '../../../components/ui/error-card';
import { Loading } from '../../../components/ui/loading';
import { useProjectDashboardPages } from '../api/get-project-dashboard-pages';
import { dashboardPagesError, INVALID_PARAMETER } from '../errors';
import { DashboardPageGrid } from './dashboard-page-grid';

/** A project's dashboard pages with their loading and error states; a malformed GUID is refused before any call. */
export function ProjectDashboardPages({ projectGuid }: { projectGuid: string }) {
  const isValid = isGuid(projectGuid);
  const pages = useProjectDashboardPages(projectGuid, { isEnabled: isValid });

  if (!isValid) return <ErrorCard title={INVALID_PARAMETER.title} message={INVALID_PARAMETER.message} />;
  if (pages.isPending) return <Loading />;
  if (pages.isError) {
    const { title, message } = dashboardPagesError(pages.error);
    return <ErrorCard title={title} message={message} />;
  }
  return <DashboardPageGrid pages={pages.data} />;
}
