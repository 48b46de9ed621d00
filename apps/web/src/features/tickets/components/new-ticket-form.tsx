import type { ProjectListItem } from '@client-portal/contract';
import { hasVisibleText } from '@client-portal/contract/rich-text-reader';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useUserProjects } from '../../../api/get-user-projects';
import type { AttachmentComponents } from '../../../components/attachment-components';
import { ErrorCard } from '../../../components/ui/error-card';
import { TicketTextFields } from '../../../components/ticket-text-fields';
import { useLeaveGuard } from '../../../components/use-leave-guard';
import { usePickedFiles } from '../../../components/use-picked-files';
import { Field, invalidProps } from '../../../components/ui/field';
import { Loading } from '../../../components/ui/loading';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useCreateTicket } from '../api/create-ticket';
import { NEW_TICKET_PROJECTS_ERROR, ticketWriteProblem } from '../errors';

const NO_PROJECTS_TO_RAISE_FOR = 'You have no projects to raise a ticket for.';

interface NewTicketFormProps {
  memberGuid: string;
  /** From the address (?projectGuid=): chosen already when it is one of the user's projects. */
  initialProjectGuid?: string;
  AttachmentPicker: AttachmentComponents['Picker'];
}

/** A client opens a ticket on one of their projects; once created, its page opens. */
export function NewTicketForm({ memberGuid, initialProjectGuid, AttachmentPicker }: NewTicketFormProps) {
  const projects = useUserProjects(memberGuid);
  if (projects.isPending) return <Loading />;
  if (projects.isError) {
    return <ErrorCard title={NEW_TICKET_PROJECTS_ERROR.title} message={NEW_TICKET_PROJECTS_ERROR.message} />;
  }
  if (projects.data.length === 0) return <p className="text-body-secondary">{NO_PROJECTS_TO_RAISE_FOR}</p>;
  const initialProject = projects.data.find(
    (project) => project.projectGuid.toLowerCase() === initialProjectGuid?.toLowerCase(),
  );
  return (
    <NewTicketFields projects={projects.data} initialProject={initialProject} AttachmentPicker={AttachmentPicker} />
  );
}

interface NewTicketValues {
  projectGuid: string;
  name: string;
  description: string;
}

const FIELDS = new Set<string>(['projectGuid', 'name', 'description']);
const isField = (field: string | undefined): field is keyof NewTicketValues => field !== undefined && FIELDS.has(field);

interface NewTicketFieldsProps {
  projects: ProjectListItem[];
  initialProject: ProjectListItem | undefined;
  AttachmentPicker: AttachmentComponents['Picker'];
}

function NewTicketFields({ projects, initialProject, AttachmentPicker }: NewTicketFieldsProps) {
  const id = useId();
  const navigate = useNavigate();
  const mutation = useCreateTicket();
  const [problem, setProblem] = useState<string>();
  const files = usePickedFiles(setProblem);
  // With one project there is nothing to choose: it is shown, not offered.
  const onlyProject = projects.length === 1 ? projects[0] : undefined;
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<NewTicketValues>({
    defaultValues: {
      projectGuid: (onlyProject ?? initialProject)?.projectGuid.toLowerCase() ?? '',
      name: '',
      description: '',
    },
  });
  const [name, description] = useWatch({ control, name: ['name', 'description'] });
  useLeaveGuard(hasVisibleText(name) || hasVisibleText(description));

  const onSubmit = handleSubmit((values) => {
    const attachmentGuids = files.toSend();
    if (!attachmentGuids) return;
    mutation.mutate(
      {
        projectGuid: onlyProject?.projectGuid.toLowerCase() ?? values.projectGuid,
        name: values.name.trim(),
        description: values.description,
        attachmentGuids,
      },
      {
        onSuccess: (ticket) => void navigate(paths.ticket(ticket.ticketGuid)),
        // What was typed stays; the server's message shows at the field it names, else above the form.
        onError: (error) => {
          const { field, message } = files.nameRefused(ticketWriteProblem(error), attachmentGuids);
          if (isField(field) && !(field === 'projectGuid' && onlyProject)) setError(field, { type: 'server', message });
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
      {onlyProject ? (
        <Field id={fieldId('projectGuid')} label="Project">
          <input id={fieldId('projectGuid')} className="form-control-plaintext" value={onlyProject.name} readOnly />
        </Field>
      ) : (
        <Field id={fieldId('projectGuid')} label="Project" error={errors.projectGuid?.message}>
          <select
            id={fieldId('projectGuid')}
            className={`form-select${errors.projectGuid ? ' is-invalid' : ''}`}
            {...invalidProps(fieldId('projectGuid'), errors.projectGuid?.message)}
            {...register('projectGuid', { required: 'Choose a project.' })}
          >
            <option value="">Choose a project</option>
            {projects.map((project) => (
              <option key={project.projectGuid} value={project.projectGuid.toLowerCase()}>
                {project.name}
              </option>
            ))}
          </select>
        </Field>
      )}
      <TicketTextFields
        idPrefix={id}
        register={register}
        control={control}
        errors={errors}
        isDisabled={mutation.isPending}
      />
      <AttachmentPicker onChange={files.setPicked} isDisabled={mutation.isPending} />
      <div className="d-flex flex-wrap align-items-center gap-3">
        <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
          {mutation.isPending && <Spinner label="Creating" />} Create ticket
        </button>
        <Link to={initialProject ? paths.project(initialProject.projectGuid) : paths.tickets}>Cancel</Link>
      </div>
    </form>
  );
}
