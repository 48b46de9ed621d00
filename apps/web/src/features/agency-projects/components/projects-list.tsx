import { PROJECT_STATUSES } from '@client-portal/contract';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorCard } from '../../../components/ui/error-card';
import { Loading } from '../../../components/ui/loading';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { agencyLoadError } from '../../../lib/agency-errors';
import { useAgencyProjects } from '../../../api/get-agency-projects';
import { ProjectsTable } from './projects-table';

export const PROJECTS_MESSAGES = {
  none: 'No projects yet.',
  noMatch: (status: string) => `No ${status} projects.`,
} as const;

/** /agency/projects[?status=]: every project; the status filter lives in the address. */
export function ProjectsList() {
  const id = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const status = searchParams.get('status') ?? '';

  return (
    <>
      <PageTitle title="Projects" />
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0">Projects</h1>
        <Link className="btn btn-primary" to={paths.agencyNewProject}>
          New project
        </Link>
      </div>
      <div className="mb-3 col-12 col-sm-6 col-md-4 col-lg-3 px-0">
        <label htmlFor={`${id}-status`} className="form-label small mb-1">
          Status
        </label>
        <select
          id={`${id}-status`}
          className="form-select form-select-sm"
          value={status}
          onChange={(event) => setSearchParams(event.target.value ? { status: event.target.value } : {})}
        >
          <option value="">All statuses</option>
          {PROJECT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </div>
      <ProjectsResults status={status} />
    </>
  );
}

function ProjectsResults({ status }: { status: string }) {
  const projects = useAgencyProjects();
  if (projects.isPending) return <Loading />;
  if (projects.isError) {
    const { title, message } = agencyLoadError(projects.error);
    return <ErrorCard title={title} message={message} />;
  }
  const shown = status ? projects.data.filter((project) => project.status === status) : projects.data;
  return (
    <section aria-label="Projects">
      {shown.length === 0 ? (
        <p className="text-muted">{status ? PROJECTS_MESSAGES.noMatch(status) : PROJECTS_MESSAGES.none}</p>
      ) : (
        <>
          <p className="small text-body-secondary" role="status">
            {shown.length} {shown.length === 1 ? 'project' : 'projects'}
          </p>
          <ProjectsTable projects={shown} />
        </>
      )}
    </section>
  );
}
