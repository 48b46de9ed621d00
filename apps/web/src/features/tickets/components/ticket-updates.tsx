import type { TicketUpdate } from '@client-portal/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { AttachmentComponents } from '../../../components/attachment-components';
import { ErrorCard } from '../../../components/ui/error-card';
import { Loading } from '../../../components/ui/loading';
import { RichText } from '../../../components/ui/rich-text';
import { DATE_FORMATS, formatDate } from '../../../lib/format';
import { TICKET_DETAIL_ERRORS, TICKET_LIST_MESSAGES } from '../errors';
import { InitialsAvatar } from './initials-avatar';

interface TicketUpdatesProps {
  query: UseQueryResult<TicketUpdate[]>;
  /** Each update's files show under its text. */
  AttachmentList: AttachmentComponents['List'];
}

/** The "Updates (n)" feed, oldest first as the API sends it; a failure stays inside it (spec §4 fetchUpdatesFailed). */
export function TicketUpdates({ query, AttachmentList }: TicketUpdatesProps) {
  const heading = query.isSuccess ? `Updates (${query.data.length})` : 'Updates';
  return (
    <section aria-labelledby="ticket-updates-heading">
      <h2 id="ticket-updates-heading" className="h5">
        {heading}
      </h2>
      <UpdatesBody query={query} AttachmentList={AttachmentList} />
    </section>
  );
}

function UpdatesBody({ query, AttachmentList }: TicketUpdatesProps) {
  if (query.isError) {
    const { title, message } = TICKET_DETAIL_ERRORS.fetchUpdatesFailed;
    return <ErrorCard title={title} message={message} />;
  }
  if (query.isPending) return <Loading text={TICKET_LIST_MESSAGES.loading} />;
  if (query.data.length === 0) return <p className="text-muted">This ticket has no updates yet.</p>;
  return (
    <ol className="list-unstyled mb-0">
      {query.data.map((update, index) => (
        <li key={`${update.createdDateTime}-${index}`} className="card mb-3">
          <div className="card-header d-flex flex-wrap align-items-center gap-2">
            <InitialsAvatar firstName={update.userFirstName} lastName={update.userLastName} />
            <span className="fw-semibold">
              {update.userFirstName} {update.userLastName}
            </span>
            <time className="text-body-secondary small ms-auto" dateTime={update.createdDateTime}>
              {formatDate(update.createdDateTime, DATE_FORMATS.dateTime)}
            </time>
          </div>
          <div className="card-body">
            <RichText html={update.updateText} />
            <AttachmentList attachments={update.attachments} />
          </div>
        </li>
      ))}
    </ol>
  );
}
