import { Link } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { UserTickets } from '../../features/tickets/components/user-tickets';
import { useCurrentUser } from '../../lib/session';
import { newTicketPath } from '../new-ticket-path';

/** /tickets: every ticket of the user's projects, since spec §2 does not say how one project would be chosen. */
export function Component() {
  const user = useCurrentUser();
  return (
    <>
      <PageTitle title="Tickets" />
      <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0">Tickets</h1>
        <Link className="btn btn-sm btn-primary" to={newTicketPath(user)}>
          New ticket
        </Link>
      </div>
      <UserTickets memberGuid={user.memberGUID} />
    </>
  );
}
