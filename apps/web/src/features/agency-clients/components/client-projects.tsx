import { formProblem } from '../../../lib/agency-errors';
import type { ClientDetail } from '@client-portal/contract';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useAgencyProjects } from '../../../api/get-agency-projects';
import { useGrantProjectAccess } from '../api/grant-project-access';
import { useRevokeProjectAccess } from '../api/revoke-project-access';
import { TitledCard } from '../../../components/ui/titled-card';
import { RemoveButton } from '../../../components/ui/remove-button';
import { personName } from '../../../lib/person';

type Notice = { kind: 'success'; message: string } | { kind: 'problem'; message: string };

/** The projects the client may see: each with Remove, and "Add to project" with the others. */
export function ClientProjects({ client }: { client: ClientDetail }) {
  const id = useId();
  const projects = useAgencyProjects();
  const grant = useGrantProjectAccess(client.userGuid);
  const revoke = useRevokeProjectAccess(client.userGuid);
  const [chosen, setChosen] = useState('');
  const [notice, setNotice] = useState<Notice>();

  const granted = new Set(client.projects.map((project) => project.projectGuid.toLowerCase()));
  const others = (projects.data ?? []).filter((project) => !granted.has(project.projectGuid.toLowerCase()));
  const nameOf = (projectGuid: string) =>
    projects.data?.find((project) => project.projectGuid.toLowerCase() === projectGuid)?.name ?? 'the project';

  const onAdd = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!chosen) {
      setNotice({ kind: 'problem', message: 'Choose a project to add.' });
      return;
    }
    setNotice(undefined);
    grant.mutate(chosen, {
      onSuccess: () => {
        setNotice({ kind: 'success', message: `Added to ${nameOf(chosen)}.` });
        setChosen('');
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
      {projects.isError ? (
        <p className="text-danger small">The projects could not be loaded.</p>
      ) : (
        <form onSubmit={onAdd} aria-label="Add to project" className="d-flex flex-wrap align-items-end gap-2">
          <div className="flex-grow-1">
            <label htmlFor={`${id}-project`} className="form-label small mb-1">
              Add to project
            </label>
            <select
              id={`${id}-project`}
              className="form-select form-select-sm"
              value={chosen}
              disabled={projects.isPending || others.length === 0}
              onChange={(event) => setChosen(event.target.value)}
            >
              <option value="">
                {projects.isPending
                  ? 'Loading projects…'
                  : others.length === 0
                    ? 'On every project already'
                    : 'Choose a project'}
              </option>
              {others.map((project) => (
                <option key={project.projectGuid} value={project.projectGuid.toLowerCase()}>
                  {project.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn btn-sm btn-primary" disabled={grant.isPending || others.length === 0}>
            {grant.isPending && <Spinner label="Adding" />} Add
          </button>
        </form>
      )}
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
