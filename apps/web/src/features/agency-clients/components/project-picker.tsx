import type { AgencyProject } from '@client-portal/contract';
import { useState } from 'react';
import { errorIdOf } from '../../../components/ui/field';

/** With more projects than this, a filter box narrows the list. */
export const PROJECT_FILTER_FROM = 8;

interface ProjectPickerProps {
  id: string;
  projects: AgencyProject[];
  /** The chosen projects' GUIDs, lower case. */
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
}

/** "Projects to grant": a checkbox per project. Projects the filter hides stay chosen. */
export function ProjectPicker({ id, projects, value, onChange, error }: ProjectPickerProps) {
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const shown = needle ? projects.filter((project) => project.name.toLowerCase().includes(needle)) : projects;
  const chosen = new Set(value);
  const toggle = (projectGuid: string, isChecked: boolean) =>
    onChange(isChecked ? [...value, projectGuid] : value.filter((guid) => guid !== projectGuid));

  return (
    <fieldset
      className="mb-3"
      aria-describedby={error ? errorIdOf(id) : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="form-label fs-6 mb-1">Projects to grant</legend>
      {projects.length === 0 ? (
        <p className="text-body-secondary small mb-0">There are no projects yet.</p>
      ) : (
        <>
          {projects.length > PROJECT_FILTER_FROM && (
            <input
              type="search"
              className="form-control form-control-sm mb-2"
              aria-label="Filter projects"
              placeholder="Filter projects"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
            />
          )}
          <div className="border rounded p-2 overflow-auto" style={{ maxHeight: '16rem' }}>
            {shown.length === 0 && <p className="text-body-secondary small mb-0">No projects match.</p>}
            {shown.map((project) => {
              const guid = project.projectGuid.toLowerCase();
              const checkboxId = `${id}-${guid}`;
              return (
                <div className="form-check" key={guid}>
                  <input
                    id={checkboxId}
                    type="checkbox"
                    className="form-check-input"
                    checked={chosen.has(guid)}
                    onChange={(event) => toggle(guid, event.target.checked)}
                  />
                  <label className="form-check-label" htmlFor={checkboxId}>
                    {project.name}
                  </label>
                </div>
              );
            })}
          </div>
          <div className="form-text" aria-live="polite">
            {value.length === 0
              ? 'No projects chosen: you can add them later.'
              : `${value.length} ${value.length === 1 ? 'project' : 'projects'} chosen.`}
          </div>
        </>
      )}
      {error && (
        <div id={errorIdOf(id)} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  );
}
