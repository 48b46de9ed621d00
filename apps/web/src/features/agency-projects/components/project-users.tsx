import type { AgencyProjectDetail } from '@client-portal/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { formProblem } from '../../../lib/agency-errors';
import { personName } from '../../../lib/person';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useClientSearch } from '../api/get-clients';
import { useGrantProjectUser, useRemoveProjectUser } from '../api/grant-project-user';
import { TitledCard } from '../../../components/ui/titled-card';
import { RemoveButton } from '../../../components/ui/remove-button';

type Notice = { kind: 'success'; message: string } | { kind: 'problem'; message: string };

/** "Invite a new client" opens the new-client form with this project chosen (that screen reads ?projectGuid=). */
const inviteClientHref = (projectGuid: string) =>
  `${paths.agencyNewClient}?${new URLSearchParams({ projectGuid }).toString()}`;

/** The project's authorised users: each with Remove; "Add a client" searches the existing clients. */
export function ProjectUsers({ project }: { project: AgencyProjectDetail }) {
  const id = useId();
  const grant = useGrantProjectUser(project.projectGuid);
  const remove = useRemoveProjectUser(project.projectGuid);
  const [text, setText] = useState('');
  // The search goes to the server once typing pauses.
  const q = useDebouncedValue(text.trim());
  const [notice, setNotice] = useState<Notice>();
  const onProject = new Set(project.users.map((user) => user.userGuid.toLowerCase()));

  const onAdd = (userGuid: string, name: string) => {
    setNotice(undefined);
    grant.mutate(userGuid, {
      onSuccess: () => setNotice({ kind: 'success', message: `${name} added.` }),
      onError: (error) => setNotice({ kind: 'problem', message: formProblem(error).message }),
    });
  };

  const onRemove = (userGuid: string, name: string) => {
    setNotice(undefined);
    remove.mutate(userGuid, {
      onSuccess: () => {
        setNotice({ kind: 'success', message: `${name} removed.` });
        // The row is gone: the keyboard goes on to adding a client.
        document.getElementById(`${id}-q`)?.focus();
      },
      onError: (error) => setNotice({ kind: 'problem', message: formProblem(error).message }),
    });
  };

  return (
    <TitledCard headingId={`${id}-heading`} title="Authorised users">
      {project.users.length === 0 ? (
        <p className="text-body-secondary">No authorised users.</p>
      ) : (
        <ul className="list-group mb-3">
          {project.users.map((user) => (
            <li
              key={user.userGuid}
              className="list-group-item d-flex flex-wrap align-items-center justify-content-between gap-2"
            >
              <span className="text-break">
                <Link to={paths.agencyClient(user.userGuid)}>{personName(user)}</Link>{' '}
                <span className="text-body-secondary small">{user.email}</span>
              </span>
              <RemoveButton
                label={`Remove ${personName(user)}`}
                question={`Remove ${personName(user)} from ${project.name}?`}
                warning="They no longer see this project's tickets, pages and reports."
                isPending={remove.isPending && remove.variables === user.userGuid}
                isBusy={remove.isPending}
                onRemove={() => onRemove(user.userGuid, personName(user))}
              />
            </li>
          ))}
        </ul>
      )}
      <h3 className="h6">Add a client</h3>
      <form
        role="search"
        aria-label="Search clients to add"
        onSubmit={(event) => event.preventDefault()}
        className="mb-2"
      >
        <label htmlFor={`${id}-q`} className="form-label small mb-1">
          Search clients
        </label>
        <input
          id={`${id}-q`}
          name="q"
          type="search"
          maxLength={200}
          className="form-control form-control-sm"
          placeholder="Type a name or email"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </form>
      {q && (
        <ClientResults
          q={q}
          onProject={onProject}
          isAdding={grant.isPending}
          addingGuid={grant.variables}
          onAdd={onAdd}
        />
      )}
      <p className="small mt-2 mb-0">
        Not a client yet? <Link to={inviteClientHref(project.projectGuid)}>Invite a new client</Link>
      </p>
      <div className="mt-2" role="status">
        {notice?.kind === 'success' && <p className="text-success small mb-0">{notice.message}</p>}
      </div>
      {notice?.kind === 'problem' && (
        <div className="alert alert-danger mt-2 mb-0" role="alert">
          {notice.message}
        </div>
      )}
    </TitledCard>
  );
}

interface ClientResultsProps {
  q: string;
  onProject: Set<string>;
  isAdding: boolean;
  addingGuid: string | undefined;
  onAdd: (userGuid: string, name: string) => void;
}

function ClientResults({ q, onProject, isAdding, addingGuid, onAdd }: ClientResultsProps) {
  const clients = useClientSearch(q);
  if (clients.isPending) return <p className="small text-muted">Searching...</p>;
  if (clients.isError) return <p className="small text-danger">The clients could not be loaded.</p>;
  const { items, total } = clients.data;
  if (items.length === 0) return <p className="small text-muted">No clients match “{q}”.</p>;
  return (
    <>
      <ul className="list-group list-group-flush" aria-label="Matching clients" aria-busy={clients.isPlaceholderData}>
        {items.map((client) => {
          const name = personName(client);
          const isOnProject = onProject.has(client.userGuid.toLowerCase());
          return (
            <li
              key={client.userGuid}
              className="list-group-item px-0 d-flex flex-wrap align-items-center justify-content-between gap-2"
            >
              <span className="text-break">
                {name} <span className="text-body-secondary small">{client.email}</span>
                {client.disabled && <span className="badge text-bg-secondary ms-1">Disabled</span>}
              </span>
              {isOnProject ? (
                <span className="small text-body-secondary">Already added</span>
              ) : (
                <button
                  type="button"
                  className="btn btn-sm btn-outline-primary"
                  aria-label={`Add ${name}`}
                  disabled={isAdding}
                  onClick={() => onAdd(client.userGuid, name)}
                >
                  {isAdding && addingGuid === client.userGuid && <Spinner label="Adding" />} Add
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {total > items.length && (
        <p className="small text-muted mb-0">
          {items.length} of {total} shown: type more to narrow them.
        </p>
      )}
    </>
  );
}
