import type { TicketView } from '@client-portal/contract';
import { Link } from 'react-router';
import { TicketStatusBadge } from '../../../components/ui/status-badge';
import { paths } from '../../../config/paths';
import { formatTicketNumber } from '../../../lib/format';
import { formatTicketCount } from '../errors';

interface TicketsTableProps {
  tickets: TicketView[];
  /** Shown instead of the table when there are no tickets. */
  emptyMessage: string;
  /** The cross-project list names each ticket's project. */
  hasProjectColumn?: boolean;
}

/** Spec §2 Tickets list: count line, then "#", name, creator and status for each ticket. */
export function TicketsTable({ tickets, emptyMessage, hasProjectColumn = false }: TicketsTableProps) {
  if (tickets.length === 0) return <p className="text-muted">{emptyMessage}</p>;
  return (
    <>
      <p className="text-muted">{formatTicketCount(tickets.length)}</p>
      <div className="table-responsive">
        <table className="table table-hover align-middle">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Title</th>
              {hasProjectColumn && <th scope="col">Project</th>}
              <th scope="col">Created by</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {tickets.map((ticket) => (
              <tr key={ticket.ticketGuid}>
                <td className="text-nowrap">{formatTicketNumber(ticket.ticketId)}</td>
                <td>
                  <Link to={paths.ticket(ticket.ticketGuid)}>{ticket.name}</Link>
                </td>
                {hasProjectColumn && (
                  <td>
                    <Link to={paths.project(ticket.projectGuid)}>{ticket.projectName}</Link>
                  </td>
                )}
                <td>{ticket.createdByFirstName}</td>
                <td>
                  <TicketStatusBadge status={ticket.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
