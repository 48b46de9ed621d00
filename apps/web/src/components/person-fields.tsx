import { EMAIL_MAX, PERSON_NAME_MAX } from '@client-portal/contract/limits';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { z } from 'zod';
import { TextField } from './ui/field';

/** A person's name and email, as the API takes them for a new client, a client's edit and a staff invitation. */
export const PersonFields = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, 'Enter a first name.')
    .max(PERSON_NAME_MAX, `The first name must be at most ${PERSON_NAME_MAX} characters.`),
  lastName: z
    .string()
    .trim()
    .min(1, 'Enter a last name.')
    .max(PERSON_NAME_MAX, `The last name must be at most ${PERSON_NAME_MAX} characters.`),
  email: z
    .string()
    .trim()
    .min(1, 'Enter an email address.')
    .max(EMAIL_MAX, `The email address must be at most ${EMAIL_MAX} characters.`)
    .pipe(z.email('Enter a valid email address.')),
});
export type PersonFieldValues = z.input<typeof PersonFields>;
type PersonFieldName = keyof PersonFieldValues;

interface PersonFormFieldsProps<T extends FieldValues & PersonFieldValues> {
  /** The form's id: each field's id is `${id}-${name}`. */
  id: string;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}

/** First and last name side by side (stacked on a phone), the email under them. */
export function PersonFormFields<T extends FieldValues & PersonFieldValues>({
  id,
  register,
  errors,
}: PersonFormFieldsProps<T>) {
  const problems = errors as FieldErrors<PersonFieldValues>;
  const field = (name: PersonFieldName, label: string, type?: string) => (
    <TextField
      id={`${id}-${name}`}
      label={label}
      error={problems[name]?.message}
      type={type}
      {...register(name as Path<T>)}
    />
  );
  return (
    <>
      <div className="row g-0 gap-md-3">
        <div className="col-12 col-md">{field('firstName', 'First name')}</div>
        <div className="col-12 col-md">{field('lastName', 'Last name')}</div>
      </div>
      {field('email', 'Email', 'email')}
    </>
  );
}
