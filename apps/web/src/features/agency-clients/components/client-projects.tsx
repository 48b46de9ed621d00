import { formProblem } from '../../../lib/agency-errors';
import type { ClientDetail } from '@client-portal/contract';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { ProjectSearch, type PickedProject } from '../../../components/project-search';
import { useGrantProjectAccess } from '../api/grant-project-access';
import { useRevokeProjectAccess } from '../api/revoke-project-access';
import { TitledCard } from '../../../components/ui/titled-card';
import { RemoveButton } from '../../../components/ui/remove-button';
import { personName } from '../../../lib/person';

type Notice = { kind: 'success'; message: string } | { kind: 'problem'; message: string };

/** The projects the client may see: each with Remove, and "Add to project" with the others. */
export function ClientProjects({ client }: { client: ClientDetail }) {
  const id = useId();
  const grant = useGrantProjectAccess(client.userGuid);
  const revoke = useRevokeProjectAccess(client.userGuid);
  const [chosen, setChosen] = useState<PickedProject>();
  // A new search box after each addition: it starts empty.
  const [searchKey, setSearchKey] = useState(0);
  const [notice, setNotice] = useState<Notice>();

  const granted = new Set(client.projects.map((project) => project.projectGuid.toLowerCase()));

  const onAdd = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!chosen) {
      setNotice({ kind: 'problem', message: 'Choose a project to add.' });
      return;
    }
    setNotice(undefined);
    grant.mutate(chosen.projectGuid, {
      onSuccess: () => {
        setNotice({ kind: 'success', message: `Added to ${chosen.name}.` });
        setChosen(undefined);
        setSearchKey((key) => key + 1);
      },
      onError: (error) => setNotice({ kind: 'problem', message: formProblem(error).message }),
    });
  };

  const onRemove = (projectGuid: string, name: string) => {
    setNotice(undefined);
    revoke.mutate(projectGuid, {
      onSuccess: () => {
        setNotice({ kind: 'success', message: `Removed from ${name}.` });
        // The row is gone: the keyboard goes on to adding a project (the removed one is among the choices again).
        document.getElementById(`${id}-project`)?.focus();
      },
      onError: (error) => setNotice({ kind: 'problem', message: formProblem(error).message }),
    });
  };

  return (
    <TitledCard headingId={`${id}-heading`} title="Projects">
      {client.projects.length === 0 ? (
        <p className="text-body-secondary">Not on any project yet.</p>
      ) : (
        <ul className="list-group mb-3">
          {client.projects.map((project) => (
            <li
              key={project.projectGuid}
              className="list-group-item d-flex flex-wrap align-items-center justify-content-between gap-2"
            >
              <Link to={paths.agencyProject(project.projectGuid)} className="text-break">
                {project.name}
              </Link>
              <RemoveButton
                label={`Remove from ${project.name}`}
                question={`Remove ${personName(client)} from ${project.name}?`}
                warning="They no longer see its tickets, pages and reports."
                isPending={revoke.isPending && revoke.variables === project.projectGuid.toLowerCase()}
                isBusy={revoke.isPending}
                onRemove={() => onRemove(project.projectGuid.toLowerCase(), project.name)}
              />
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={onAdd} aria-label="Add to project" className="d-flex flex-wrap align-items-start gap-2">
        <div className="flex-grow-1">
          <ProjectSearch
            key={searchKey}
            id={`${id}-project`}
            label="Add to project"
            size="sm"
            unavailable={{ guids: granted, note: 'already on it' }}
            onPick={setChosen}
            onEdit={() => setChosen(undefined)}
          />
        </div>
        <button
          type="submit"
          className="btn btn-sm btn-primary"
          style={{ marginTop: '1.6rem' }}
          disabled={grant.isPending}
        >
          {grant.isPending && <Spinner label="Adding" />} Add
        </button>
      </form>
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
