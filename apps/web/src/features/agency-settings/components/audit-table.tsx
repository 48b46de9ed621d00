import type { AuditEntry, Person } from '@client-portal/contract';
import { Link } from 'react-router';
import { actorName, describeChange } from '../../../components/ui/audit-history';
import { TimeAgo } from '../../../components/ui/time-ago';
import { paths } from '../../../config/paths';
import { DATE_FORMATS, formatDate } from '../../../lib/format';

/** The workspace page of each kind of entity the log names, where there is one. */
const ENTITY_PAGES: Record<string, (guid: string) => string> = {
  ticket: paths.agencyTicket,
  client: paths.agencyClient,
  project: paths.agencyProject,
  'site care schedule': paths.agencySchedule,
  'site care report': paths.agencyReport,
};

const entityHref = (entry: Pick<AuditEntry, 'objectType' | 'objectGuid'>): string | undefined =>
  ENTITY_PAGES[entry.objectType]?.(entry.objectGuid);

interface AuditTableProps {
  entries: AuditEntry[];
  /** Whom GUIDs in the changes may name. */
  people: Person[];
  /** The address of the log narrowed to one entity. */
  entityFilterHref: (entry: AuditEntry) => string;
}

/**
 * The log's entries, with the portal's ticket-table classes (styles.css): below 768 px each entry stacks, what
 * happened and when on top, the rest labelled with their headings.
 */
export function AuditTable({ entries, people, entityFilterHref }: AuditTableProps) {
  return (
    <div className="table-responsive">
      <table className="ticket-table table align-middle">
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">From</th>
            <th scope="col">What</th>
            <th scope="col">Changes</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const href = entityHref(entry);
            const changes = Object.entries(entry.changes);
            const about = entry.names[entry.objectGuid.toLowerCase()];
            return (
              <tr key={entry.auditGuid}>
                <td className="ticket-table-status text-nowrap">
                  <TimeAgo value={entry.createdAt} />
                  <div className="small text-body-secondary">{formatDate(entry.createdAt, DATE_FORMATS.dateTime)}</div>
                </td>
                <td className="ticket-table-extra" data-label="Who">
                  {actorName(entry)}
                </td>
                <td className="ticket-table-extra text-nowrap" data-label="From">
                  {entry.ipAddress ?? '–'}
                </td>
                <td className="ticket-table-number">
                  {/* What it is about, by name: never a GUID. */}
                  {href ? (
                    <Link to={href}>
                      {entry.objectType}
                      {about ? ` ${about}` : ''}
                    </Link>
                  ) : (
                    <>
                      {entry.objectType}
                      {about ? ` ${about}` : ''}
                    </>
                  )}{' '}
                  <span className="fw-normal">{entry.action}</span>
                  <div className="small fw-normal">
                    <Link to={entityFilterHref(entry)} className="link-secondary">
                      Only this {entry.objectType}
                    </Link>
                  </div>
                </td>
                <td className="ticket-table-extra" data-label="Changes">
                  {changes.length === 0 ? (
                    '–'
                  ) : (
                    <ul className="list-unstyled small mb-0">
                      {changes.map(([field, change]) => (
                        <li key={field} className="text-break">
                          {describeChange(field, change, { action: entry.action, people, names: entry.names })}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
