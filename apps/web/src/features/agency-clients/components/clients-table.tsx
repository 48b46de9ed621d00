import type { ClientSummary } from '@client-portal/contract';
import { Link } from 'react-router';
import { TimeAgo } from '../../../components/ui/time-ago';
import { paths } from '../../../config/paths';
import { personName } from '../../../lib/person';
import { AccountStateBadges } from '../../../components/account-state-badges';

/**
 * The clients' rows, with the portal's ticket-table classes (styles.css): below 768 px each row stacks, the name and
 * the state badges on top, then the other columns labelled with their headings.
 */
export function ClientsTable({ clients }: { clients: ClientSummary[] }) {
  return (
    <div className="table-responsive">
      <table className="ticket-table table table-hover align-middle">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Projects</th>
            <th scope="col">Last sign-in</th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {clients.map((client) => (
            <tr key={client.userGuid}>
              <td className="ticket-table-number">
                <Link to={paths.agencyClient(client.userGuid)}>{personName(client)}</Link>
              </td>
              <td className="ticket-table-extra text-break" data-label="Email">
                {client.email}
              </td>
              <td className="ticket-table-extra" data-label="Projects">
                {client.projects.length === 0 ? (
                  <span className="text-body-secondary">None</span>
                ) : (
                  client.projects.map((project) => project.name).join(', ')
                )}
              </td>
              <td className="ticket-table-extra text-nowrap" data-label="Last sign-in">
                {client.lastSignInAt ? <TimeAgo value={client.lastSignInAt} /> : 'Never'}
              </td>
              <td className="ticket-table-status">
                <AccountStateBadges account={client} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
