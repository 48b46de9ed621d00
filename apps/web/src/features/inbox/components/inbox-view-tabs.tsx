import { INBOX_VIEW_LABELS, INBOX_VIEWS, type InboxQuery } from '@client-portal/contract';
import { Link } from 'react-router';
import { useInboxCounts } from '../api/get-inbox-counts';
import { formatInboxCount } from '../utils/inbox-count';
import { changeInboxQuery, inboxSearchParams } from '../utils/inbox-query';

/** The inbox's views as pills, each with its count; the filters stay as they are when the view changes. */
export function InboxViewTabs({ query }: { query: InboxQuery }) {
  const counts = useInboxCounts();
  return (
    <nav aria-label="Inbox views" className="mb-3">
      <ul className="nav nav-pills flex-wrap gap-1">
        {INBOX_VIEWS.map((view) => {
          const isCurrent = view === query.view;
          const search = inboxSearchParams(changeInboxQuery(query, { view }), false).toString();
          return (
            <li className="nav-item" key={view}>
              <Link
                className={`nav-link d-flex align-items-center gap-2${isCurrent ? ' active' : ''}`}
                to={{ search }}
                aria-current={isCurrent ? 'page' : undefined}
              >
                {INBOX_VIEW_LABELS[view]}
                {/* The space keeps the label and count apart in the link's accessible name. */}
                {counts.isSuccess && ' '}
                {counts.isSuccess && (
                  <span className={`badge rounded-pill ${isCurrent ? 'text-bg-light' : 'text-bg-secondary'}`}>
                    {formatInboxCount(counts.data[view])}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
