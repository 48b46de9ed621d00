import { useParams } from 'react-router';
import { ProjectDetail } from '../../features/agency-projects/components/project-detail';

/** /agency/projects/{projectGuid}: the project, its users, dashboard pages, Site Care schedule and history. */
export function Component() {
  const { projectGuid = '' } = useParams();
  return <ProjectDetail key={projectGuid} projectGuid={projectGuid} />;
}
