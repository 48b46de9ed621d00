import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { iconLabel } from './icon-picker';
import { AuditHistory } from '../../../components/ui/audit-history';
import { ErrorCard } from '../../../components/ui/error-card';
import { Loading } from '../../../components/ui/loading';
import { PageTitle } from '../../../components/ui/page-title';
import { ProjectUptime } from '../../../components/uptime/project-uptime';
import { paths } from '../../../config/paths';
import { agencyLoadError } from '../../../lib/agency-errors';
import { useAgencyProject } from '../../../api/get-agency-projects';
import { DashboardPages } from './dashboard-pages';
import { Monitors } from './monitors';
import { Maintenance } from './maintenance';
import { ProjectAlerts } from './project-alerts';
import { ProjectEditForm } from './project-edit-form';
import { ProjectStatusBadge } from './project-status-badge';
import { ProjectUsers } from './project-users';
import { ScheduleForm } from './schedule-form';

const PROJECT_NOT_FOUND = { title: 'Project not found', message: 'There is no project at this address.' };

/** How the history names this screen's fields. */
const FIELD_LABELS: Record<string, string> = {
  name: 'name',
  startDate: 'start date',
  periodStartDate: 'period start',
  periodEndDate: 'period end',
  domainName: 'domain',
  siteCareDay: 'Site Care day',
  iconClass: 'icon',
  url: 'address',
  sortOrder: 'place',
};

/**
 * /agency/projects/{projectGuid}: the project, its users, dashboard pages, uptime monitors, Site Care schedule and
 * history.
 */
export function AgencyProjectDetail({ projectGuid, aside }: { projectGuid: string; aside?: ReactNode }) {
  const projectQuery = useAgencyProject(projectGuid);

  // A failed refetch keeps the project on screen (and the forms' typed values); only a first load fails whole.
  if (projectQuery.data === undefined) {
    if (projectQuery.isError) {
      const { title, message } = agencyLoadError(projectQuery.error, PROJECT_NOT_FOUND);
      return (
        <>
          <PageTitle title={title} />
          <h1 className="visually-hidden">Project</h1>
          <ErrorCard title={title} message={message} />
          <Link to={paths.agencyProjects}>Back to the projects</Link>
        </>
      );
    }
    return (
      <>
        <PageTitle title="Project" />
        <Loading />
      </>
    );
  }

  const project = projectQuery.data;
  return (
    <article>
      <PageTitle title={project.name} />
      <nav aria-label="Breadcrumb" className="small mb-2">
        <Link to={paths.agencyProjects}>Projects</Link>
      </nav>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 text-break">{project.name}</h1>
        <ProjectStatusBadge status={project.status} />
        <Link className="btn btn-sm btn-outline-secondary ms-md-auto" to={paths.project(project.projectGuid)}>
          View as client
        </Link>
      </div>
      <div className="row g-4">
        <div className="col-12 col-lg-7">
          <ProjectUsers project={project} />
          <DashboardPages project={project} />
          <Monitors projectGuid={project.projectGuid} />
          <ProjectUptime projectGuid={project.projectGuid} />
          <ProjectAlerts projectGuid={project.projectGuid} />
          <Maintenance projectGuid={project.projectGuid} />
          <AuditHistory
            history={project.history}
            people={project.users}
            fieldLabels={FIELD_LABELS}
            valueWords={{ iconClass: iconLabel }}
          />
        </div>
        <div className="col-12 col-lg-5">
          <ProjectEditForm project={project} />
          <ScheduleForm project={project} />
          {/* More about the project from other parts of the workspace (its response targets). */}
          {aside}
        </div>
      </div>
    </article>
  );
}
