import type { ProjectUser } from '@client-portal/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorCard } from '../../../components/ui/error-card';
import { Loading } from '../../../components/ui/loading';
import { TICKET_DETAIL_ERRORS, TICKET_LIST_MESSAGES } from '../errors';

/** The users authorised on the ticket's project; a failure stays inside this section (spec §4 fetchUsersFailed). */
export function TicketUsers({ query }: { query: UseQueryResult<ProjectUser[]> }) {
  if (query.isError) {
    const { title, message } = TICKET_DETAIL_ERRORS.fetchUsersFailed;
    return <ErrorCard title={title} message={message} />;
  }
  if (query.isPending) return <Loading text={TICKET_LIST_MESSAGES.loading} />;
  if (query.data.length === 0) return <p className="text-muted">No authorised users.</p>;
  return (
    <ul className="list-group mb-0">
      {query.data.map((user) => (
        <li key={user.userGuid} className="list-group-item d-flex flex-wrap column-gap-3">
          <span>
            {user.firstName} {user.lastName}
          </span>
          <a className="text-break" href={`mailto:${user.email}`}>
            {user.email}
          </a>
        </li>
      ))}
    </ul>
  );
}
