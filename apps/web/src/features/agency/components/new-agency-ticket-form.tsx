import type { NewAgencyTicket } from '@client-portal/contract';
import { hasVisibleText } from '@client-portal/contract/rich-text-reader';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { AttachmentComponents } from '../../../components/attachment-components';
import { ClientSearch } from '../../../components/client-search';
import { ProjectSearch } from '../../../components/project-search';
import { ErrorCard } from '../../../components/ui/error-card';
import { Loading } from '../../../components/ui/loading';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useCreateAgencyTicket } from '../api/create-agency-ticket';
import { useAgencyProject } from '../../../api/get-agency-projects';
import { agencyLoadError, formProblem } from '../../../lib/agency-errors';
import { errorIdOf } from '../../../components/ui/field';
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
  // A project chosen before the form opened (?projectGuid=): its name starts the project box.
  const initialProject = useAgencyProject(initialProjectGuid);
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

  if (initialProjectGuid && initialProject.isPending) return <Loading />;
  if (initialProjectGuid && initialProject.isError) {
    const { title, message } = agencyLoadError(initialProject.error);
    return <ErrorCard title={title} message={message} />;
  }

  const onSubmit = handleSubmit((values) => {
    const attachmentGuids = files.toSend();
    if (!attachmentGuids) return;
    mutation.mutate(
      { ...values, name: values.name.trim(), attachmentGuids },
      {
        onSuccess: (ticket) => void navigate(paths.agencyTicket(ticket.ticketGuid)),
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
      <div className="mb-3">
        <Controller
          control={control}
          name="projectGuid"
          rules={{ required: 'Choose a project.' }}
          render={({ field, fieldState }) => (
            <ProjectSearch
              id={fieldId('projectGuid')}
              label="Project"
              initialText={initialProject.data?.name ?? ''}
              error={fieldState.error?.message}
              errorId={errorIdOf(fieldId('projectGuid'))}
              onPick={(picked) => {
                field.onChange(picked.projectGuid);
                // The users belong to the project: a new project means choosing again.
                setValue('onBehalfOfUserGuid', '');
              }}
              onEdit={() => {
                if (field.value) {
                  field.onChange('');
                  setValue('onBehalfOfUserGuid', '');
                }
              }}
            />
          )}
        />
        {errors.projectGuid?.message && (
          <div id={errorIdOf(fieldId('projectGuid'))} className="invalid-feedback d-block">
            {errors.projectGuid.message}
          </div>
        )}
      </div>
      <div className="mb-3">
        <Controller
          control={control}
          name="onBehalfOfUserGuid"
          rules={{ required: 'Choose who the ticket is for.' }}
          render={({ field, fieldState }) => (
            <ClientSearch
              // A new box for each project: its search is of that project's users.
              key={projectGuid}
              id={fieldId('onBehalfOfUserGuid')}
              label="On behalf of"
              projectGuid={projectGuid || undefined}
              isDisabled={!projectGuid}
              isDisabledPickable={false}
              placeholder={projectGuid ? 'Type a name or email' : 'Choose a project first'}
              error={fieldState.error?.message}
              errorId={errorIdOf(fieldId('onBehalfOfUserGuid'))}
              onPick={(client) => field.onChange(client.userGuid.toLowerCase())}
              onEdit={() => field.value && field.onChange('')}
            />
          )}
        />
        {errors.onBehalfOfUserGuid?.message && (
          <div id={errorIdOf(fieldId('onBehalfOfUserGuid'))} className="invalid-feedback d-block">
            {errors.onBehalfOfUserGuid.message}
          </div>
        )}
      </div>
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
