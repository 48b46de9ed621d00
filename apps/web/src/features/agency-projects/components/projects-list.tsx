import { PageNumber, PROJECT_STATUSES, ProjectStatus } from '@client-portal/contract';
import { useId, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorCard } from '../../../components/ui/error-card';
import { Loading } from '../../../components/ui/loading';
import { PageTitle } from '../../../components/ui/page-title';
import { Pager } from '../../../components/ui/pager';
import { paths } from '../../../config/paths';
import { agencyLoadError } from '../../../lib/agency-errors';
import { useAgencyProjects } from '../../../api/get-agency-projects';
import { ProjectsTable } from './projects-table';

const PROJECTS_MESSAGES = {
  none: 'No projects yet.',
  noMatch: (status: string) => `No ${status} projects.`,
  noSearchMatch: (q: string) => `No projects match “${q}”.`,
  pastTheEnd: (page: number) => `There is no page ${page}.`,
} as const;

interface ProjectsFilter {
  q?: string;
  status?: ProjectStatus;
  page: number;
}

/** The filter from the address; a value that is not valid (an edited address) is left out. */
function readFilter(params: URLSearchParams): ProjectsFilter {
  return {
    q: params.get('q')?.trim() || undefined,
    status: ProjectStatus.safeParse(params.get('status')).data,
    page: PageNumber.safeParse(params.get('page') ?? undefined).data ?? 1,
  };
}

/** The list's address for a filter, page 1 left out. */
function filterSearch({ q, status, page }: ProjectsFilter): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (status) params.set('status', status);
  if (page > 1) params.set('page', String(page));
  return `?${params.toString()}`;
}

const formatTotal = (total: number) => `${total} ${total === 1 ? 'project' : 'projects'}`;

/**
 * /agency/projects[?q=&status=&page=]: the projects, a page at a time, searched by name and filtered by status on the
 * server. The filter lives in the address; a new search or status starts again at page 1.
 */
export function ProjectsList() {
  const id = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = readFilter(searchParams);
  const change = (next: Partial<ProjectsFilter>) =>
    setSearchParams(filterSearch({ ...filter, page: 1, ...next }).slice(1));

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change({ q: String(new FormData(event.currentTarget).get('q') ?? '').trim() || undefined });
  };

  return (
    <>
      <PageTitle title="Projects" />
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0">Projects</h1>
        <Link className="btn btn-primary" to={paths.agencyNewProject}>
          New project
        </Link>
      </div>
      <div className="row g-2 align-items-end mb-3">
        <form role="search" aria-label="Search projects" className="col-12 col-md-6 col-lg-5" onSubmit={onSearch}>
          <label htmlFor={`${id}-q`} className="form-label small mb-1">
            Search
          </label>
          <div className="input-group input-group-sm">
            {/* Keyed by the address's search, so that going back shows it. */}
            <input
              key={filter.q ?? ''}
              id={`${id}-q`}
              name="q"
              type="search"
              maxLength={200}
              className="form-control"
              placeholder="Project name"
              defaultValue={filter.q ?? ''}
            />
            <button type="submit" className="btn btn-outline-primary">
              Search
            </button>
          </div>
        </form>
        <div className="col-12 col-sm-6 col-md-4 col-lg-3">
          <label htmlFor={`${id}-status`} className="form-label small mb-1">
            Status
          </label>
          <select
            id={`${id}-status`}
            className="form-select form-select-sm"
            value={filter.status ?? ''}
            onChange={(event) => change({ status: ProjectStatus.safeParse(event.target.value).data })}
          >
            <option value="">All statuses</option>
            {PROJECT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
        {(filter.q || filter.status) && (
          <div className="col-12">
            <Link className="small" to={{ search: '' }}>
              Clear filters
            </Link>
          </div>
        )}
      </div>
      <ProjectsResults filter={filter} />
    </>
  );
}

function ProjectsResults({ filter }: { filter: ProjectsFilter }) {
  const projects = useAgencyProjects({ q: filter.q, status: filter.status, page: filter.page });
  if (projects.isPending) return <Loading />;
  if (projects.isError) {
    const { title, message } = agencyLoadError(projects.error);
    return <ErrorCard title={title} message={message} />;
  }
  const { items, total, page, pageSize } = projects.data;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const pageHref = (target: number) => filterSearch({ ...filter, page: target });
  if (items.length === 0 && total > 0) {
    return (
      <section aria-label="Projects">
        <p className="text-muted">
          {PROJECTS_MESSAGES.pastTheEnd(filter.page)} <Link to={pageHref(pageCount)}>Go to the last page</Link>.
        </p>
      </section>
    );
  }
  const empty = filter.q
    ? PROJECTS_MESSAGES.noSearchMatch(filter.q)
    : filter.status
      ? PROJECTS_MESSAGES.noMatch(filter.status)
      : PROJECTS_MESSAGES.none;
  return (
    // Busy while the next search or page loads; the last answer stays on screen meanwhile.
    <section aria-label="Projects" aria-busy={projects.isPlaceholderData}>
      {items.length === 0 ? (
        <p className="text-muted">{empty}</p>
      ) : (
        <>
          <ProjectsTable projects={items} />
          <Pager
            page={page}
            pageCount={pageCount}
            summary={formatTotal(total)}
            pageHref={pageHref}
            label="Pages of projects"
          />
        </>
      )}
    </section>
  );
}
