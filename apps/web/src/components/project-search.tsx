import { useState } from 'react';
import { useAgencyProjects } from '../api/get-agency-projects';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { SearchCombobox, type ComboboxOption } from './ui/search-combobox';

/** How many projects a picker offers at once: typing more narrows them. */
export const PICKER_PAGE_SIZE = 10;

export interface PickedProject {
  projectGuid: string;
  name: string;
}

interface ProjectSearchProps {
  id: string;
  label: string;
  onPick: (project: PickedProject) => void;
  /** The text the box starts with (the chosen project's name). */
  initialText?: string;
  /** Empties the box after a pick (a picker that adds to a list). */
  isClearedOnPick?: boolean;
  /** Called when the box is emptied (a filter that goes back to every project). */
  onClear?: () => void;
  /** Called when the text is changed by typing (a form's pick no longer stands). */
  onEdit?: () => void;
  /** Projects offered but not pickable, with the reason (lower-case GUIDs). */
  unavailable?: { guids: ReadonlySet<string>; note: string };
  placeholder?: string;
  error?: string;
  errorId?: string;
  size?: 'sm';
}

/** A box that searches the projects by name on the server as one types, and offers the first few found. */
export function ProjectSearch({
  initialText = '',
  isClearedOnPick = false,
  onPick,
  onClear,
  onEdit,
  unavailable,
  placeholder = 'Type a project name',
  ...box
}: ProjectSearchProps) {
  const [text, setText] = useState(initialText);
  const q = useDebouncedValue(text.trim());
  const projects = useAgencyProjects({ q: q || undefined, pageSize: PICKER_PAGE_SIZE });
  const options: ComboboxOption[] | undefined = projects.data?.items.map((project) => {
    const value = project.projectGuid.toLowerCase();
    return {
      value,
      label: project.name,
      disabledNote: unavailable?.guids.has(value) ? unavailable.note : undefined,
    };
  });
  return (
    <SearchCombobox
      {...box}
      placeholder={placeholder}
      text={text}
      onTextChange={(next) => {
        setText(next);
        onEdit?.();
        if (next.trim() === '') onClear?.();
      }}
      options={options}
      total={projects.data?.total}
      isLoading={projects.isFetching}
      isError={projects.isError}
      noMatch={q ? `No projects match “${q}”.` : 'There are no projects yet.'}
      onPick={(option) => {
        setText(isClearedOnPick ? '' : option.label);
        onPick({ projectGuid: option.value, name: option.label });
      }}
    />
  );
}
