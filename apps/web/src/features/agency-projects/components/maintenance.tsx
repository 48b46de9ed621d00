import type { MaintenanceWindow } from '@client-portal/contract';
import { useId, useState, type FormEvent } from 'react';
import { ConfirmAction } from '../../../components/ui/confirm-action';
import { TextField } from '../../../components/ui/field';
import { Loading } from '../../../components/ui/loading';
import { Spinner } from '../../../components/ui/spinner';
import { TitledCard } from '../../../components/ui/titled-card';
import { agencyLoadError, formProblem } from '../../../lib/agency-errors';
import { DATE_FORMATS, formatDate } from '../../../lib/format';
import { useMaintenance, usePlanMaintenance, useRemoveMaintenance } from '../api/maintenance';

type FieldName = 'startsAt' | 'endsAt' | 'note';
interface Draft {
  startsAt: string;
  endsAt: string;
  note: string;
  repeatsWeekly: boolean;
}
const EMPTY: Draft = { startsAt: '', endsAt: '', note: '', repeatsWeekly: false };

const dateTime = (value: string) => formatDate(value, DATE_FORMATS.dateTime);
/** "01-Dec-2026 22:00 to 01-Dec-2026 23:30, every week". */
const windowWords = (window: MaintenanceWindow) =>
  `${dateTime(window.startsAt)} to ${dateTime(window.endsAt)}${window.repeatsWeekly ? ', every week' : ''}`;

/** What the browser's date and time fields hold (local time) as the API takes it. */
const isoOf = (local: string) => new Date(local).toISOString();

/** Mistakes the form can name before sending: a missing time, or an end before the start. */
function draftErrors(draft: Draft): Partial<Record<FieldName, string>> {
  const errors: Partial<Record<FieldName, string>> = {};
  if (!draft.startsAt) errors.startsAt = 'Enter when the maintenance starts.';
  if (!draft.endsAt) errors.endsAt = 'Enter when the maintenance ends.';
  else if (draft.startsAt && Date.parse(draft.endsAt) <= Date.parse(draft.startsAt)) {
    errors.endsAt = 'The end must be after the start.';
  }
  return errors;
}

/**
 * "Planned maintenance" on a project's page: the windows to come (a weekly one stays), each removable after a
 * question, and a form to plan one. While a window lasts, checks go on but alert nobody and count neither way.
 */
export function Maintenance({ projectGuid }: { projectGuid: string }) {
  const id = useId();
  const windowsQuery = useMaintenance(projectGuid);
  const plan = usePlanMaintenance(projectGuid);
  const remove = useRemoveMaintenance(projectGuid);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [notice, setNotice] = useState<{ kind: 'saved' | 'problem'; message: string }>();
  const [removing, setRemoving] = useState<string>();
  const headingId = `${id}-heading`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = draftErrors(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setNotice({ kind: 'problem', message: 'Not planned: correct the fields marked above.' });
      return;
    }
    setNotice(undefined);
    plan.mutate(
      {
        startsAt: isoOf(draft.startsAt),
        endsAt: isoOf(draft.endsAt),
        note: draft.note,
        repeatsWeekly: draft.repeatsWeekly,
      },
      {
        onSuccess: (window) => {
          setDraft(EMPTY);
          setNotice({ kind: 'saved', message: `Maintenance planned: ${windowWords(window)}.` });
        },
        onError: (error) => {
          const { field, message } = formProblem(error);
          if (field === 'startsAt' || field === 'endsAt' || field === 'note') setErrors({ [field]: message });
          setNotice({ kind: 'problem', message: `Not planned: ${message}` });
        },
      },
    );
  };

  const change = (field: keyof Draft, value: string | boolean) => {
    setDraft({ ...draft, [field]: value });
    if (field in errors) setErrors({ ...errors, [field]: undefined });
  };

  return (
    <TitledCard headingId={headingId} title="Planned maintenance">
      <p className="small text-body-secondary">
        While a window lasts, checks go on but alert nobody, and the time counts neither as uptime nor as downtime. The
        project’s clients see it with its note from a week before.
      </p>
      {windowsQuery.data === undefined ? (
        windowsQuery.isError ? (
          <div className="alert alert-danger" role="alert">
            Maintenance could not be loaded. {agencyLoadError(windowsQuery.error).message}
          </div>
        ) : (
          <Loading />
        )
      ) : windowsQuery.data.length === 0 ? (
        <p>No maintenance planned.</p>
      ) : (
        <ul className="list-group mb-3" aria-label="Maintenance windows">
          {windowsQuery.data.map((window) => (
            <li key={window.windowGuid} className="list-group-item">
              <div className="d-flex flex-wrap align-items-start gap-2">
                <div className="me-auto">
                  <div>{windowWords(window)}</div>
                  {window.note && <div className="small text-body-secondary text-break">{window.note}</div>}
                </div>
                {removing !== window.windowGuid && (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger"
                    aria-label={`Remove maintenance ${windowWords(window)}`}
                    onClick={() => setRemoving(window.windowGuid)}
                  >
                    Remove
                  </button>
                )}
              </div>
              {removing === window.windowGuid && (
                <ConfirmAction
                  className="mt-2 mb-0"
                  question={`Remove the maintenance of ${windowWords(window)}?`}
                  confirmLabel="Yes, remove"
                  pendingLabel="Removing"
                  isPending={remove.isPending}
                  onConfirm={() =>
                    remove.mutate(window.windowGuid, {
                      onSuccess: () => setRemoving(undefined),
                      onError: (error) =>
                        setNotice({ kind: 'problem', message: `Not removed: ${formProblem(error).message}` }),
                    })
                  }
                  onCancel={() => setRemoving(undefined)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={onSubmit} noValidate aria-label="Plan maintenance">
        <div className="row g-0 gap-md-3">
          <div className="col-12 col-md">
            <TextField
              id={`${id}-starts`}
              label="Starts"
              type="datetime-local"
              value={draft.startsAt}
              error={errors.startsAt}
              onChange={(event) => change('startsAt', event.target.value)}
            />
          </div>
          <div className="col-12 col-md">
            <TextField
              id={`${id}-ends`}
              label="Ends"
              type="datetime-local"
              value={draft.endsAt}
              error={errors.endsAt}
              onChange={(event) => change('endsAt', event.target.value)}
            />
          </div>
        </div>
        <TextField
          id={`${id}-note`}
          label="Note for the clients"
          hint="Optional, e.g. “Server upgrade: the shop may be unavailable.”"
          maxLength={500}
          value={draft.note}
          error={errors.note}
          onChange={(event) => change('note', event.target.value)}
        />
        <div className="form-check mb-3">
          <input
            id={`${id}-weekly`}
            type="checkbox"
            className="form-check-input"
            checked={draft.repeatsWeekly}
            onChange={(event) => change('repeatsWeekly', event.target.checked)}
          />
          <label className="form-check-label" htmlFor={`${id}-weekly`}>
            Repeat every week
          </label>
        </div>
        <div role="status">{notice?.kind === 'saved' && <p className="text-success">{notice.message}</p>}</div>
        {notice?.kind === 'problem' && (
          <div className="alert alert-danger" role="alert">
            {notice.message}
          </div>
        )}
        <button type="submit" className="btn btn-primary" disabled={plan.isPending}>
          {plan.isPending && <Spinner label="Planning" />} Plan maintenance
        </button>
      </form>
    </TitledCard>
  );
}
