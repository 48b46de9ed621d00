import { AUDIT_OBJECT_TYPES, AuditQuery, type StaffAccount } from '@client-portal/contract';
import { useId, type FormEvent } from 'react';
import { Link } from 'react-router';
import { personName } from '../../../lib/person';

interface AuditFiltersProps {
  query: AuditQuery;
  /** The people to choose from: the staff accounts, disabled ones too (only staff write to the log). */
  people: StaffAccount[];
  onChange: (change: Partial<AuditQuery>) => void;
}

/**
 * "Person" and "Kind" apply at once; "About" (a name, a ticket's title or number, an email address) on Enter or the
 * button. An entry's "Only this …" link narrows the log to that one thing, said above the filters.
 */
export function AuditFilters({ query, people, onChange }: AuditFiltersProps) {
  const id = useId();

  const onAbout = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('about') ?? '').trim();
    onChange({ about: value || undefined });
  };

  const actorChoices =
    query.actorUserGuid && !people.some((person) => person.userGuid.toLowerCase() === query.actorUserGuid)
      ? [{ userGuid: query.actorUserGuid, label: 'Someone no longer listed' }]
      : [];

  return (
    <div className="row g-2 align-items-end mb-3">
      {query.entityGuid && (
        <p className="col-12 mb-0 small">
          Showing the entries of one {query.objectType ?? 'thing'} only.{' '}
          <Link to={{ search: '' }}>Show every entry</Link>
        </p>
      )}
      <form
        role="search"
        aria-label="Filter by what it is about"
        className="col-12 col-md-6 col-xl-4"
        onSubmit={onAbout}
      >
        <label htmlFor={`${id}-about`} className="form-label small mb-1">
          About
        </label>
        <div className="input-group input-group-sm">
          {/* Keyed by the address's value, so that going back or clearing the filters shows it. */}
          <input
            key={query.about ?? ''}
            id={`${id}-about`}
            name="about"
            type="search"
            maxLength={200}
            className="form-control"
            placeholder="A name, a ticket’s title or #number, an email address"
            defaultValue={query.about ?? ''}
          />
          <button type="submit" className="btn btn-outline-primary">
            Filter
          </button>
        </div>
      </form>
      <div className="col-6 col-md-3 col-xl-2">
        <label htmlFor={`${id}-kind`} className="form-label small mb-1">
          Kind
        </label>
        <select
          id={`${id}-kind`}
          className="form-select form-select-sm"
          value={query.objectType ?? ''}
          onChange={(event) =>
            onChange({ objectType: AuditQuery.shape.objectType.safeParse(event.target.value || undefined).data })
          }
        >
          <option value="">Everything</option>
          {AUDIT_OBJECT_TYPES.map((type) => (
            <option key={type} value={type}>
              {type === 'account' ? 'sign-ins' : type}
            </option>
          ))}
        </select>
      </div>
      <div className="col-6 col-md-3 col-xl-3">
        <label htmlFor={`${id}-actor`} className="form-label small mb-1">
          Person
        </label>
        <select
          id={`${id}-actor`}
          className="form-select form-select-sm"
          value={query.actorUserGuid ?? ''}
          onChange={(event) => onChange({ actorUserGuid: event.target.value || undefined })}
        >
          <option value="">Anyone</option>
          {people.map((person) => (
            <option key={person.userGuid} value={person.userGuid.toLowerCase()}>
              {personName(person)}
              {person.disabled ? ' (disabled)' : ''}
            </option>
          ))}
          {actorChoices.map((choice) => (
            <option key={choice.userGuid} value={choice.userGuid}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      {(query.entityGuid || query.actorUserGuid || query.about || query.objectType) && (
        <div className="col-12">
          <Link className="small" to={{ search: '' }}>
            Clear filters
          </Link>
        </div>
      )}
    </div>
  );
}
