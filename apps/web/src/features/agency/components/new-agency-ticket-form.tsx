import type { NewAgencyTicket } from '@client-portal/contract';
import { hasVisibleText } from '@client-portal/contract/rich-text-reader';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { AttachmentComponents } from '../../../components/attachment-components';
import { ErrorCard } from '../../../components/ui/error-card';
import { Loading } from '../../../components/ui/loading';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useCreateAgencyTicket } from '../api/create-agency-ticket';
import { useAgencyProjects } from '../../../api/get-agency-projects';
import { agencyLoadError, formProblem } from '../../../lib/agency-errors';
import { personName } from '../../../lib/person';
import { Field, invalidProps } from '../../../components/ui/field';
import { TicketTextFields } from '../../../components/ticket-text-fields';
import { usePickedFiles } from '../../../components/use-picked-files';
import { useLeaveGuard } from '../../../components/use-leave-guard';

// The files are not a form field: the picker reports them as they upload.
type NewTicketValues = Omit<NewAgencyTicket, 'attachmentGuids'>;

const FIELDS = new Set<string>(['projectGuid', 'onBehalfOfUserGuid', 'name', 'description']);
const isField = (field: string | undefined): field is keyof NewTicketValues => field !== undefined && FIELDS.has(field);

interface NewAgencyTicketFormProps {
  initialProjectGuid?: string;
  AttachmentPicker: AttachmentComponents['Picker'];
}

/** Raises a ticket on behalf of one of a project's users, with files; once created, its page opens. */
export function NewAgencyTicketForm({ initialProjectGuid, AttachmentPicker }: NewAgencyTicketFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const projects = useAgencyProjects();
  const mutation = useCreateAgencyTicket();
  const [problem, setProblem] = useState<string>();
  const files = usePickedFiles(setProblem);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = useForm<NewTicketValues>({
    defaultValues: {
      projectGuid: initialProjectGuid?.toLowerCase() ?? '',
      onBehalfOfUserGuid: '',
      name: '',
      description: '',
    },
  });
  const projectGuid = useWatch({ control, name: 'projectGuid' });
  const [name, description] = useWatch({ control, name: ['name', 'description'] });
  useLeaveGuard(hasVisibleText(name) || hasVisibleText(description));

  if (projects.isPending) return <Loading />;
  if (projects.isError) {
    const { title, message } = agencyLoadError(projects.error);
    return <ErrorCard title={title} message={message} />;
  }
  const project = projects.data.find((p) => p.projectGuid.toLowerCase() === projectGuid);

  const onSubmit = handleSubmit((values) => {
    const attachmentGuids = files.toSend();
    if (!attachmentGuids) return;
    mutation.mutate(
      { ...values, name: values.name.trim(), attachmentGuids },
      {
        onSuccess: (ticket) => navigate(paths.agencyTicket(ticket.ticketGuid)),
        onError: (error) => {
          const { field, message } = files.nameRefused(formProblem(error), attachmentGuids);
          if (isField(field)) setError(field, { type: 'server', message });
          else setProblem(message);
        },
      },
    );
  });

  const fieldId = (name: keyof NewTicketValues) => `${id}-${name}`;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="New ticket">
      {problem && (
        <div className="alert alert-danger" role="alert">
          {problem}
        </div>
      )}
      <Field id={fieldId('projectGuid')} label="Project" error={errors.projectGuid?.message}>
        <select
          id={fieldId('projectGuid')}
          className={`form-select${errors.projectGuid ? ' is-invalid' : ''}`}
          {...invalidProps(fieldId('projectGuid'), errors.projectGuid?.message)}
          {...register('projectGuid', {
            required: 'Choose a project.',
            // The users belong to the project: a new project means choosing again.
            onChange: () => setValue('onBehalfOfUserGuid', ''),
          })}
        >
          <option value="">Choose a project</option>
          {projects.data.map((p) => (
            <option key={p.projectGuid} value={p.projectGuid.toLowerCase()}>
              {p.name}
            </option>
          ))}
        </select>
      </Field>
      <Field id={fieldId('onBehalfOfUserGuid')} label="On behalf of" error={errors.onBehalfOfUserGuid?.message}>
        <select
          id={fieldId('onBehalfOfUserGuid')}
          className={`form-select${errors.onBehalfOfUserGuid ? ' is-invalid' : ''}`}
          {...invalidProps(fieldId('onBehalfOfUserGuid'), errors.onBehalfOfUserGuid?.message)}
          {...register('onBehalfOfUserGuid', {
            required: 'Choose who the ticket is for.',
            // A disabled field is left out of the values: keep its rule from reporting it while no project is chosen.
            disabled: !project,
          })}
        >
          <option value="">{project ? 'Choose a user' : 'Choose a project first'}</option>
          {project?.users.map((user) => (
            <option key={user.userGuid} value={user.userGuid.toLowerCase()}>
              {personName(user)} ({user.email})
            </option>
          ))}
        </select>
        {project && project.users.length === 0 && (
          <div className="form-text">This project has no users to raise a ticket for.</div>
        )}
      </Field>
      <TicketTextFields idPrefix={id} register={register} control={control} errors={errors} />
      <AttachmentPicker onChange={files.setPicked} isDisabled={mutation.isPending} />
      <div className="d-flex flex-wrap align-items-center gap-3">
        <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
          {mutation.isPending && <Spinner label="Creating" />} Create ticket
        </button>
        <Link to={paths.agency}>Cancel</Link>
      </div>
    </form>
  );
}
