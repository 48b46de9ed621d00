import { PageTitle } from '../../components/ui/page-title';
import { ProjectList } from '../../features/projects/components/project-list';
import { useCurrentUser } from '../../lib/session';

/** Spec §2 /projects: heading "My Projects" and the same project cards as home. */
export function Component() {
  const user = useCurrentUser();
  return (
    <>
      <PageTitle title="My Projects" />
      <h1 className="h3 mb-3">My Projects</h1>
      <ProjectList memberGuid={user.memberGUID} />
    </>
  );
}
