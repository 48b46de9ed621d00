import { MAX_LIST_PAGE_SIZE, PageNumber } from '@client-portal/contract';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorCard } from '../../../components/ui/error-card';
import { Loading } from '../../../components/ui/loading';
import { Pager } from '../../../components/ui/pager';
import { paths } from '../../../config/paths';
import { agencyLoadError } from '../../../lib/agency-errors';
import { useAgencyProjects } from '../../../api/get-agency-projects';
import { ordinal } from '../../../lib/ordinal';

/** The address's page of the schedules (`?schedulesPage=`), beside the screen's own parameters. */
const PAGE_PARAM = 'schedulesPage';

/**
 * The projects' Site Care schedules (the projects that have one, by project name, a page at a time), each linking to
 * its reports.
 */
export function SchedulesList() {
  const id = useId();
  const [searchParams] = useSearchParams();
  const page = PageNumber.safeParse(searchParams.get(PAGE_PARAM) ?? undefined).data ?? 1;
  const projects = useAgencyProjects({ withSchedule: 'true', page, pageSize: MAX_LIST_PAGE_SIZE });
  const rows = (projects.data?.items ?? []).flatMap((project) =>
    project.schedule ? [{ project, schedule: project.schedule }] : [],
  );
  const total = projects.data?.total ?? 0;
  const pageHref = (target: number) => {
    const params = new URLSearchParams(searchParams);
    if (target > 1) params.set(PAGE_PARAM, String(target));
    else params.delete(PAGE_PARAM);
    return `?${params.toString()}`;
  };

  return (
    <section className="mb-4" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="h5">
        All schedules
      </h2>
      {projects.isPending ? (
        <Loading />
      ) : projects.isError ? (
        <ErrorCard {...agencyLoadError(projects.error)} />
      ) : rows.length === 0 ? (
        <p className="text-muted">No project has a Site Care schedule yet: add one on a project’s page.</p>
      ) : (
        <div className="table-responsive">
          <table className="ticket-table table table-hover align-middle">
            <thead>
              <tr>
                <th scope="col">Domain</th>
                <th scope="col">Status</th>
                <th scope="col">Project</th>
                <th scope="col">Day</th>
                <th scope="col">Reports</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ project, schedule }) => (
                <tr key={schedule.siteCareScheduleGuid}>
                  <td className="ticket-table-number text-break">
                    <Link to={paths.agencySchedule(schedule.siteCareScheduleGuid)}>{schedule.domainName}</Link>
                  </td>
                  <td className="ticket-table-status">
                    <span className={`badge ${schedule.status === 'active' ? 'text-bg-success' : 'text-bg-secondary'}`}>
                      {schedule.status}
                    </span>
                  </td>
                  <td className="ticket-table-extra" data-label="Project">
                    <Link to={paths.agencyProject(project.projectGuid)}>{project.name}</Link>
                  </td>
                  <td className="ticket-table-extra" data-label="Day">
                    {ordinal(schedule.siteCareDay)}
                  </td>
                  <td className="ticket-table-extra" data-label="Reports">
                    {schedule.countOfSiteCareReports}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {total > MAX_LIST_PAGE_SIZE && (
            <Pager
              page={page}
              pageCount={Math.ceil(total / MAX_LIST_PAGE_SIZE)}
              summary={`${total} schedules`}
              pageHref={pageHref}
              label="Pages of schedules"
            />
          )}
        </div>
      )}
    </section>
  );
}
