import type { ClientDetail as ClientDetailData } from '@client-portal/contract';
import { Link, useLocation } from 'react-router';
import { AuditHistory } from '../../../components/ui/audit-history';
import { ErrorCard } from '../../../components/ui/error-card';
import { Loading } from '../../../components/ui/loading';
import { PageTitle } from '../../../components/ui/page-title';
import { TimeAgo } from '../../../components/ui/time-ago';
import { paths } from '../../../config/paths';
import { agencyLoadError } from '../../../lib/agency-errors';
import { DATE_FORMATS, formatDate } from '../../../lib/format';
import { personName } from '../../../lib/person';
import { useClient } from '../api/get-client';
import { ClientAccountActions } from './client-account-actions';
import { ClientEditForm } from './client-edit-form';
import { ClientProjects } from './client-projects';
import { AccountStateBadges } from '../../../components/account-state-badges';
import type { ClientCreatedState } from './new-client-form';

const CLIENT_NOT_FOUND = { title: 'Client not found', message: 'There is no client at this address.' };

/** How the history names this screen's fields. */
const FIELD_LABELS: Record<string, string> = {
  firstName: 'first name',
  lastName: 'last name',
  email: 'email',
  disabled: 'disabled',
};

const isCreatedState = (state: unknown): state is ClientCreatedState =>
  typeof state === 'object' && state !== null && typeof (state as ClientCreatedState).invitationSentTo === 'string';

/** /agency/clients/{userGuid}: one client's account, projects and history. */
export function ClientDetail({ userGuid }: { userGuid: string }) {
  const clientQuery = useClient(userGuid);
  const { state } = useLocation();

  // A failed refetch keeps the client on screen (and the edit form's typed values); only a first load fails whole.
  if (clientQuery.data === undefined) {
    if (clientQuery.isError) {
      const { title, message } = agencyLoadError(clientQuery.error, CLIENT_NOT_FOUND);
      return (
        <>
          <PageTitle title={title} />
          <h1 className="visually-hidden">Client</h1>
          <ErrorCard title={title} message={message} />
          <Link to={paths.agencyClients}>Back to the clients</Link>
        </>
      );
    }
    return (
      <>
        <PageTitle title="Client" />
        <Loading />
      </>
    );
  }

  const client = clientQuery.data;
  const name = personName(client);
  return (
    <article>
      <PageTitle title={name} />
      <nav aria-label="Breadcrumb" className="small mb-2">
        <Link to={paths.agencyClients}>Clients</Link>
      </nav>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 text-break">{name}</h1>
        <AccountStateBadges account={client} />
      </div>
      {isCreatedState(state) && (
        <div className="alert alert-success" role="status">
          Invitation sent to {state.invitationSentTo}
        </div>
      )}
      <div className="row g-4">
        <div className="col-12 col-lg-7">
          <ClientSummaryCard client={client} />
          <ClientProjects client={client} />
          <AuditHistory history={client.history} people={[client]} fieldLabels={FIELD_LABELS} />
        </div>
        <div className="col-12 col-lg-5">
          <ClientEditForm client={client} />
          <ClientAccountActions client={client} />
        </div>
      </div>
    </article>
  );
}

function ClientSummaryCard({ client }: { client: ClientDetailData }) {
  const state = client.disabled ? 'Disabled' : client.hasPassword ? 'Active' : 'Invited (no password set yet)';
  return (
    <div className="card mb-4">
      <div className="card-body">
        <dl className="row mb-0">
          <dt className="col-sm-4">Email</dt>
          <dd className="col-sm-8 text-break">
            <a href={`mailto:${client.email}`}>{client.email}</a>
          </dd>
          <dt className="col-sm-4">State</dt>
          <dd className="col-sm-8">{state}</dd>
          <dt className="col-sm-4">Last sign-in</dt>
          <dd className="col-sm-8">{client.lastSignInAt ? <TimeAgo value={client.lastSignInAt} /> : 'Never'}</dd>
          <dt className="col-sm-4">Added</dt>
          <dd className="col-sm-8 mb-0">
            <time dateTime={client.createdAt}>{formatDate(client.createdAt, DATE_FORMATS.date)}</time>
          </dd>
        </dl>
      </div>
    </div>
  );
}
