import { useState } from 'react';
import { useAgencyProject } from '../../../api/get-agency-projects';
import { ProjectSearch } from '../../../components/project-search';
import { errorIdOf } from '../../../components/ui/field';

interface ProjectPickerProps {
  id: string;
  /** The chosen projects' GUIDs, lower case. */
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
}

/** "Projects to grant": a search of the projects on the server, and the chosen ones, each with Remove. */
export function ProjectPicker({ id, value, onChange, error }: ProjectPickerProps) {
  // Names of the projects picked here; one chosen before (the address's ?projectGuid=) is read from the server.
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  const chosen = new Set(value);

  return (
    <fieldset
      className="mb-3"
      aria-describedby={error ? errorIdOf(id) : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="form-label fs-6 mb-1">Projects to grant</legend>
      <ProjectSearch
        id={`${id}-search`}
        label="Find a project"
        size="sm"
        isClearedOnPick
        unavailable={{ guids: chosen, note: 'chosen' }}
        onPick={(project) => {
          setNames((current) => new Map(current).set(project.projectGuid, project.name));
          onChange([...value, project.projectGuid]);
        }}
      />
      {value.length > 0 && (
        <ul className="list-group mt-2" aria-label="Chosen projects">
          {value.map((projectGuid) => (
            <ChosenProject
              key={projectGuid}
              projectGuid={projectGuid}
              name={names.get(projectGuid)}
              onRemove={() => onChange(value.filter((guid) => guid !== projectGuid))}
            />
          ))}
        </ul>
      )}
      <div className="form-text" aria-live="polite">
        {value.length === 0
          ? 'No projects chosen: you can add them later.'
          : `${value.length} ${value.length === 1 ? 'project' : 'projects'} chosen.`}
      </div>
      {error && (
        <div id={errorIdOf(id)} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  );
}

interface ChosenProjectProps {
  projectGuid: string;
  name: string | undefined;
  onRemove: () => void;
}

function ChosenProject({ projectGuid, name, onRemove }: ChosenProjectProps) {
  const project = useAgencyProject(name === undefined ? projectGuid : undefined);
  const shown = name ?? project.data?.name ?? (project.isError ? 'A project that could not be loaded' : 'Loading…');
  return (
    <li className="list-group-item d-flex flex-wrap align-items-center justify-content-between gap-2 py-1">
      <span className="text-break">{shown}</span>
      <button type="button" className="btn btn-sm btn-link" aria-label={`Remove ${shown}`} onClick={onRemove}>
        Remove
      </button>
    </li>
  );
}
