import { TICKET_NAME_MAX } from '@client-portal/contract/limits';
import {
  Controller,
  type Control,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { errorIdOf, Field, invalidProps } from './ui/field';
import { LazyRichTextEditor } from './ui/lazy-rich-text-editor';

/** A form that writes a ticket's title (`name`) and description, beside whatever else it asks. */
interface TicketTextValues extends FieldValues {
  name: string;
  description: string;
}

interface TicketTextFieldsProps<TValues extends TicketTextValues> {
  /** The fields' ids are `${idPrefix}-name` and `${idPrefix}-description`. */
  idPrefix: string;
  register: UseFormRegister<TValues>;
  control: Control<TValues>;
  /** The form's errors; only these two fields' are read. */
  errors: FieldErrors<TicketTextValues>;
  /** Whether the description's editor is read-only (while the form is sending). */
  isDisabled?: boolean;
}

// Both are string fields of every TValues (TicketTextValues says so); TypeScript cannot see that through Path<TValues>.
const NAME = 'name';
const DESCRIPTION = 'description';
const isFilled = (value: unknown) => String(value).trim() !== '';

/** A ticket's Title input and Description rich-text editor, with their rules and error messages. */
export function TicketTextFields<TValues extends TicketTextValues>({
  idPrefix,
  register,
  control,
  errors,
  isDisabled,
}: TicketTextFieldsProps<TValues>) {
  const nameId = `${idPrefix}-${NAME}`;
  const descriptionId = `${idPrefix}-${DESCRIPTION}`;
  const nameError = errors.name?.message;
  const descriptionError = errors.description?.message;
  return (
    <>
      <Field id={nameId} label="Title" error={nameError}>
        <input
          id={nameId}
          className={`form-control${errors.name ? ' is-invalid' : ''}`}
          {...invalidProps(nameId, nameError)}
          {...register(NAME as Path<TValues>, {
            validate: (value) => isFilled(value) || 'Enter a title.',
            maxLength: { value: TICKET_NAME_MAX, message: `The title must be at most ${TICKET_NAME_MAX} characters.` },
          })}
        />
      </Field>
      <Field id={descriptionId} label="Description" error={descriptionError} isLabelFor={false}>
        <Controller
          control={control}
          name={DESCRIPTION as Path<TValues>}
          rules={{ validate: (value) => isFilled(value) || 'Enter a description.' }}
          render={({ field, fieldState }) => (
            <LazyRichTextEditor
              label="Description"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              isInvalid={Boolean(fieldState.error)}
              describedBy={fieldState.error ? errorIdOf(descriptionId) : undefined}
              isDisabled={isDisabled}
            />
          )}
        />
      </Field>
    </>
  );
}
