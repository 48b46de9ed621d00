import type { AgencyTicket } from '@client-portal/contract';
import { Link } from 'react-router';
import { DueBadge } from '../../../components/ui/due-badge';
import { TicketStatusBadge } from '../../../components/ui/status-badge';
import type { AttachmentComponents } from '../../../components/attachment-components';
import { ErrorCard } from '../../../components/ui/error-card';
import { Loading } from '../../../components/ui/loading';
import { PageTitle } from '../../../components/ui/page-title';
import { RichText } from '../../../components/ui/rich-text';
import { paths } from '../../../config/paths';
import { DATE_FORMATS, formatDate, formatTicketNumber } from '../../../lib/format';
import { useAgencyTicket } from '../api/get-agency-ticket';
import { AGENCY_ERRORS, agencyLoadError } from '../../../lib/agency-errors';
import { personName } from '../../../lib/person';
import type { SavedReplyPickerComponent } from '../../../components/saved-reply-picker';
import { ThreadComposer } from './thread-composer';
import { TicketEditForm } from './ticket-edit-form';
import { TicketHistory } from './ticket-history';
import { TicketProperties } from './ticket-properties';
import { TicketThread } from './ticket-thread';
import { TimeAgo } from '../../../components/ui/time-ago';

interface AgencyTicketDetailProps {
  ticketGuid: string;
  /** The files of the ticket and its thread, and the composer's picker (the page composes the attachments feature). */
  attachmentUi: AttachmentComponents;
  /** The composer's saved replies (the page composes that feature). */
  SavedReplyPicker?: SavedReplyPickerComponent;
}

/** /agency/tickets/{ticketGuid}: the ticket as staff work on it. */
export function AgencyTicketDetail({ ticketGuid, attachmentUi, SavedReplyPicker }: AgencyTicketDetailProps) {
  const ticketQuery = useAgencyTicket(ticketGuid);

  // A failed refetch keeps the ticket on screen (and the edit form's typed values); only a first load fails whole.
  if (ticketQuery.data === undefined) {
    if (ticketQuery.isError) {
      const { title, message } = agencyLoadError(ticketQuery.error, AGENCY_ERRORS.ticketNotFound);
      return (
        <>
          <PageTitle title={title} />
          <h1 className="visually-hidden">Ticket</h1>
          <ErrorCard title={title} message={message} />
          <Link to={paths.agency}>Back to the inbox</Link>
        </>
      );
    }
    return (
      <>
        <PageTitle title="Ticket" />
        <Loading />
      </>
    );
  }

  const ticket = ticketQuery.data;
  const ticketNumber = formatTicketNumber(ticket.ticketId);
  const refetchError = ticketQuery.isError ? agencyLoadError(ticketQuery.error, AGENCY_ERRORS.ticketNotFound) : null;
  return (
    <article>
      <PageTitle title={`${ticketNumber} ${ticket.name}`} />
      <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0 text-break">
          <span className="text-body-secondary text-nowrap">{ticketNumber}</span> {ticket.name}
        </h1>
        {/* Two links read "View as client": each name says which page it opens. */}
        <Link to={paths.ticket(ticket.ticketGuid)} aria-label="View as client (ticket page)">
          View as client
        </Link>
      </div>
      {refetchError && (
        <div className="alert alert-warning" role="alert">
          Could not reload the ticket: {refetchError.message ?? refetchError.title}
        </div>
      )}
      <div className="row g-4">
        <div className="col-12 col-lg-8">
          <TicketSummary ticket={ticket} />
          <section className="mb-4" aria-labelledby="agency-description-heading">
            <h2 id="agency-description-heading" className="h5">
              Description
            </h2>
            <div className="card">
              <div className="card-body">
                <RichText html={ticket.description} />
                <attachmentUi.List attachments={ticket.attachments} />
              </div>
            </div>
          </section>
          <TicketThread entries={ticket.thread} AttachmentList={attachmentUi.List} />
          <ThreadComposer
            ticketGuid={ticket.ticketGuid}
            AttachmentPicker={attachmentUi.Picker}
            SavedReplyPicker={SavedReplyPicker}
          />
        </div>
        <div className="col-12 col-lg-4">
          <TicketProperties ticket={ticket} onReload={() => ticketQuery.refetch()} />
          <TicketEditForm ticket={ticket} onReload={() => ticketQuery.refetch()} />
          <TicketHistory
            history={ticket.history}
            people={[ticket.createdBy, ticket.assignee].filter((person) => person !== null)}
          />
        </div>
      </div>
    </article>
  );
}

function TicketSummary({ ticket }: { ticket: AgencyTicket }) {
  const client = ticket.createdBy;
  return (
    <div className="card mb-4">
      <div className="card-body">
        <dl className="row mb-0">
          <dt className="col-sm-3">Project</dt>
          <dd className="col-sm-9">
            {ticket.projectName}{' '}
            <Link
              to={paths.project(ticket.projectGuid)}
              className="ms-2 small"
              aria-label="View as client (project page)"
            >
              View as client
            </Link>
            <Link
              to={paths.agencyNewTicketFor(ticket.projectGuid)}
              className="ms-2 small"
              aria-label="New ticket for this project"
            >
              New ticket
            </Link>
          </dd>
          <dt className="col-sm-3">Client</dt>
          <dd className="col-sm-9">
            {client ? (
              <>
                {personName(client)}{' '}
                <a href={`mailto:${client.email}`} className="text-break">
                  {client.email}
                </a>
              </>
            ) : (
              'Unknown'
            )}
          </dd>
          <dt className="col-sm-3">Created</dt>
          <dd className="col-sm-9">
            <time dateTime={ticket.createdDateTime}>{formatDate(ticket.createdDateTime, DATE_FORMATS.dateTime)}</time>
          </dd>
          {/* Beside the ticket's controls on a wide screen; on a narrow one those come after the thread. */}
          <dt className="col-sm-3 d-lg-none">Status</dt>
          <dd className="col-sm-9 d-lg-none">
            <TicketStatusBadge status={ticket.status} />
          </dd>
          <dt className="col-sm-3 d-lg-none">Assignee</dt>
          <dd className="col-sm-9 d-lg-none">{personName(ticket.assignee, 'Unassigned')}</dd>
          <dt className="col-sm-3">Response target</dt>
          <dd className="col-sm-9">
            <DueBadge due={ticket.due} />
          </dd>
          <dt className="col-sm-3">Last activity</dt>
          <dd className="col-sm-9 mb-0">
            <TimeAgo value={ticket.lastActivityAt} />
          </dd>
        </dl>
      </div>
    </div>
  );
}
