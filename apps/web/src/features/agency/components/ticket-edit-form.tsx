import { TICKET_NAME_MAX, type AgencyTicket, type AgencyTicketChange } from '@client-portal/contract';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Spinner } from '../../../components/ui/spinner';
import { renderRichText } from '../../../lib/rich-text';
import { useUpdateAgencyTicket } from '../api/update-agency-ticket';
import { formProblem, type FormProblem } from '../../../lib/agency-errors';
import { errorIdOf, Field, invalidProps } from '../../../components/ui/field';
import { LazyRichTextEditor } from '../../../components/ui/lazy-rich-text-editor';
import { TitledCard } from '../../../components/ui/titled-card';
import { pastOutcome, saveChange } from '../../../components/ui/save-notice';

interface EditValues {
  name: string;
  description: string;
}

/** The fields the server names in a 400 ("name: …"), as this form calls them. */
const FIELD_OF: Record<string, keyof EditValues> = {
  name: 'name',
  description: 'description',
};

const valuesOf = (ticket: AgencyTicket): EditValues => ({
  name: ticket.name,
  // The editor shows stored HTML as every screen does: sanitised first.
  description: renderRichText(ticket.description),
});

type Notice =
  { kind: 'saved' } | { kind: 'unchanged' } | { kind: 'reloaded' } | { kind: 'problem'; problem: FormProblem };

interface TicketEditFormProps {
  ticket: AgencyTicket;
  /** Fetches the ticket again (its newest version); resolves when the answer is in. */
  onReload: () => Promise<{ isSuccess: boolean }>;
}

/**
 * The title and description, saved together with the version they were made on. Only the fields the
 * user changed are sent. When someone else saved first (409), what the user typed stays: "Reload ticket" brings the
 * newest version (fields the user did not touch take its values) and a second save applies the user's changes to it.
 */
export function TicketEditForm({ ticket, onReload }: TicketEditFormProps) {
  const id = useId();
  const mutation = useUpdateAgencyTicket(ticket.ticketGuid);
  const [notice, setNotice] = useState<Notice>();
  const [isReloading, setIsReloading] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, dirtyFields },
  } = useForm<EditValues>({ defaultValues: valuesOf(ticket) });

  // A newer version (a reload, a refetch): untouched fields follow it, the user's changes stay.
  useEffect(() => {
    reset(valuesOf(ticket), { keepDirtyValues: true });
  }, [ticket, reset]);

  const onSubmit = handleSubmit(
    (values) => {
      const change: AgencyTicketChange = { version: ticket.version };
      if (dirtyFields.name) change.name = values.name.trim();
      if (dirtyFields.description) change.description = values.description;
      saveChange(change, {
        // The version alone is no change.
        isEmpty: (c) => Object.keys(c).length === 1,
        mutate: mutation.mutate,
        setNotice,
        onSaved: (saved) => reset(valuesOf(saved)),
        onRefused: (error) => {
          const problem = formProblem(error);
          const field = problem.field ? FIELD_OF[problem.field] : undefined;
          if (field) setError(field, { type: 'server', message: problem.message });
          else setNotice({ kind: 'problem', problem });
        },
      });
    },
    () => setNotice(pastOutcome),
  );

  const onReloadClick = async () => {
    setIsReloading(true);
    const result = await onReload();
    setIsReloading(false);
    if (result.isSuccess) setNotice({ kind: 'reloaded' });
  };

  return (
    <TitledCard headingId={`${id}-heading`} title="Title and description">
      <form onSubmit={onSubmit} onChange={() => setNotice(pastOutcome)} noValidate aria-labelledby={`${id}-heading`}>
        <Field id={`${id}-name`} label="Title" error={errors.name?.message}>
          <input
            id={`${id}-name`}
            className={`form-control${errors.name ? ' is-invalid' : ''}`}
            {...invalidProps(`${id}-name`, errors.name?.message)}
            {...register('name', {
              validate: (value) => value.trim() !== '' || 'Enter a title.',
              maxLength: {
                value: TICKET_NAME_MAX,
                message: `The title must be at most ${TICKET_NAME_MAX} characters.`,
              },
            })}
          />
        </Field>
        <Field id={`${id}-description`} label="Description" error={errors.description?.message} isLabelFor={false}>
          <Controller
            control={control}
            name="description"
            rules={{ validate: (value) => value.trim() !== '' || 'Enter a description.' }}
            render={({ field, fieldState }) => (
              <LazyRichTextEditor
                label="Description"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                isInvalid={Boolean(fieldState.error)}
                describedBy={fieldState.error ? errorIdOf(`${id}-description`) : undefined}
              />
            )}
          />
        </Field>
        <EditNotice notice={notice} isReloading={isReloading} onReload={onReloadClick} />
        <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
          {mutation.isPending && <Spinner label="Saving" />} Save changes
        </button>
      </form>
    </TitledCard>
  );
}

interface EditNoticeProps {
  notice: Notice | undefined;
  isReloading: boolean;
  onReload: () => void;
}

function EditNotice({ notice, isReloading, onReload }: EditNoticeProps) {
  if (!notice) return null;
  if (notice.kind === 'saved') {
    return (
      <p className="text-success" role="status">
        Changes saved.
      </p>
    );
  }
  if (notice.kind === 'unchanged') {
    return (
      <p className="text-body-secondary" role="status">
        There are no changes to save.
      </p>
    );
  }
  if (notice.kind === 'reloaded') {
    return (
      <p className="alert alert-info" role="status">
        The ticket has been reloaded. Your changes are still here: save again to apply them.
      </p>
    );
  }
  const { problem } = notice;
  return (
    <div className="alert alert-danger" role="alert">
      <p className={problem.isConflict ? 'mb-2' : 'mb-0'}>{problem.message}</p>
      {problem.isConflict && (
        <button type="button" className="btn btn-sm btn-outline-danger" onClick={onReload} disabled={isReloading}>
          {isReloading && <Spinner label="Reloading" />} Reload ticket
        </button>
      )}
    </div>
  );
}
