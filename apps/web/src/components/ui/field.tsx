import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

/** The id of a field's error message, for its control's aria-describedby. */
export const errorIdOf = (id: string) => `${id}-error`;

/** The id of a field's hint, for its control's aria-describedby. */
export const hintIdOf = (id: string) => `${id}-hint`;

/** The attributes that tie a control to its error message (Bootstrap's is-invalid shows it), and to its hint if any. */
export const invalidProps = (id: string, error: string | undefined, hint?: string) => {
  const describedBy = [hint ? hintIdOf(id) : '', error ? errorIdOf(id) : ''].filter(Boolean).join(' ');
  return {
    ...(error ? { 'aria-invalid': true } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  };
};

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  /** A line under the control saying what to enter; the control is described by it. */
  hint?: string;
  /** A control that is not a form element (the rich-text editor) is named by its own aria-label instead. */
  isLabelFor?: boolean;
  children: ReactNode;
}

/** A labelled control with its error message under it. */
export function Field({ id, label, error, hint, isLabelFor = true, children }: FieldProps) {
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
      {hint && (
        <div id={hintIdOf(id)} className="form-text">
          {hint}
        </div>
      )}
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
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input (or date, email, number…) with its error under it; spread a form's `register(name)` on it. */
export function TextField({ id, label, error, hint, className, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        autoComplete="off"
        {...input}
        className={`form-control${error ? ' is-invalid' : ''}${className ? ` ${className}` : ''}`}
        {...invalidProps(id, error, hint)}
      />
    </Field>
  );
}
