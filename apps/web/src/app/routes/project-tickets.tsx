import { useParams } from 'react-router';
import { ProjectTickets } from '../../features/tickets/components/project-tickets';

export function Component() {
  const { projectGuid = '' } = useParams();
  // Keyed so that moving between projects starts from a clean loading state.
  return <ProjectTickets key={projectGuid} projectGuid={projectGuid} />;
}
