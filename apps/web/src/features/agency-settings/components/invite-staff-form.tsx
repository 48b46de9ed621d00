import { formProblem } from '../../../lib/agency-errors';
import { StaffRole } from '@client-portal/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Field, invalidProps, TextField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { useCreateStaffAccount } from '../api/create-staff-account';
import { TitledCard } from '../../../components/ui/titled-card';

/** The fields of NewStaffAccount, with messages for people. */
const InviteStaffFields = z.object({
  firstName: z.string().trim().min(1, 'Enter a first name.').max(100, 'The first name must be at most 100 characters.'),
  lastName: z.string().trim().min(1, 'Enter a last name.').max(100, 'The last name must be at most 100 characters.'),
  email: z
    .string()
    .trim()
    .min(1, 'Enter an email address.')
    .max(254, 'The email address must be at most 254 characters.')
    .pipe(z.email('Enter a valid email address.')),
  role: StaffRole,
});
type InviteStaffValues = z.input<typeof InviteStaffFields>;

const FIELDS = new Set<string>(['firstName', 'lastName', 'email', 'role']);
const isField = (field: string | undefined): field is keyof InviteStaffValues =>
  field !== undefined && FIELDS.has(field);

const EMPTY: InviteStaffValues = { firstName: '', lastName: '', email: '', role: 'staff' };

/** "Invite staff": a new staff account; the server emails the invitation to set a password. */
export function InviteStaffForm() {
  const id = useId();
  const mutation = useCreateStaffAccount();
  const [sentTo, setSentTo] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<InviteStaffValues, unknown, z.output<typeof InviteStaffFields>>({
    resolver: zodResolver(InviteStaffFields),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit((values) => {
    setProblem(undefined);
    setSentTo(undefined);
    mutation.mutate(values, {
      onSuccess: (account) => {
        reset(EMPTY);
        setSentTo(account.email);
      },
      onError: (error) => {
        const { field, message, isConflict } = formProblem(error);
        // The one conflict of a new account: the email belongs to another user already.
        const target = isConflict ? 'email' : field;
        if (isField(target)) setError(target, { type: 'server', message }, { shouldFocus: true });
        else setProblem(message);
      },
    });
  });

  const fieldId = (name: keyof InviteStaffValues) => `${id}-${name}`;
  return (
    <TitledCard headingId={`${id}-heading`} title="Invite staff">
      <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`}>
        <div className="row g-md-3">
          <div className="col-12 col-md-6">
            <TextField
              id={fieldId('firstName')}
              label="First name"
              error={errors.firstName?.message}
              {...register('firstName')}
            />
          </div>
          <div className="col-12 col-md-6">
            <TextField
              id={fieldId('lastName')}
              label="Last name"
              error={errors.lastName?.message}
              {...register('lastName')}
            />
          </div>
          <div className="col-12 col-md-8">
            <TextField
              id={fieldId('email')}
              label="Email"
              error={errors.email?.message}
              type="email"
              {...register('email')}
            />
          </div>
          <div className="col-12 col-md-4">
            <Field id={fieldId('role')} label="Role" error={errors.role?.message}>
              <select
                id={fieldId('role')}
                className={`form-select${errors.role ? ' is-invalid' : ''}`}
                {...invalidProps(fieldId('role'), errors.role?.message)}
                {...register('role')}
              >
                <option value="staff">Staff</option>
                <option value="admin">Admin</option>
              </select>
            </Field>
          </div>
        </div>
        {problem && (
          <div className="alert alert-danger" role="alert">
            {problem}
          </div>
        )}
        <div role="status">{sentTo && <p className="text-success">Invitation sent to {sentTo}</p>}</div>
        <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
          {mutation.isPending && <Spinner label="Sending" />} Send invitation
        </button>
      </form>
    </TitledCard>
  );
}
