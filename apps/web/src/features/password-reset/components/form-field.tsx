import type { ComponentPropsWithRef } from 'react';

interface FormFieldProps extends ComponentPropsWithRef<'input'> {
  id: string;
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled Bootstrap input whose validation message is tied to it for screen readers (takes register()'s ref). */
export function FormField({ id, label, error, hint, className = '', ...input }: FormFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        className={`form-control ${error ? 'is-invalid' : ''} ${className}`.trim()}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {error && (
        <div id={errorId} className="invalid-feedback">
          {error}
        </div>
      )}
      {hint && (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      )}
    </div>
  );
}
