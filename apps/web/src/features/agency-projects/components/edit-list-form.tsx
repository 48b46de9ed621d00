import { useEffect, useState, type FormEventHandler, type ReactNode } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { Spinner } from '../../../components/ui/spinner';
import { formProblem } from '../../../lib/agency-errors';

interface EditListFormOptions<Values extends FieldValues, Output> {
  /** The form's fields: a refusal naming one of them shows at that field, any other above the form. */
  fields: readonly FieldPath<Values>[];
  /** Editing a row (rather than adding one): the keyboard starts in `firstField`, and the form keeps what was saved. */
  isEditing: boolean;
  firstField: FieldPath<Values>;
  /** Sends the row; throws the server's refusal. */
  save: (values: Output) => Promise<unknown>;
}

/** Saving a row's form, for adding a row or editing one in place: an added row's form empties for the next. */
export function useEditListForm<Values extends FieldValues, Output>(
  { handleSubmit, reset, setError, setFocus }: UseFormReturn<Values, unknown, Output>,
  { fields, isEditing, firstField, save }: EditListFormOptions<Values, Output>,
) {
  const [problem, setProblem] = useState<string>();

  // Edit opens in place of the row: the keyboard goes to its first field.
  useEffect(() => {
    if (isEditing) setFocus(firstField);
  }, [isEditing, setFocus, firstField]);

  const onSubmit = handleSubmit(async (values) => {
    setProblem(undefined);
    try {
      await save(values);
      if (!isEditing) reset();
    } catch (error) {
      const { field, message } = formProblem(error);
      const named = fields.find((name) => name === field);
      if (named) setError(named, { type: 'server', message }, { shouldFocus: true });
      else setProblem(message);
    }
  });
  return { problem, onSubmit };
}

interface EditListFormProps {
  /** The form's accessible name ("Add monitor", "Edit …"). */
  label: string;
  /** A refusal that names no field, above the fields. */
  problem: string | undefined;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  isPending: boolean;
  /** Editing only: closes the form without saving. */
  onCancel?: () => void;
  /** What Escape does inside the form, if anything. */
  onEscape?: () => void;
  children: ReactNode;
}

/** A row's form: its refusal, its fields, then Save (with a spinner while it saves) and, when editing, Cancel. */
export function EditListForm({
  label,
  problem,
  onSubmit,
  submitLabel,
  isPending,
  onCancel,
  onEscape,
  children,
}: EditListFormProps) {
  return (
    <form
      onSubmit={onSubmit}
      onKeyDown={
        onEscape &&
        ((event) => {
          if (event.key === 'Escape') onEscape();
        })
      }
      noValidate
      aria-label={label}
    >
      {problem && (
        <div className="alert alert-danger" role="alert">
          {problem}
        </div>
      )}
      {children}
      <div className="d-flex flex-wrap align-items-center gap-2">
        <button type="submit" className="btn btn-primary btn-sm" disabled={isPending}>
          {isPending && <Spinner label="Saving" />} {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
