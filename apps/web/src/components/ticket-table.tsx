import type { TicketView } from '@client-portal/contract';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { DATE_FORMATS, formatDate, formatTicketNumber } from '../lib/format';
import { TicketStatusBadge } from './ui/status-badge';

/** The columns a screen adds between Title and Status (spec §2: each ticket table names its own). */
export type TicketColumn = 'project' | 'created' | 'createdBy';

interface TicketTableProps {
  tickets: TicketView[];
  columns: TicketColumn[];
  /** Bootstrap's small table, for a table inside a larger screen. */
  isCompact?: boolean;
}

const HEADINGS: Record<TicketColumn, string> = { project: 'Project', created: 'Created', createdBy: 'Created by' };

function Cell({ ticket, column }: { ticket: TicketView; column: TicketColumn }) {
  switch (column) {
    case 'project':
      return (
        <td>
          <Link to={paths.project(ticket.projectGuid)}>{ticket.projectName}</Link>
        </td>
      );
    case 'created':
      return <td className="text-nowrap">{formatDate(ticket.createdDateTime, DATE_FORMATS.ticketTable)}</td>;
    case 'createdBy':
      return <td>{ticket.createdByFirstName}</td>;
  }
}

/** Every ticket table of the portal: "#", Title (a link to the ticket), the screen's own columns, Status. */
export function TicketTable({ tickets, columns, isCompact = false }: TicketTableProps) {
  return (
    <div className="table-responsive">
      <table className={`table ${isCompact ? 'table-sm ' : ''}table-hover align-middle`}>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Title</th>
            {columns.map((column) => (
              <th key={column} scope="col">
                {HEADINGS[column]}
              </th>
            ))}
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
              {columns.map((column) => (
                <Cell key={column} ticket={ticket} column={column} />
              ))}
              <td>
                <TicketStatusBadge status={ticket.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
