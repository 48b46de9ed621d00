import { ErrorCard } from '../../../components/ui/error-card';
import { Loading } from '../../../components/ui/loading';
import { useUserProjects } from '../../../api/get-user-projects';
import { ProjectCard } from './project-card';
import { PROJECT_LIST_ERROR } from '../errors';

export const NO_PROJECTS_MESSAGE = 'You have no projects yet.';

/** The signed-in user's project cards: 12 columns on small screens, 6 on sm, 4 on md (spec §9). */
export function ProjectList({ memberGuid }: { memberGuid: string }) {
  const projects = useUserProjects(memberGuid);

  if (projects.isPending) return <Loading />;
  if (projects.isError) return <ErrorCard title={PROJECT_LIST_ERROR.title} message={PROJECT_LIST_ERROR.message} />;
  if (projects.data.length === 0) return <p className="text-body-secondary">{NO_PROJECTS_MESSAGE}</p>;
  return (
    <ul className="row g-3 list-unstyled" aria-label="Projects">
      {projects.data.map((project) => (
        <li key={project.projectGuid} className="col-12 col-sm-6 col-md-4">
          <ProjectCard project={project} />
        </li>
      ))}
    </ul>
  );
}
