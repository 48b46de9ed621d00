import type { TicketView } from '@client-portal/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { DATE_FORMATS, formatDate, formatTicketNumber } from '../lib/format';
import { TicketStatusBadge } from './ui/status-badge';

/** The columns a screen adds between Title and Status (spec §2: each ticket table names its own). */
type TicketColumn = 'project' | 'created' | 'createdBy';

interface TicketTableProps {
  tickets: TicketView[];
  columns: TicketColumn[];
  /** Bootstrap's small table, for a table inside a larger screen. */
  isCompact?: boolean;
}

const HEADINGS: Record<TicketColumn, string> = { project: 'Project', created: 'Created', createdBy: 'Created by' };

function cellContent(ticket: TicketView, column: TicketColumn): ReactNode {
  switch (column) {
    case 'project':
      return <Link to={paths.project(ticket.projectGuid)}>{ticket.projectName}</Link>;
    case 'created':
      return formatDate(ticket.createdDateTime, DATE_FORMATS.ticketTable);
    case 'createdBy':
      return ticket.createdByFirstName;
  }
}

/**
 * Every ticket table of the portal: "#", Title (a link to the ticket), the screen's own columns, Status.
 * From 768 px it is a plain table; narrower, each row stacks (number and status, then the title, then the screen's
 * own columns with their headings) so that nothing is cut off or needs sideways scrolling (styles.css).
 */
export function TicketTable({ tickets, columns, isCompact = false }: TicketTableProps) {
  return (
    <div className="table-responsive">
      <table className={`ticket-table table ${isCompact ? 'table-sm ' : ''}table-hover align-middle`}>
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
              <td className="ticket-table-number text-nowrap">{formatTicketNumber(ticket.ticketId)}</td>
              <td className="ticket-table-title">
                <Link to={paths.ticket(ticket.ticketGuid)}>{ticket.name}</Link>
              </td>
              {columns.map((column) => (
                // On a phone the column's heading shows beside the value (styles.css reads data-label).
                <td
                  key={column}
                  className={`ticket-table-extra${column === 'created' ? ' text-nowrap' : ''}`}
                  data-label={HEADINGS[column]}
                >
                  {cellContent(ticket, column)}
                </td>
              ))}
              <td className="ticket-table-status">
                <TicketStatusBadge status={ticket.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
