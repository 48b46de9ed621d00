import type { InboxRow } from '@client-portal/contract';
import { Link } from 'react-router';
import { DueBadge } from '../../../components/ui/due-badge';
import { TicketStatusBadge } from '../../../components/ui/status-badge';
import { paths } from '../../../config/paths';
import { formatTicketNumber } from '../../../lib/format';
import { personName } from '../../../lib/person';
import { PRIORITY_WORDS } from '../../../lib/priority';
import { TimeAgo } from '../../../components/ui/time-ago';

interface InboxTableProps {
  rows: InboxRow[];
  /** The tickets chosen for a bulk change, by GUID. */
  selected: ReadonlySet<string>;
  onSelect: (ticketGuids: string[], isSelected: boolean) => void;
  /** The row the keyboard is on (`j`/`k`), if any. */
  activeGuid?: string;
}

/**
 * The inbox's rows, each with a box choosing it for a bulk change. It takes the portal's ticket-table classes
 * (styles.css): below 768 px each row stacks, number and status on top, the title under them, then the other
 * columns labelled with their headings.
 */
export function InboxTable({ rows, selected, onSelect, activeGuid }: InboxTableProps) {
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.ticketGuid));
  return (
    <div className="table-responsive">
      <table className="ticket-table ticket-table-selectable table table-hover align-middle">
        <thead>
          <tr>
            <th scope="col" className="ticket-table-select">
              <input
                type="checkbox"
                className="form-check-input"
                aria-label="Choose every ticket on this page"
                checked={allSelected}
                onChange={() =>
                  onSelect(
                    rows.map((row) => row.ticketGuid),
                    !allSelected,
                  )
                }
              />
            </th>
            <th scope="col">#</th>
            <th scope="col">Title</th>
            <th scope="col">Project</th>
            <th scope="col">Created by</th>
            <th scope="col">Status</th>
            <th scope="col">Priority</th>
            <th scope="col">Assignee</th>
            <th scope="col">Due</th>
            <th scope="col">Last activity</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.ticketGuid}
              data-ticket={row.ticketGuid}
              className={row.ticketGuid === activeGuid ? 'table-active' : undefined}
              aria-current={row.ticketGuid === activeGuid ? 'true' : undefined}
            >
              <td className="ticket-table-select">
                <input
                  type="checkbox"
                  className="form-check-input"
                  aria-label={`Choose ${formatTicketNumber(row.ticketId)} ${row.name}`}
                  checked={selected.has(row.ticketGuid)}
                  onChange={(event) => onSelect([row.ticketGuid], event.target.checked)}
                />
              </td>
              <td className="ticket-table-number text-nowrap">{formatTicketNumber(row.ticketId)}</td>
              <td className="ticket-table-title">
                <Link to={paths.agencyTicket(row.ticketGuid)}>{row.name}</Link>
                {row.tags.length > 0 && (
                  <ul className="list-inline small mb-0" aria-label="Tags">
                    {row.tags.map((tag) => (
                      <li key={tag} className="list-inline-item">
                        <span className="badge text-bg-light border fw-normal">{tag}</span>
                      </li>
                    ))}
                  </ul>
                )}
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
              <td className="ticket-table-extra" data-label="Due">
                <DueBadge due={row.due} />
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
