import { useState, type KeyboardEvent } from 'react';

export interface ComboboxOption {
  /** What is picked (a GUID, lower case). */
  value: string;
  label: string;
  /** A second line of the option (an email address). */
  detail?: string;
  /** Shown but not pickable, with the reason after the label ("already on the project"). */
  disabledNote?: string;
}

interface SearchComboboxProps {
  id: string;
  label: string;
  placeholder?: string;
  /** The text typed: the owner searches the server with it (debounced, useDebouncedValue). */
  text: string;
  onTextChange: (text: string) => void;
  /** The answer to the last search; undefined before the first. */
  options: ComboboxOption[] | undefined;
  /** How many match in all, when more than `options` hold. */
  total?: number;
  isLoading: boolean;
  isError: boolean;
  onPick: (option: ComboboxOption) => void;
  noMatch: string;
  isDisabled?: boolean;
  /** An error of the form field the combobox is: described by it and marked invalid. */
  error?: string;
  errorId?: string;
  size?: 'sm';
}

/**
 * A text box that searches as one types and offers what the server found (the ARIA combobox pattern with a listbox):
 * Down and Up move through the options, Enter picks one, Escape closes the list; a click picks too. The owner keeps
 * the text and the search; picking tells it the option.
 */
export function SearchCombobox({
  id,
  label,
  placeholder,
  text,
  onTextChange,
  options,
  total,
  isLoading,
  isError,
  onPick,
  noMatch,
  isDisabled = false,
  error,
  errorId,
  size,
}: SearchComboboxProps) {
  const [isOpen, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = `${id}-options`;
  const shown = options ?? [];
  const optionId = (index: number) => `${id}-option-${index}`;
  const isExpanded = isOpen && shown.length > 0;

  const pick = (option: ComboboxOption | undefined) => {
    if (!option || option.disabledNote) return;
    onPick(option);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (shown.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + shown.length) % shown.length);
    } else if (event.key === 'Enter' && isExpanded) {
      // Enter picks the option, and never submits the form around the box.
      event.preventDefault();
      pick(shown[active]);
    } else if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const status = isError
    ? 'The search failed: try again.'
    : isLoading
      ? 'Searching…'
      : options === undefined
        ? ''
        : shown.length === 0
          ? noMatch
          : total !== undefined && total > shown.length
            ? `${shown.length} of ${total} shown: type more to narrow them.`
            : `${shown.length} ${shown.length === 1 ? 'match' : 'matches'}.`;

  return (
    <div className="position-relative">
      <label htmlFor={id} className={`form-label${size === 'sm' ? ' small mb-1' : ''}`}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        maxLength={200}
        className={`form-control${size === 'sm' ? ' form-control-sm' : ''}${error ? ' is-invalid' : ''}`}
        placeholder={placeholder}
        value={text}
        disabled={isDisabled}
        aria-autocomplete="list"
        aria-expanded={isExpanded}
        aria-controls={listId}
        aria-activedescendant={isExpanded && active >= 0 ? optionId(active) : undefined}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          onTextChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        className={`list-group position-absolute w-100 shadow-sm overflow-auto${isExpanded ? '' : ' d-none'}`}
        style={{ zIndex: 1050, maxHeight: '16rem' }}
      >
        {shown.map((option, index) => (
          <li
            key={option.value}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            aria-disabled={option.disabledNote ? true : undefined}
            className={`list-group-item list-group-item-action text-break${index === active ? ' active' : ''}${
              option.disabledNote ? ' text-body-secondary' : ''
            }`}
            style={{ cursor: option.disabledNote ? 'default' : 'pointer' }}
            // Picked on mouse down, before the box loses focus and closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(option);
            }}
          >
            {option.label}
            {option.detail && <span className="small ms-1 opacity-75">{option.detail}</span>}
            {option.disabledNote && <span className="small ms-1">({option.disabledNote})</span>}
          </li>
        ))}
      </ul>
      <div id={`${id}-status`} className="form-text" role="status">
        {status}
      </div>
    </div>
  );
}
