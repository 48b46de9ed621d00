import { isGuid, type DashboardPage } from '@client-portal/contract';
import { Link } from 'react-router';
import { ErrorCard } from '../../../components/ui/error-card';
import { Loading } from '../../../components/ui/loading';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { useDashboardPage } from '../api/get-dashboard-page';
import { useProjectDashboardPages } from '../api/get-project-dashboard-pages';
import { dashboardPageError, INVALID_PARAMETER } from '../errors';
import { DashboardPageFrame } from './dashboard-page-frame';
import { DashboardPageIcon } from './dashboard-page-icon';
import { DashboardPageTabs } from './dashboard-page-tabs';

/** Spec §2 Dashboard page: title, tabs to the project's other pages, the frame and a link back. */
export function DashboardPageView({ dashboardPageGuid }: { dashboardPageGuid: string }) {
  const isValid = isGuid(dashboardPageGuid);
  const page = useDashboardPage(dashboardPageGuid, { isEnabled: isValid });
  const projectGuid = page.data?.projectGuid ?? '';
  const siblings = useProjectDashboardPages(projectGuid, { isEnabled: Boolean(projectGuid) });

  let content;
  if (!isValid) {
    content = <ErrorCard title={INVALID_PARAMETER.title} message={INVALID_PARAMETER.message} />;
  } else if (page.isPending) {
    content = <Loading />;
  } else if (page.isError) {
    const error = dashboardPageError(page.error);
    content = error ? (
      <ErrorCard title={error.title} message={error.message} />
    ) : (
      <div className="alert alert-warning" role="alert">
        <strong>Project not found:</strong> The project does not exist or you do not have access.
      </div>
    );
  } else {
    // Until the project's page list arrives (or if it fails) the tabs show the current page alone.
    content = <ReadyPage page={page.data} tabs={siblings.data?.length ? siblings.data : [page.data]} />;
  }
  return (
    <>
      <PageTitle title={page.data?.title ?? 'Dashboard page'} />
      {content}
    </>
  );
}

function ReadyPage({ page, tabs }: { page: DashboardPage; tabs: DashboardPage[] }) {
  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0 text-break">
          <DashboardPageIcon iconClass={page.iconClass} className="me-2" />
          {page.title}
        </h1>
        <Link to={paths.projectDashboardPages(page.projectGuid)}>Back to dashboard pages</Link>
      </div>
      <DashboardPageTabs pages={tabs} label="Dashboard pages of this project" />
      <p className="small text-body-secondary">
        Dashboard not showing?{' '}
        <a href={page.url} target="_blank" rel="noopener noreferrer">
          Open in a new tab
        </a>
      </p>
      <DashboardPageFrame page={page} />
    </>
  );
}
