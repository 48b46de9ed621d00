import type { InboxRow } from '@client-portal/contract';
import { Link } from 'react-router';
import { TicketStatusBadge } from '../../../components/ui/status-badge';
import { paths } from '../../../config/paths';
import { formatTicketNumber } from '../../../lib/format';
import { personName } from '../../../lib/person';
import { PRIORITY_WORDS } from '../../../lib/priority';
import { TimeAgo } from '../../../components/ui/time-ago';

/**
 * The inbox's rows. It takes the portal's ticket-table classes (styles.css): below 768 px each row stacks, number and
 * status on top, the title under them, then the other columns labelled with their headings.
 */
export function InboxTable({ rows }: { rows: InboxRow[] }) {
  return (
    <div className="table-responsive">
      <table className="ticket-table table table-hover align-middle">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Title</th>
            <th scope="col">Project</th>
            <th scope="col">Created by</th>
            <th scope="col">Status</th>
            <th scope="col">Priority</th>
            <th scope="col">Assignee</th>
            <th scope="col">Last activity</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.ticketGuid}>
              <td className="ticket-table-number text-nowrap">{formatTicketNumber(row.ticketId)}</td>
              <td className="ticket-table-title">
                <Link to={paths.agencyTicket(row.ticketGuid)}>{row.name}</Link>
              </td>
              <td className="ticket-table-extra" data-label="Project">
                {row.projectName}
              </td>
              <td className="ticket-table-extra" data-label="Created by">
                {personName(row.createdBy, '–')}
              </td>
              <td className="ticket-table-status">
                <TicketStatusBadge status={row.status} />
              </td>
              <td className="ticket-table-extra" data-label="Priority">
                {row.priority === 'high' || row.priority === 'urgent' ? (
                  <strong>{PRIORITY_WORDS[row.priority]}</strong>
                ) : (
                  PRIORITY_WORDS[row.priority]
                )}
              </td>
              <td className="ticket-table-extra" data-label="Assignee">
                {personName(row.assignee, 'Unassigned')}
              </td>
              <td className="ticket-table-extra text-nowrap" data-label="Last activity">
                <TimeAgo value={row.lastActivityAt} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
