import type { ReactNode } from 'react';

interface CheckboxGroupProps<T extends string> {
  /** Each box is `${id}-${index}` (focus the first on an error); the hint and error take `-hint` and `-error`. */
  id: string;
  legend: string;
  hint?: string;
  options: readonly T[];
  label: (option: T) => ReactNode;
  checked: readonly T[];
  /** The options ticked, in the options' order. */
  onChange: (checked: T[]) => void;
  error?: string;
  /** More fields of the group, after its boxes. */
  children?: ReactNode;
}

/** A set of choices as one field: a fieldset of checkboxes with its hint and its error. */
export function CheckboxGroup<T extends string>(props: CheckboxGroupProps<T>) {
  const { id, legend, hint, options, label, checked, onChange, error, children } = props;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <fieldset className="mb-3" aria-describedby={describedBy || undefined}>
      <legend className="form-label fs-6 mb-1">{legend}</legend>
      {hint && (
        <div id={`${id}-hint`} className="form-text mt-0 mb-2">
          {hint}
        </div>
      )}
      {options.map((option, i) => (
        <div key={option} className="form-check">
          <input
            id={`${id}-${i}`}
            className={`form-check-input${error ? ' is-invalid' : ''}`}
            type="checkbox"
            checked={checked.includes(option)}
            onChange={(event) =>
              onChange(options.filter((o) => (o === option ? event.target.checked : checked.includes(o))))
            }
          />
          <label className="form-check-label" htmlFor={`${id}-${i}`}>
            {label(option)}
          </label>
        </div>
      ))}
      {children}
      {error && (
        <div id={`${id}-error`} className="text-danger small mt-1">
          {error}
        </div>
      )}
    </fieldset>
  );
}
