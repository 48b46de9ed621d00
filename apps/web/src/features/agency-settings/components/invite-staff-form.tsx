import { formProblem } from '../../../lib/agency-errors';
import { StaffRole } from '@client-portal/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PersonFields, PersonFormFields } from '../../../components/person-fields';
import { Field, invalidProps } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { useCreateStaffAccount } from '../api/create-staff-account';
import { TitledCard } from '../../../components/ui/titled-card';

/** The fields of NewStaffAccount, with messages for people. */
const InviteStaffFields = PersonFields.extend({ role: StaffRole });
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
        <PersonFormFields id={id} register={register} errors={errors} />
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
