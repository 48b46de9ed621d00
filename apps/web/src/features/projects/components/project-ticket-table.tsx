import { TICKET_STATUSES } from '@client-portal/contract';
import { useId, useState } from 'react';
import { ErrorCard } from '../../../components/ui/error-card';
import { Loading } from '../../../components/ui/loading';
import { TicketTable } from '../../../components/ticket-table';
import { useProjectTickets } from '../../../api/get-project-tickets';
import { PROJECT_TICKETS_ERROR } from '../errors';

const ALL = 'all';
type StatusFilter = typeof ALL | (typeof TICKET_STATUSES)[number];

/** Spec §2 Ticket table: #, Title, Created (d-MMM-yyyy), Status, with an exact-match status filter. */
export function ProjectTicketTable({ projectGuid }: { projectGuid: string }) {
  const tickets = useProjectTickets(projectGuid);
  const [filter, setFilter] = useState<StatusFilter>(ALL);
  const filterId = useId();

  if (tickets.isPending) return <Loading />;
  if (tickets.isError) return <ErrorCard title={PROJECT_TICKETS_ERROR.title} message={PROJECT_TICKETS_ERROR.message} />;

  // Spec §5: "all" shows every ticket; any other value matches the status exactly.
  const shown = filter === ALL ? tickets.data : tickets.data.filter((ticket) => ticket.status === filter);
  return (
    <>
      <div className="d-flex align-items-center gap-2 mb-3">
        <label htmlFor={filterId} className="form-label mb-0 text-nowrap">
          Filter by status
        </label>
        <select
          id={filterId}
          className="form-select w-auto"
          value={filter}
          onChange={(event) => setFilter(event.target.value as StatusFilter)}
        >
          <option value={ALL}>{ALL}</option>
          {TICKET_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
      </div>
      {shown.length === 0 ? (
        <p className="text-body-secondary">No tickets.</p>
      ) : (
        <TicketTable tickets={shown} columns={['created']} isCompact />
      )}
    </>
  );
}
