import { isStaffRole } from '@client-portal/contract';
import { Link, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { ProjectDashboardPages } from '../../features/dashboard-pages/components/project-dashboard-pages';
import { ProjectDetail } from '../../features/projects/components/project-detail';
import { useCurrentUser } from '../../lib/session';

/** Spec §2 /projects/{projectGuid}: the project's details with its dashboard pages grid. */
export function Component() {
  const { projectGuid = '' } = useParams();
  const user = useCurrentUser();
  return (
    <ProjectDetail
      projectGuid={projectGuid}
      memberGuid={user.memberGUID}
      dashboardPages={<ProjectDashboardPages projectGuid={projectGuid} />}
      staffTicketAction={
        // Staff raise tickets for a project's users from here; a client's page is as the spec has it.
        isStaffRole(user.role) ? (
          <Link className="btn btn-sm btn-primary" to={paths.agencyNewTicketFor(projectGuid)}>
            New ticket
          </Link>
        ) : undefined
      }
    />
  );
}
