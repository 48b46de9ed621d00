import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { PersonFields, PersonFormFields } from '../../../components/person-fields';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { formProblem } from '../../../lib/agency-errors';
import { useCreateClient } from '../api/create-client';
import { ProjectPicker } from './project-picker';

const NewClientFields = PersonFields.extend({ projectGuids: z.array(z.string()) });
type NewClientValues = z.input<typeof NewClientFields>;
type NewClientOutput = z.output<typeof NewClientFields>;

const FIELDS = new Set<string>(['firstName', 'lastName', 'email', 'projectGuids']);
const isField = (field: string | undefined): field is keyof NewClientValues =>
  field !== undefined && FIELDS.has(field.split('.')[0]!);

/** What the client page shows after "Create and send invitation": router state, the address stays the client's own. */
export interface ClientCreatedState {
  invitationSentTo: string;
}

/** Where the form may send staff back to once the client is made ("Email to sort"): the workspace's own pages. */
const returnPath = (value: string | null) => (value && /^\/agency\/[a-z/-]*$/.test(value) ? value : undefined);

/**
 * Adds a client user, grants the chosen projects and emails them an invitation; then their page opens. Opened from a
 * project's page (`?projectGuid=`), that project comes ticked; from an email to sort, the sender's address and name
 * come filled in (`?email=&firstName=&lastName=`), and staff go back there (`?returnTo=`).
 */
export function NewClientForm() {
  const id = useId();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const fromProject = searchParams.get('projectGuid');
  const returnTo = returnPath(searchParams.get('returnTo'));
  const mutation = useCreateClient();
  const [problem, setProblem] = useState<string>();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<NewClientValues, unknown, NewClientOutput>({
    resolver: zodResolver(NewClientFields),
    defaultValues: {
      firstName: searchParams.get('firstName') ?? '',
      lastName: searchParams.get('lastName') ?? '',
      email: searchParams.get('email') ?? '',
      projectGuids: fromProject ? [fromProject] : [],
    },
  });

  const onSubmit = handleSubmit((values) => {
    setProblem(undefined);
    mutation.mutate(values, {
      onSuccess: (client) => {
        const state: ClientCreatedState = { invitationSentTo: client.email };
        void navigate(returnTo ?? paths.agencyClient(client.userGuid), { state });
      },
      onError: (error) => {
        const { field, message, isConflict } = formProblem(error);
        // The one conflict of a new client: the email belongs to another user already.
        if (isConflict) setError('email', { type: 'server', message }, { shouldFocus: true });
        else if (isField(field)) {
          const name = field.split('.')[0] as keyof NewClientValues;
          setError(name, { type: 'server', message }, { shouldFocus: true });
        } else setProblem(message);
      },
    });
  });

  const fieldId = (name: keyof NewClientValues) => `${id}-${name}`;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="New client">
      {problem && (
        <div className="alert alert-danger" role="alert">
          {problem}
        </div>
      )}
      <PersonFormFields id={id} register={register} errors={errors} />
      <Controller
        control={control}
        name="projectGuids"
        render={({ field, fieldState }) => (
          <ProjectPicker
            id={fieldId('projectGuids')}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <div className="d-flex flex-wrap align-items-center gap-3">
        <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
          {mutation.isPending && <Spinner label="Creating" />} Create and send invitation
        </button>
        <Link to={returnTo ?? paths.agencyClients}>Cancel</Link>
      </div>
    </form>
  );
}
