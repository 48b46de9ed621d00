import { DELETED_TICKET_TAKES_NO_REPLIES } from '@client-portal/contract';
import { Link } from 'react-router';
import type { AttachmentComponents } from '../../../components/attachment-components';
import { ErrorCard } from '../../../components/ui/error-card';
import { Loading } from '../../../components/ui/loading';
import { PageTitle } from '../../../components/ui/page-title';
import { RichText } from '../../../components/ui/rich-text';
import { TicketStatusBadge } from '../../../components/ui/status-badge';
import { PRIORITY_WORDS } from '../../../lib/priority';
import { paths } from '../../../config/paths';
import { DATE_FORMATS, formatDate, formatTicketNumber } from '../../../lib/format';
import { useProjectUsers } from '../api/get-project-users';
import { useTicket } from '../api/get-ticket';
import { useTicketUpdates } from '../api/get-ticket-updates';
import { TICKET_DETAIL_ERRORS, TICKET_LIST_MESSAGES, ticketErrorState } from '../errors';
import { TicketReply } from './ticket-reply';
import { TicketUpdates } from './ticket-updates';
import { TicketUsers } from './ticket-users';

interface TicketDetailProps {
  ticketGuid: string;
  /** The files of the ticket and its updates, and the reply's picker (the page composes the attachments feature). */
  attachmentUi: AttachmentComponents;
}

/** /tickets/{ticketGuid}: spec §2 Ticket detail with the §4 states, and the reply box under the updates. */
export function TicketDetail({ ticketGuid, attachmentUi }: TicketDetailProps) {
  const ticketQuery = useTicket(ticketGuid);
  // Updates load beside the ticket; the users need the ticket's projectGuid first.
  const updatesQuery = useTicketUpdates(ticketGuid);
  const usersQuery = useProjectUsers(ticketQuery.data?.projectGuid);

  if (ticketQuery.isError) {
    const { title, message } = TICKET_DETAIL_ERRORS[ticketErrorState(ticketQuery.error)];
    return (
      <>
        <PageTitle title={title} />
        <h1 className="visually-hidden">Ticket</h1>
        <ErrorCard title={title} message={message} />
      </>
    );
  }
  if (ticketQuery.isPending) {
    return (
      <>
        <PageTitle title="Ticket" />
        <Loading text={TICKET_LIST_MESSAGES.loading} />
      </>
    );
  }

  const ticket = ticketQuery.data;
  const ticketNumber = formatTicketNumber(ticket.ticketId);
  return (
    <article>
      <PageTitle title={`${ticket.name} ${ticketNumber}`} />
      <h1 className="h3 mb-3 text-break">
        {ticket.name} <span className="text-body-secondary text-nowrap">{ticketNumber}</span>
      </h1>

      <div className="card mb-4">
        <div className="card-body">
          <dl className="row mb-0">
            <dt className="col-sm-3">Created by</dt>
            <dd className="col-sm-9">{ticket.createdByFirstName}</dd>
            <dt className="col-sm-3">Project</dt>
            <dd className="col-sm-9">
              <Link to={paths.project(ticket.projectGuid)}>{ticket.projectName}</Link>
            </dd>
            <dt className="col-sm-3">Created</dt>
            <dd className="col-sm-9">
              <time dateTime={ticket.createdDateTime}>{formatDate(ticket.createdDateTime, DATE_FORMATS.date)}</time>
            </dd>
            <dt className="col-sm-3">Status</dt>
            <dd className={`col-sm-9${ticket.priority ? '' : ' mb-0'}`}>
              <TicketStatusBadge status={ticket.status} />
            </dd>
            {/* Not in the spec: shown when the agency lets its clients see their tickets' priority. */}
            {ticket.priority && (
              <>
                <dt className="col-sm-3">Priority</dt>
                <dd className="col-sm-9 mb-0">{PRIORITY_WORDS[ticket.priority]}</dd>
              </>
            )}
          </dl>
        </div>
      </div>

      <section className="mb-4" aria-labelledby="ticket-users-heading">
        <h2 id="ticket-users-heading" className="h5">
          Authorised users
        </h2>
        <TicketUsers query={usersQuery} />
      </section>

      <section className="mb-4" aria-labelledby="ticket-description-heading">
        <h2 id="ticket-description-heading" className="h5">
          Description
        </h2>
        <div className="card">
          <div className="card-body">
            <RichText html={ticket.description} />
            <attachmentUi.List attachments={ticket.attachments} />
          </div>
        </div>
      </section>

      <TicketUpdates query={updatesQuery} AttachmentList={attachmentUi.List} />

      {ticket.status === 'deleted' ? (
        <p className="text-body-secondary mt-4">{DELETED_TICKET_TAKES_NO_REPLIES}</p>
      ) : (
        <TicketReply ticketGuid={ticketGuid} AttachmentPicker={attachmentUi.Picker} />
      )}
    </article>
  );
}
