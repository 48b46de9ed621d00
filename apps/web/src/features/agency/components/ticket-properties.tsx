import {
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TICKET_TAG_MAX,
  TICKET_TAGS_MAX,
  TicketTag,
  type AgencyTicket,
  type AgencyTicketChange,
} from '@client-portal/contract';
import { useId, useState, type FormEvent } from 'react';
import { useStaff } from '../../../api/get-staff';
import { useTags } from '../../../api/get-tags';
import { Spinner } from '../../../components/ui/spinner';
import { TitledCard } from '../../../components/ui/titled-card';
import { formProblem, type FormProblem } from '../../../lib/agency-errors';
import { asSentence } from '../../../lib/format';
import { personName } from '../../../lib/person';
import { PRIORITY_WORDS } from '../../../lib/priority';
import { useUpdateAgencyTicket } from '../api/update-agency-ticket';

type Field = 'status' | 'priority' | 'assignee' | 'tags';
const SAVED: Record<Field, string> = {
  status: 'Status saved.',
  priority: 'Priority saved.',
  assignee: 'Assignee saved.',
  tags: 'Tags saved.',
};

type Outcome = { kind: 'saved'; field: Field } | { kind: 'problem'; problem: FormProblem };

interface TicketPropertiesProps {
  ticket: AgencyTicket;
  /** Fetches the ticket again (its newest version). */
  onReload: () => Promise<unknown>;
}

/**
 * Status, priority, assignee and tags, each saved as soon as it is chosen, on the version on screen: when someone
 * else changed the ticket first, the change is refused (409), the control shows the ticket as it was, and "Reload
 * ticket" brings the newest version.
 */
export function TicketProperties({ ticket, onReload }: TicketPropertiesProps) {
  const id = useId();
  const staff = useStaff();
  const mutation = useUpdateAgencyTicket(ticket.ticketGuid);
  const [outcome, setOutcome] = useState<Outcome>();
  const [pendingField, setPendingField] = useState<Field>();

  const save = (field: Field, change: Omit<AgencyTicketChange, 'version'>) => {
    setOutcome(undefined);
    setPendingField(field);
    mutation.mutate(
      { version: ticket.version, ...change },
      {
        onSuccess: () => setOutcome({ kind: 'saved', field }),
        onError: (error) => setOutcome({ kind: 'problem', problem: formProblem(error) }),
        onSettled: () => setPendingField(undefined),
      },
    );
  };

  // The current assignee stays a choice even if they have left the staff list.
  const staffChoices = staff.data ?? [];
  const { assignee } = ticket;
  const assigneeChoices =
    assignee && !staffChoices.some((member) => member.userGuid.toLowerCase() === assignee.userGuid.toLowerCase())
      ? [...staffChoices, assignee]
      : staffChoices;
  const isBusy = mutation.isPending;

  return (
    <TitledCard headingId={`${id}-heading`} title="Ticket">
      <div className="mb-3">
        <label className="form-label" htmlFor={`${id}-status`}>
          Status
        </label>
        <select
          id={`${id}-status`}
          className="form-select"
          value={ticket.status}
          disabled={isBusy}
          onChange={(event) => save('status', { status: event.target.value as AgencyTicket['status'] })}
        >
          {TICKET_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
      </div>
      <div className="mb-3">
        <label className="form-label" htmlFor={`${id}-priority`}>
          Priority
        </label>
        <select
          id={`${id}-priority`}
          className="form-select"
          value={ticket.priority}
          disabled={isBusy}
          onChange={(event) => save('priority', { priority: event.target.value as AgencyTicket['priority'] })}
        >
          {TICKET_PRIORITIES.map((priority) => (
            <option key={priority} value={priority}>
              {PRIORITY_WORDS[priority]}
            </option>
          ))}
        </select>
      </div>
      <div className="mb-3">
        <label className="form-label" htmlFor={`${id}-assignee`}>
          Assignee
        </label>
        <select
          id={`${id}-assignee`}
          className="form-select"
          value={ticket.assignee?.userGuid.toLowerCase() ?? ''}
          disabled={isBusy}
          onChange={(event) => save('assignee', { assigneeUserGuid: event.target.value || null })}
        >
          <option value="">Unassigned</option>
          {assigneeChoices.map((member) => (
            <option key={member.userGuid} value={member.userGuid.toLowerCase()}>
              {personName(member)}
            </option>
          ))}
        </select>
      </div>
      <TagEditor id={`${id}-tags`} tags={ticket.tags} isBusy={isBusy} onChange={(tags) => save('tags', { tags })} />
      <div aria-live="polite">
        {pendingField && <Spinner label="Saving" />}
        {outcome?.kind === 'saved' && (
          <p className="text-success small mb-0" role="status">
            {SAVED[outcome.field]}
          </p>
        )}
      </div>
      {outcome?.kind === 'problem' && (
        <div className="alert alert-danger mt-2 mb-0" role="alert">
          <p className={outcome.problem.isConflict ? 'mb-2' : 'mb-0'}>{outcome.problem.message}</p>
          {outcome.problem.isConflict && (
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              onClick={async () => {
                await onReload();
                setOutcome(undefined);
              }}
            >
              Reload ticket
            </button>
          )}
        </div>
      )}
    </TitledCard>
  );
}

interface TagEditorProps {
  id: string;
  tags: string[];
  isBusy: boolean;
  onChange: (tags: string[]) => void;
}

/** The ticket's tags, each with a button removing it, and a field adding one (suggesting the tags in use). */
function TagEditor({ id, tags, isBusy, onChange }: TagEditorProps) {
  const suggestions = useTags();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();

  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    const parsed = TicketTag.safeParse(text);
    if (!parsed.success) {
      setProblem(`${asSentence(parsed.error.issues[0]?.message)}.`);
      return;
    }
    setProblem(undefined);
    setText('');
    if (tags.includes(parsed.data)) return;
    if (tags.length >= TICKET_TAGS_MAX) {
      setProblem(`A ticket has at most ${TICKET_TAGS_MAX} tags.`);
      return;
    }
    onChange([...tags, parsed.data]);
  };

  const offered = (suggestions.data ?? []).filter((use) => !tags.includes(use.tag));
  return (
    <div className="mb-3">
      <span className="form-label d-block" id={`${id}-label`}>
        Tags
      </span>
      {tags.length === 0 ? (
        <p className="text-body-secondary small mb-2">No tags.</p>
      ) : (
        <ul className="list-inline mb-2" aria-labelledby={`${id}-label`}>
          {tags.map((tag) => (
            <li key={tag} className="list-inline-item mb-1">
              <span className="badge text-bg-light border d-inline-flex align-items-center gap-1">
                {tag}
                <button
                  type="button"
                  className="btn-close btn-close-sm"
                  style={{ fontSize: '0.6rem' }}
                  aria-label={`Remove tag ${tag}`}
                  disabled={isBusy}
                  onClick={() => onChange(tags.filter((other) => other !== tag))}
                />
              </span>
            </li>
          ))}
        </ul>
      )}
      <form className="input-group input-group-sm" onSubmit={onAdd} noValidate>
        <input
          id={`${id}-new`}
          className={`form-control${problem ? ' is-invalid' : ''}`}
          aria-label="Add a tag"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          list={`${id}-suggestions`}
          value={text}
          maxLength={TICKET_TAG_MAX}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="btn btn-outline-secondary" disabled={isBusy}>
          Add tag
        </button>
      </form>
      <datalist id={`${id}-suggestions`}>
        {offered.map((use) => (
          <option key={use.tag} value={use.tag} />
        ))}
      </datalist>
      {problem && (
        <div id={`${id}-problem`} className="invalid-feedback d-block">
          {problem}
        </div>
      )}
    </div>
  );
}
