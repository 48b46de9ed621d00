import type { TicketView } from '@client-portal/contract';
import { TicketTable } from '../../../components/ticket-table';
import { formatTicketCount } from '../errors';

interface TicketListProps {
  tickets: TicketView[];
  /** Shown instead of the table when there are no tickets. */
  emptyMessage: string;
  /** The cross-project list names each ticket's project. */
  hasProjectColumn?: boolean;
}

/** Spec §2 Tickets list: the count line, then the ticket table with each ticket's creator (and project). */
export function TicketList({ tickets, emptyMessage, hasProjectColumn = false }: TicketListProps) {
  if (tickets.length === 0) return <p className="text-muted">{emptyMessage}</p>;
  return (
    <>
      <p className="text-muted">{formatTicketCount(tickets.length)}</p>
      <TicketTable tickets={tickets} columns={hasProjectColumn ? ['project', 'createdBy'] : ['createdBy']} />
    </>
  );
}
