import { useId, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorCard } from '../../../components/ui/error-card';
import { Loading } from '../../../components/ui/loading';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { agencyLoadError } from '../../../lib/agency-errors';
import { useAgencyClients } from '../../../api/get-agency-clients';
import { ClientsTable } from './clients-table';

export const CLIENTS_MESSAGES = {
  none: 'No clients yet.',
  noMatch: (q: string) => `No clients match “${q}”.`,
} as const;

/** /agency/clients: every client user. The search lives in the address (?q=), applied on Enter or the button. */
export function ClientsList() {
  const id = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q')?.trim() || undefined;

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
      <ClientsResults q={q} />
    </>
  );
}

function ClientsResults({ q }: { q: string | undefined }) {
  const clients = useAgencyClients(q);
  if (clients.isPending) return <Loading />;
  if (clients.isError) {
    const { title, message } = agencyLoadError(clients.error);
    return <ErrorCard title={title} message={message} />;
  }
  return (
    <section aria-label="Clients" aria-busy={clients.isPlaceholderData}>
      {clients.data.length === 0 ? (
        <p className="text-muted">{q ? CLIENTS_MESSAGES.noMatch(q) : CLIENTS_MESSAGES.none}</p>
      ) : (
        <ClientsTable clients={clients.data} />
      )}
    </section>
  );
}
