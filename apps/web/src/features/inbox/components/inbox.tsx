import { INBOX_PAGE_SIZE, isCountCapped, type InboxQuery, type InboxRow } from '@client-portal/contract';
import { useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorCard } from '../../../components/ui/error-card';
import { Loading } from '../../../components/ui/loading';
import { PageTitle } from '../../../components/ui/page-title';
import { Pager } from '../../../components/ui/pager';
import { paths } from '../../../config/paths';
import { useInbox } from '../api/get-inbox';
import { formatInboxCount } from '../utils/inbox-count';
import { agencyLoadError } from '../../../lib/agency-errors';
import { useShortcuts } from '../../../lib/shortcuts';
import { BulkActions } from './bulk-actions';
import { changeInboxQuery, inboxSearchParams, readInboxQuery } from '../utils/inbox-query';
import { InboxFilters } from './inbox-filters';
import { InboxTable } from './inbox-table';
import { InboxViewTabs } from './inbox-view-tabs';

const INBOX_MESSAGES = {
  empty: 'No tickets match.',
  pastTheEnd: (page: number) => `There is no page ${page}: the tickets have moved or been closed since.`,
} as const;

const formatTotal = (total: number) => `${formatInboxCount(total)} ${total === 1 ? 'ticket' : 'tickets'}`;

/** /agency: the staff's inbox. The view, filters, search and page live in the address (back, reload and share work). */
export function Inbox() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = readInboxQuery(searchParams);
  const onChange = (change: Partial<InboxQuery>) =>
    setSearchParams(inboxSearchParams(changeInboxQuery(query, change), false));
  const searchRef = useRef<HTMLInputElement>(null);
  useShortcuts({ '/': () => searchRef.current?.focus() });

  return (
    <>
      <PageTitle title="Inbox" />
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0">Inbox</h1>
        <Link className="btn btn-primary" to={paths.agencyNewTicket}>
          New ticket
        </Link>
      </div>
      <InboxViewTabs query={query} />
      <InboxFilters query={query} onChange={onChange} searchRef={searchRef} />
      {/* A new view, filter or page starts with nothing chosen. */}
      <InboxResults key={inboxSearchParams(query, false).toString()} query={query} />
    </>
  );
}

function InboxResults({ query }: { query: InboxQuery }) {
  const inbox = useInbox(query);
  const navigate = useNavigate();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [activeGuid, setActiveGuid] = useState<string>();
  const rows: InboxRow[] = inbox.data?.items ?? [];
  const select = (ticketGuids: string[], isSelected: boolean) =>
    setSelected((before) => {
      const after = new Set(before);
      for (const guid of ticketGuids) {
        if (isSelected) after.add(guid);
        else after.delete(guid);
      }
      return after;
    });
  // j and k move through the page's tickets, Enter opens the one the keyboard is on, x chooses it.
  const move = (step: number) => {
    const at = rows.findIndex((row) => row.ticketGuid === activeGuid);
    const next = rows[at === -1 ? (step > 0 ? 0 : rows.length - 1) : Math.min(rows.length - 1, Math.max(0, at + step))];
    if (!next) return;
    setActiveGuid(next.ticketGuid);
    document.querySelector(`tr[data-ticket="${next.ticketGuid}"]`)?.scrollIntoView?.({ block: 'nearest' });
  };
  useShortcuts({
    j: () => move(1),
    k: () => move(-1),
    Enter: () => {
      if (activeGuid) void navigate(paths.agencyTicket(activeGuid));
    },
    x: () => activeGuid && select([activeGuid], !selected.has(activeGuid)),
  });
  if (inbox.isPending) return <Loading />;
  if (inbox.isError) {
    const { title, message } = agencyLoadError(inbox.error);
    return <ErrorCard title={title} message={message} />;
  }
  const { items, total, page, pageSize } = inbox.data;
  const size = pageSize || INBOX_PAGE_SIZE;
  // Past the counting limit the last page is not known: there is a next page while this one is full.
  const isCapped = isCountCapped(total);
  const pageCount = isCapped
    ? Math.max(page + (items.length === size ? 1 : 0), Math.floor(total / size))
    : Math.max(1, Math.ceil(total / size));
  const pageHref = (target: number) =>
    `?${inboxSearchParams(changeInboxQuery(query, { page: target }), false).toString()}`;
  // An old link, or the last tickets of the last page closed: past the end, with tickets before it.
  if (items.length === 0 && total > 0 && page > pageCount) {
    return (
      <section aria-label="Tickets">
        <p className="text-muted">
          {INBOX_MESSAGES.pastTheEnd(page)} <Link to={pageHref(pageCount)}>Go to the last page</Link>{' '}
          <span className="text-nowrap">({formatTotal(total)})</span>.
        </p>
      </section>
    );
  }
  return (
    // Busy while the next page or filter loads; the last answer stays on screen meanwhile.
    <section aria-label="Tickets" aria-busy={inbox.isPlaceholderData}>
      {items.length === 0 ? (
        <p className="text-muted">{INBOX_MESSAGES.empty}</p>
      ) : (
        <>
          <BulkActions
            rows={items.filter((row) => selected.has(row.ticketGuid))}
            onClear={() => setSelected(new Set())}
          />
          <InboxTable rows={items} selected={selected} onSelect={select} activeGuid={activeGuid} />
        </>
      )}
      {total > 0 && (
        <Pager
          page={page}
          pageCount={pageCount}
          pageCountText={isCapped && items.length === size ? `${pageCount}+` : undefined}
          summary={formatTotal(total)}
          pageHref={pageHref}
        />
      )}
    </section>
  );
}
