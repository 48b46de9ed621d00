import { isStaffRole } from '@client-portal/contract';
import { Navigate } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { paths } from '../../config/paths';
import { ProjectList } from '../../features/projects/components/project-list';
import { useCurrentUser } from '../../lib/session';

/** Spec §2 /home: titled "Dashboard", heading "My projects", the user's project cards. Staff land in their inbox. */
export function Component() {
  const user = useCurrentUser();
  // Sign-in sends everyone here (the role is known only once the user has loaded): staff go on to the workspace.
  if (isStaffRole(user.role)) return <Navigate to={paths.agency} replace />;
  return (
    <>
      <PageTitle title="Dashboard" />
      <h1 className="h3 mb-3">My projects</h1>
      <ProjectList memberGuid={user.memberGUID} />
    </>
  );
}
