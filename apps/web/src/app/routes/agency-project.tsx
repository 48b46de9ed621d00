import { useParams } from 'react-router';
import { ProjectTargetsCard } from '../../features/agency-helpdesk/components/project-targets-card';
import { AgencyProjectDetail } from '../../features/agency-projects/components/agency-project-detail';

/** /agency/projects/{projectGuid}: the project, its users, dashboard pages, Site Care schedule and history. */
export function Component() {
  const { projectGuid = '' } = useParams();
  return (
    <AgencyProjectDetail
      key={projectGuid}
      projectGuid={projectGuid}
      aside={<ProjectTargetsCard projectGuid={projectGuid} />}
    />
  );
}
