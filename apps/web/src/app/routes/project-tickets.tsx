import { useParams } from 'react-router';
import { ProjectTickets } from '../../features/tickets/components/project-tickets';
import { useCurrentUser } from '../../lib/session';
import { newTicketPath } from '../new-ticket-path';

export function Component() {
  const { projectGuid = '' } = useParams();
  const user = useCurrentUser();
  // Keyed so that moving between projects starts from a clean loading state.
  return (
    <ProjectTickets key={projectGuid} projectGuid={projectGuid} newTicketPath={newTicketPath(user, projectGuid)} />
  );
}
