import type { ThreadEntry } from '@client-portal/contract';
import type { AttachmentComponents } from '../../../components/attachment-components';
import { RichText } from '../../../components/ui/rich-text';
import { DATE_FORMATS, formatDate } from '../../../lib/format';
import { personName } from '../../../lib/person';

export const THREAD_LABELS = { internal: 'Internal note', public: 'Public update' } as const;

/**
 * The whole thread, oldest first. Internal notes are never shown to the client: they are tinted and labelled so
 * that nobody takes one for what the client has read.
 */
export function TicketThread({
  entries,
  AttachmentList,
}: {
  entries: ThreadEntry[];
  AttachmentList: AttachmentComponents['List'];
}) {
  return (
    <section className="mb-4" aria-labelledby="agency-thread-heading">
      <h2 id="agency-thread-heading" className="h5">
        Thread ({entries.length})
      </h2>
      {entries.length === 0 ? (
        <p className="text-muted">Nothing has been posted on this ticket yet.</p>
      ) : (
        <ol className="list-unstyled mb-0">
          {entries.map((entry) => (
            <li key={entry.updateGuid} className={`card mb-3${entry.internal ? ' border-warning' : ''}`}>
              <div
                className={`card-header d-flex flex-wrap align-items-center gap-2${entry.internal ? ' bg-warning-subtle' : ''}`}
              >
                <span className={`badge ${entry.internal ? 'text-bg-warning' : 'text-bg-light border'}`}>
                  {entry.internal ? THREAD_LABELS.internal : THREAD_LABELS.public}
                </span>
                <span className="fw-semibold">{personName(entry.author)}</span>
                <time className="text-body-secondary small ms-auto" dateTime={entry.createdDateTime}>
                  {formatDate(entry.createdDateTime, DATE_FORMATS.dateTime)}
                </time>
              </div>
              <div className={`card-body${entry.internal ? ' bg-warning-subtle' : ''}`}>
                <RichText html={entry.updateText} />
                <AttachmentList attachments={entry.attachments} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
