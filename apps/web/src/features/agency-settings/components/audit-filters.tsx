import { isGuid, type AuditQuery, type StaffAccount } from '@client-portal/contract';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { errorIdOf, invalidProps } from '../../../components/ui/field';
import { personName } from '../../../lib/person';

interface AuditFiltersProps {
  query: AuditQuery;
  /** The people to choose from: the staff accounts (only staff write to the log). */
  people: StaffAccount[];
  onChange: (change: Partial<AuditQuery>) => void;
}

/** "Person" applies at once; "Entity GUID" on Enter or the button, once it reads as a GUID. */
export function AuditFilters({ query, people, onChange }: AuditFiltersProps) {
  const id = useId();
  const [entityError, setEntityError] = useState<string>();

  const onEntity = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('entityGuid') ?? '').trim();
    if (value && !isGuid(value)) {
      setEntityError('Enter a GUID such as 3f6c2a1e-8d4b-4c7a-9e21-5b0d7f3a9c11.');
      return;
    }
    setEntityError(undefined);
    onChange({ entityGuid: value ? value.toLowerCase() : undefined });
  };

  const actorChoices =
    query.actorUserGuid && !people.some((person) => person.userGuid.toLowerCase() === query.actorUserGuid)
      ? [{ userGuid: query.actorUserGuid, label: query.actorUserGuid }]
      : [];

  return (
    <div className="row g-2 align-items-start mb-3">
      <form role="search" aria-label="Filter by entity" className="col-12 col-md-7 col-xl-5" onSubmit={onEntity}>
        <label htmlFor={`${id}-entity`} className="form-label small mb-1">
          Entity GUID
        </label>
        <div className="input-group input-group-sm has-validation">
          {/* Keyed by the address's value, so that going back or clearing the filters shows it. */}
          <input
            key={query.entityGuid ?? ''}
            id={`${id}-entity`}
            name="entityGuid"
            className={`form-control font-monospace${entityError ? ' is-invalid' : ''}`}
            autoComplete="off"
            spellCheck={false}
            defaultValue={query.entityGuid ?? ''}
            {...invalidProps(`${id}-entity`, entityError)}
          />
          <button type="submit" className="btn btn-outline-primary">
            Filter
          </button>
        </div>
        {entityError && (
          <div id={errorIdOf(`${id}-entity`)} className="invalid-feedback d-block">
            {entityError}
          </div>
        )}
      </form>
      <div className="col-12 col-md-5 col-xl-3">
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
            </option>
          ))}
          {actorChoices.map((choice) => (
            <option key={choice.userGuid} value={choice.userGuid}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      {(query.entityGuid || query.actorUserGuid) && (
        <div className="col-12">
          <Link className="small" to={{ search: '' }} onClick={() => setEntityError(undefined)}>
            Clear filters
          </Link>
        </div>
      )}
    </div>
  );
}
