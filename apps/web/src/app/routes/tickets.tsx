import { PageTitle } from '../../components/ui/page-title';
import { UserTickets } from '../../features/tickets/components/user-tickets';
import { useCurrentUser } from '../../lib/session';

/** /tickets: every ticket of the user's projects, since spec §2 does not say how one project would be chosen. */
export function Component() {
  const user = useCurrentUser();
  return (
    <>
      <PageTitle title="Tickets" />
      <h1 className="h3 mb-3">Tickets</h1>
      <UserTickets memberGuid={user.memberGUID} />
    </>
  );
}
