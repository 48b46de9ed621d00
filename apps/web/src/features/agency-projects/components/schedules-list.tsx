import { useId } from 'react';
import { Link } from 'react-router';
import { ErrorCard } from '../../../components/ui/error-card';
import { Loading } from '../../../components/ui/loading';
import { paths } from '../../../config/paths';
import { agencyLoadError } from '../../../lib/agency-errors';
import { useAgencyProjects } from '../../../api/get-agency-projects';
import { ordinal } from '../../../lib/ordinal';

/** Every project's Site Care schedule (from the project list), each linking to its reports. */
export function SchedulesList() {
  const id = useId();
  const projects = useAgencyProjects();
  const rows = (projects.data ?? [])
    .flatMap((project) => (project.schedule ? [{ project, schedule: project.schedule }] : []))
    .sort((a, b) => a.schedule.domainName.localeCompare(b.schedule.domainName));

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
        </div>
      )}
    </section>
  );
}
