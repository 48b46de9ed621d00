import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

/** The id of a field's error message, for its control's aria-describedby. */
export const errorIdOf = (id: string) => `${id}-error`;

/** The attributes that tie a control to its error message (Bootstrap's is-invalid shows it). */
export const invalidProps = (id: string, error: string | undefined) =>
  error ? { 'aria-invalid': true, 'aria-describedby': errorIdOf(id) } : {};

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  /** A control that is not a form element (the rich-text editor) is named by its own aria-label instead. */
  isLabelFor?: boolean;
  children: ReactNode;
}

/** A labelled control with its error message under it. */
export function Field({ id, label, error, isLabelFor = true, children }: FieldProps) {
  return (
    <div className="mb-3">
      {isLabelFor ? (
        <label htmlFor={id} className="form-label">
          {label}
        </label>
      ) : (
        <div className="form-label" aria-hidden="true">
          {label}
        </div>
      )}
      {children}
      {error && (
        <div id={errorIdOf(id)} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input (or date, email, number…) with its error under it; spread a form's `register(name)` on it. */
export function TextField({ id, label, error, className, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error}>
      <input
        id={id}
        autoComplete="off"
        {...input}
        className={`form-control${error ? ' is-invalid' : ''}${className ? ` ${className}` : ''}`}
        {...invalidProps(id, error)}
      />
    </Field>
  );
}
