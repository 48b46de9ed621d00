import { formProblem } from '../../../lib/agency-errors';
import type { ClientChange, ClientDetail } from '@client-portal/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PersonFields, PersonFormFields, type PersonFieldValues } from '../../../components/person-fields';
import { pastOutcome, saveChange, type SaveNotice, SaveNoticeText } from '../../../components/ui/save-notice';
import { Spinner } from '../../../components/ui/spinner';
import { useUpdateClient } from '../api/update-client';
import { TitledCard } from '../../../components/ui/titled-card';

const FIELDS = new Set<string>(['firstName', 'lastName', 'email']);
const isField = (field: string | undefined): field is keyof PersonFieldValues =>
  field !== undefined && FIELDS.has(field);

const valuesOf = (client: ClientDetail): PersonFieldValues => ({
  firstName: client.firstName,
  lastName: client.lastName,
  email: client.email,
});

/** First name, last name and email; only the changed fields are sent. */
export function ClientEditForm({ client }: { client: ClientDetail }) {
  const id = useId();
  const mutation = useUpdateClient(client.userGuid);
  const [notice, setNotice] = useState<SaveNotice>();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, dirtyFields },
  } = useForm<PersonFieldValues, unknown, z.output<typeof PersonFields>>({
    resolver: zodResolver(PersonFields),
    defaultValues: valuesOf(client),
  });

  // A newer answer (after a grant, a refetch): untouched fields follow it, the user's changes stay.
  useEffect(() => {
    reset(valuesOf(client), { keepDirtyValues: true });
  }, [client, reset]);

  const onSubmit = handleSubmit(
    (values) => {
      const change: ClientChange = {};
      if (dirtyFields.firstName && values.firstName !== client.firstName) change.firstName = values.firstName;
      if (dirtyFields.lastName && values.lastName !== client.lastName) change.lastName = values.lastName;
      if (dirtyFields.email && values.email !== client.email) change.email = values.email;
      saveChange(change, {
        mutate: mutation.mutate,
        setNotice,
        onSaved: (saved) => reset(valuesOf(saved)),
        onRefused: (error) => {
          const { field, message, isConflict } = formProblem(error);
          // A conflict on this form: the new email belongs to another user.
          const target = isConflict && change.email !== undefined ? 'email' : field;
          if (isField(target)) setError(target, { type: 'server', message }, { shouldFocus: true });
          else setNotice({ kind: 'problem', message });
        },
      });
    },
    () => setNotice(pastOutcome),
  );

  return (
    <TitledCard headingId={`${id}-heading`} title="Edit client">
      <form onSubmit={onSubmit} onChange={() => setNotice(pastOutcome)} noValidate aria-labelledby={`${id}-heading`}>
        <PersonFormFields id={id} register={register} errors={errors} />
        <SaveNoticeText notice={notice} />
        <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
          {mutation.isPending && <Spinner label="Saving" />} Save
        </button>
      </form>
    </TitledCard>
  );
}
