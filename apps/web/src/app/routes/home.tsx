import { PageTitle } from '../../components/ui/page-title';
import { ProjectList } from '../../features/projects/components/project-list';
import { useCurrentUser } from '../../lib/session';

/** Spec §2 /home: titled "Dashboard", heading "My projects", the user's project cards. */
export function Component() {
  const user = useCurrentUser();
  return (
    <>
      <PageTitle title="Dashboard" />
      <h1 className="h3 mb-3">My projects</h1>
      <ProjectList memberGuid={user.memberGUID} />
    </>
  );
}
