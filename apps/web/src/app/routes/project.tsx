import { useParams } from 'react-router';
import { ProjectDashboardPages } from '../../features/dashboard-pages/components/project-dashboard-pages';
import { ProjectDetail } from '../../features/projects/components/project-detail';
import { useCurrentUser } from '../../lib/session';
import { newTicketPath } from '../new-ticket-path';

/** Spec §2 /projects/{projectGuid}: the project's details with its dashboard pages grid. */
export function Component() {
  const { projectGuid = '' } = useParams();
  const user = useCurrentUser();
  return (
    <ProjectDetail
      projectGuid={projectGuid}
      memberGuid={user.memberGUID}
      dashboardPages={<ProjectDashboardPages projectGuid={projectGuid} />}
      newTicketPath={newTicketPath(user, projectGuid)}
    />
  );
}
