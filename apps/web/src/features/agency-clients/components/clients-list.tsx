import { PageNumber } from '@client-portal/contract';
import { useId, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorCard } from '../../../components/ui/error-card';
import { Loading } from '../../../components/ui/loading';
import { PageTitle } from '../../../components/ui/page-title';
import { Pager } from '../../../components/ui/pager';
import { paths } from '../../../config/paths';
import { agencyLoadError } from '../../../lib/agency-errors';
import { useAgencyClients } from '../../../api/get-agency-clients';
import { ClientsTable } from './clients-table';

const CLIENTS_MESSAGES = {
  none: 'No clients yet.',
  noMatch: (q: string) => `No clients match “${q}”.`,
  pastTheEnd: (page: number) => `There is no page ${page}.`,
} as const;

const formatTotal = (total: number) => `${total} ${total === 1 ? 'client' : 'clients'}`;

/** The list's address: the search and the page, page 1 left out. */
const listHref = (q: string | undefined, page: number) => {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '?';
};

/**
 * /agency/clients: the client users, a page at a time, searched on the server. The search and the page live in the
 * address (?q=&page=); the search applies on Enter or the button, and starts again at page 1.
 */
export function ClientsList() {
  const id = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q')?.trim() || undefined;
  // A page number that is not one (an edited address) shows the first page.
  const page = PageNumber.safeParse(searchParams.get('page') ?? undefined).data ?? 1;

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    setSearchParams(value ? { q: value } : {});
  };

  return (
    <>
      <PageTitle title="Clients" />
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0">Clients</h1>
        <Link className="btn btn-primary" to={paths.agencyNewClient}>
          New client
        </Link>
      </div>
      <form
        role="search"
        aria-label="Search clients"
        className="mb-3 col-12 col-md-8 col-lg-6 px-0"
        onSubmit={onSearch}
      >
        <label htmlFor={`${id}-q`} className="form-label small mb-1">
          Search
        </label>
        <div className="input-group input-group-sm">
          {/* Keyed by the address's search, so that going back shows it. */}
          <input
            key={q ?? ''}
            id={`${id}-q`}
            name="q"
            type="search"
            maxLength={200}
            className="form-control"
            placeholder="Name or email"
            defaultValue={q ?? ''}
          />
          <button type="submit" className="btn btn-outline-primary">
            Search
          </button>
        </div>
        {q && (
          <Link className="small d-inline-block mt-1" to={{ search: '' }}>
            Clear search
          </Link>
        )}
      </form>
      <ClientsResults q={q} page={page} />
    </>
  );
}

function ClientsResults({ q, page }: { q: string | undefined; page: number }) {
  const clients = useAgencyClients({ q, page });
  if (clients.isPending) return <Loading />;
  if (clients.isError) {
    const { title, message } = agencyLoadError(clients.error);
    return <ErrorCard title={title} message={message} />;
  }
  const { items, total, pageSize } = clients.data;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (items.length === 0 && total > 0) {
    return (
      <section aria-label="Clients">
        <p className="text-muted">
          {CLIENTS_MESSAGES.pastTheEnd(page)} <Link to={listHref(q, pageCount)}>Go to the last page</Link>.
        </p>
      </section>
    );
  }
  return (
    // Busy while the next search or page loads; the last answer stays on screen meanwhile.
    <section aria-label="Clients" aria-busy={clients.isPlaceholderData}>
      {items.length === 0 ? (
        <p className="text-muted">{q ? CLIENTS_MESSAGES.noMatch(q) : CLIENTS_MESSAGES.none}</p>
      ) : (
        <>
          <ClientsTable clients={items} />
          <Pager
            page={clients.data.page}
            pageCount={pageCount}
            summary={formatTotal(total)}
            pageHref={(target) => listHref(q, target)}
            label="Pages of clients"
          />
        </>
      )}
    </section>
  );
}
