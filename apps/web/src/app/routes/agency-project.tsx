import { useParams } from 'react-router';
import { AgencyProjectDetail } from '../../features/agency-projects/components/agency-project-detail';

/** /agency/projects/{projectGuid}: the project, its users, dashboard pages, Site Care schedule and history. */
export function Component() {
  const { projectGuid = '' } = useParams();
  return <AgencyProjectDetail key={projectGuid} projectGuid={projectGuid} />;
}
