import {
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TicketTag,
  type AgencyTicketsBulkChange,
  type InboxRow,
  type TicketPriority,
  type TicketStatus,
} from '@client-portal/contract';
import { useId, useState, type ComponentProps, type FormEvent } from 'react';
import { useStaff } from '../../../api/get-staff';
import { Spinner } from '../../../components/ui/spinner';
import { formProblem } from '../../../lib/agency-errors';
import { asSentence } from '../../../lib/format';
import { personName } from '../../../lib/person';
import { PRIORITY_WORDS } from '../../../lib/priority';
import { useChangeTickets } from '../api/change-tickets';
import { SmallSelect } from './small-select';

/** "No change": the field is not part of the change. */
const KEEP = '';
const UNASSIGNED = 'none';

type Outcome = { kind: 'changed'; count: number } | { kind: 'problem'; message: string };

interface BulkActionsProps {
  /** The chosen tickets, as listed (their versions go with the change). */
  rows: InboxRow[];
  onClear: () => void;
}

/**
 * One change to every chosen ticket: assignee, status, priority, a tag added or removed. All of them change, or (one
 * was changed by someone else since the list was read) none does and the list is read again.
 */
export function BulkActions({ rows, onClear }: BulkActionsProps) {
  const id = useId();
  const staff = useStaff();
  const mutation = useChangeTickets();
  const [assignee, setAssignee] = useState(KEEP);
  const [status, setStatus] = useState(KEEP);
  const [priority, setPriority] = useState(KEEP);
  const [addTag, setAddTag] = useState('');
  const [removeTag, setRemoveTag] = useState(KEEP);
  const [outcome, setOutcome] = useState<Outcome>();
  const count = rows.length;
  const tagsOnChosen = [...new Set(rows.flatMap((row) => row.tags))].sort();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const change: AgencyTicketsBulkChange = {
      tickets: rows.map((row) => ({ ticketGuid: row.ticketGuid, version: row.version })),
    };
    if (assignee !== KEEP) change.assigneeUserGuid = assignee === UNASSIGNED ? null : assignee;
    if (status !== KEEP) change.status = status as TicketStatus;
    if (priority !== KEEP) change.priority = priority as TicketPriority;
    if (addTag.trim()) {
      const tag = TicketTag.safeParse(addTag);
      if (!tag.success) {
        setOutcome({ kind: 'problem', message: `Tag to add: ${asSentence(tag.error.issues[0]?.message)}.` });
        return;
      }
      change.addTags = [tag.data];
    }
    if (removeTag !== KEEP) change.removeTags = [removeTag];
    if (Object.keys(change).length === 1) {
      setOutcome({ kind: 'problem', message: 'Choose a change to make.' });
      return;
    }
    setOutcome(undefined);
    mutation.mutate(change, {
      onSuccess: (answer) => {
        setOutcome({ kind: 'changed', count: answer.changed });
        setAssignee(KEEP);
        setStatus(KEEP);
        setPriority(KEEP);
        setAddTag('');
        setRemoveTag(KEEP);
        onClear();
      },
      onError: (error) => setOutcome({ kind: 'problem', message: formProblem(error).message }),
    });
  };

  return (
    <section className="card mb-3" aria-labelledby={`${id}-heading`}>
      <form className="card-body py-2" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`} className="h6 mb-2">
          {count === 0
            ? 'Choose tickets to change several at once'
            : `${count} ${count === 1 ? 'ticket' : 'tickets'} chosen`}
        </h2>
        {count > 0 && (
          <div className="row g-2 align-items-end">
            <BulkSelect id={`${id}-assignee`} label="Assign to" value={assignee} onChange={setAssignee}>
              <option value={UNASSIGNED}>Unassigned</option>
              {staff.data?.map((member) => (
                <option key={member.userGuid} value={member.userGuid.toLowerCase()}>
                  {personName(member)}
                </option>
              ))}
            </BulkSelect>
            <BulkSelect id={`${id}-status`} label="Set status" value={status} onChange={setStatus}>
              {TICKET_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </BulkSelect>
            <BulkSelect id={`${id}-priority`} label="Set priority" value={priority} onChange={setPriority}>
              {TICKET_PRIORITIES.map((value) => (
                <option key={value} value={value}>
                  {PRIORITY_WORDS[value]}
                </option>
              ))}
            </BulkSelect>
            <div className="col-6 col-md-4 col-xl-2">
              <label htmlFor={`${id}-add-tag`} className="form-label small mb-1">
                Add tag
              </label>
              <input
                id={`${id}-add-tag`}
                className="form-control form-control-sm"
                value={addTag}
                maxLength={40}
                onChange={(event) => setAddTag(event.target.value)}
              />
            </div>
            <BulkSelect id={`${id}-remove-tag`} label="Remove tag" value={removeTag} onChange={setRemoveTag}>
              {tagsOnChosen.map((tag) => (
                <option key={tag} value={tag}>
                  {tag}
                </option>
              ))}
            </BulkSelect>
            <div className="col-12 col-xl-2 d-flex gap-2 flex-wrap">
              <button type="submit" className="btn btn-sm btn-primary" disabled={mutation.isPending}>
                {mutation.isPending && <Spinner label="Applying" />} Apply to {count}{' '}
                {count === 1 ? 'ticket' : 'tickets'}
              </button>
              <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onClear}>
                Clear choice
              </button>
            </div>
          </div>
        )}
        <div aria-live="polite">
          {outcome?.kind === 'changed' && (
            <p className="text-success small mb-0 mt-2" role="status">
              {outcome.count === 1 ? '1 ticket changed.' : `${outcome.count} tickets changed.`}
            </p>
          )}
        </div>
        {outcome?.kind === 'problem' && (
          <div className="alert alert-danger small mb-0 mt-2 py-2" role="alert">
            {outcome.message}
          </div>
        )}
      </form>
    </section>
  );
}

/** A field of the change: "No change" leaves it out. */
const BulkSelect = ({ children, ...props }: Omit<ComponentProps<typeof SmallSelect>, 'columnClassName'>) => (
  <SmallSelect {...props} columnClassName="col-6 col-md-4 col-xl-2">
    <option value={KEEP}>No change</option>
    {children}
  </SmallSelect>
);
