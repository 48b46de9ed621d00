import { isGuid, type AuditEntry, type Person } from '@client-portal/contract';
import { DATE_FORMATS, formatDate } from '../../lib/format';
import { personName } from '../../lib/person';
import { TimeAgo } from './time-ago';

/** How every history names these fields. */
const FIELD_LABELS: Record<string, string> = {
  name: 'title',
  assignee: 'assignee',
  assigneeUserGuid: 'assignee',
  createdBy: 'created by',
  status: 'status',
};

/** Fields too long to show before and after. */
const LONG_FIELDS = new Set([
  'description',
  // A Site Care report's rich text.
  'comments',
  'siteHealth',
  'pluginsUpdated',
  'pluginsDeleted',
  'themesUpdated',
  'themesDeleted',
  'securityIssues',
  'miscellaneous',
]);

const DATE_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d(?::\d\d(?:\.\d+)?)?(?:Z|[+-]\d\d:\d\d)$/;

/** A field as the API names it, in words: `twoFactorEnabled` → "two factor enabled". */
const inWords = (field: string) => field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

/** How the entry names what its GUIDs stand for (the server's `names`), and whom this screen knows. */
interface Naming {
  names: Record<string, string>;
  people: Person[];
}

function describeValue(value: unknown, naming: Naming): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (typeof value === 'string') {
    if (isGuid(value)) {
      // People, projects, tickets and files are kept by GUID: by name, as the server or this screen knows them.
      const guid = value.toLowerCase();
      const person = naming.people.find((p) => p.userGuid.toLowerCase() === guid);
      const name = naming.names[guid] ?? (person && personName(person));
      return name ?? 'something since removed';
    }
    return (DATE_TIME.test(value) && formatDate(value, DATE_FORMATS.dateTime)) || value;
  }
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length ? value.map((item) => describeValue(item, naming)).join(', ') : 'none';
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('firstName' in record && 'lastName' in record) {
      return `${String(record.firstName)} ${String(record.lastName)}`.trim();
    }
    // A thing added or removed (a monitor, a dashboard page, a project): by what people know it as.
    for (const key of ['title', 'name', 'url', 'email']) {
      if (typeof record[key] === 'string') return record[key];
    }
    // A group of settings (working time, targets): each part in words.
    const parts = Object.entries(record);
    if (parts.length > 0) {
      return parts.map(([key, part]) => `${inWords(key)} ${describeValue(part, naming)}`).join(', ');
    }
  }
  return 'changed';
}

interface DescribeOptions {
  action: string;
  people: Person[];
  /** The entry's `names`: what its GUIDs stand for. */
  names?: Record<string, string>;
  fieldLabels?: Record<string, string>;
  /** How this screen says a field's values in words (a dashboard page's icon by its name). */
  valueWords?: Record<string, (value: string) => string>;
}

/** One line per changed field: "status: new → in-progress"; long text only as changed; a post by its kind. */
export function describeChange(
  field: string,
  change: { before: unknown; after: unknown },
  { action, people, names = {}, fieldLabels = {}, valueWords = {} }: DescribeOptions,
): string {
  // The API records a post as a change of the thread, its action naming the kind ("internal note").
  if (field === 'thread') return `${action.charAt(0).toUpperCase()}${action.slice(1)} posted`;
  const label = fieldLabels[field] ?? FIELD_LABELS[field] ?? inWords(field);
  if (LONG_FIELDS.has(field)) return `${label} changed`;
  // A place in a list: which way it moved, not its numbers.
  if (field === 'sortOrder' && typeof change.before === 'number' && typeof change.after === 'number') {
    return change.after < change.before ? 'moved up' : 'moved down';
  }
  const words = valueWords[field];
  const say = (value: unknown) =>
    words && typeof value === 'string' ? words(value) : describeValue(value, { names, people });
  return `${label}: ${say(change.before)} → ${say(change.after)}`;
}

/** Who made an entry: a person, or the portal itself (a breach it found, a ticket an outage opened). */
export const actorName = (entry: AuditEntry) => (entry.actor ? personName(entry.actor) : 'Client Portal');

interface AuditHistoryProps {
  /** Newest first, as the API sends it. */
  history: AuditEntry[];
  /** Whom GUIDs in the changes may name (assignees, creators, authorised users). */
  people: Person[];
  /** How this screen labels its fields, where the API's name would read oddly. */
  fieldLabels?: Record<string, string>;
  valueWords?: DescribeOptions['valueWords'];
}

/** An entity's audit trail: who, when, from where, and each changed field. */
export function AuditHistory({ history, people, fieldLabels = {}, valueWords }: AuditHistoryProps) {
  return (
    <section className="mb-4" aria-labelledby="audit-history-heading">
      <h2 id="audit-history-heading" className="h5">
        History
      </h2>
      {history.length === 0 ? (
        <p className="text-muted">No changes yet.</p>
      ) : (
        <ol className="list-group">
          {history.map((entry) => {
            const changes = Object.entries(entry.changes);
            return (
              <li key={entry.auditGuid} className="list-group-item">
                <div className="d-flex flex-wrap gap-2">
                  <span className="fw-semibold">{actorName(entry)}</span>
                  <span className="text-body-secondary small">{entry.action}</span>
                  <span className="text-body-secondary small ms-auto">
                    <TimeAgo value={entry.createdAt} />
                  </span>
                </div>
                {changes.length > 0 && (
                  <ul className="small mb-0 ps-3 text-break">
                    {changes.map(([field, change]) => (
                      <li key={field}>
                        {describeChange(field, change, {
                          action: entry.action,
                          people,
                          names: entry.names,
                          fieldLabels,
                          valueWords,
                        })}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
