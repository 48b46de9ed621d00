import { Loading } from '../../../components/ui/loading';
import { useUserTickets } from '../api/get-user-tickets';
import { TICKET_LIST_MESSAGES, ticketListErrorText } from '../errors';
import { TicketList } from './ticket-list';

/** /tickets: the user's tickets across all their projects (spec §2 leaves the context open). */
export function UserTickets({ memberGuid }: { memberGuid: string }) {
  const query = useUserTickets(memberGuid);
  if (query.isPending) return <Loading text={TICKET_LIST_MESSAGES.loading} />;
  if (query.isError) {
    return (
      <div className="alert alert-danger" role="alert">
        {ticketListErrorText(query.error)}
      </div>
    );
  }
  return <TicketList tickets={query.data} emptyMessage={TICKET_LIST_MESSAGES.noneFound} hasProjectColumn />;
}
