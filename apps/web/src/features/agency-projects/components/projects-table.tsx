import type { AgencyProject } from '@client-portal/contract';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { scheduleSummary } from '../utils/schedule-summary';
import { ProjectStatusBadge } from './project-status-badge';

/**
 * The projects' rows, with the portal's ticket-table classes (styles.css): below 768 px each row stacks, the name and
 * the status on top, then the other columns labelled with their headings.
 */
export function ProjectsTable({ projects }: { projects: AgencyProject[] }) {
  return (
    <div className="table-responsive">
      <table className="ticket-table table table-hover align-middle">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Status</th>
            <th scope="col">Authorised users</th>
            <th scope="col">Open tickets</th>
            <th scope="col">Site Care</th>
          </tr>
        </thead>
        <tbody>
          {projects.map((project) => (
            <tr key={project.projectGuid}>
              <td className="ticket-table-number">
                <Link to={paths.agencyProject(project.projectGuid)} className="text-break">
                  {project.name}
                </Link>
              </td>
              <td className="ticket-table-status">
                <ProjectStatusBadge status={project.status} />
              </td>
              <td className="ticket-table-extra" data-label="Authorised users">
                {project.users.length}
              </td>
              <td className="ticket-table-extra" data-label="Open tickets">
                {project.countOfOpenTickets}
              </td>
              <td className="ticket-table-extra" data-label="Site Care">
                {project.schedule ? (
                  scheduleSummary(project.schedule)
                ) : (
                  <span className="text-body-secondary">None</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
