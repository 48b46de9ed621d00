import { Link, useParams } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { paths } from '../../config/paths';
import { ProjectDashboardPages } from '../../features/dashboard-pages/components/project-dashboard-pages';

/** Spec §2 /dashboardpages/project/{projectGuid}: the grid of the project's dashboard pages. */
export function Component() {
  const { projectGuid = '' } = useParams();
  return (
    <>
      <PageTitle title="Dashboard pages" />
      <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0">Dashboard pages</h1>
        <Link to={paths.project(projectGuid)}>Back to project</Link>
      </div>
      <ProjectDashboardPages projectGuid={projectGuid} />
    </>
  );
}
