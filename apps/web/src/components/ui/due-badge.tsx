import type { DueState, TicketDue } from '@client-portal/contract';
import { DATE_FORMATS, formatDate, formatTimeAgo } from '../../lib/format';

const STATE_WORDS: Record<DueState, string> = {
  'on-track': 'On track',
  'at-risk': 'At risk',
  breached: 'Breached',
  paused: 'Paused',
};
const STATE_CLASS: Record<DueState, string> = {
  'on-track': 'text-bg-light border',
  'at-risk': 'text-bg-warning',
  breached: 'text-bg-danger',
  paused: 'text-bg-secondary',
};
const KIND_WORDS = { 'first-response': 'First response', resolution: 'Resolution' } as const;

/**
 * A ticket's next response target in words: its state ("Breached", "At risk"; never told by colour alone), which
 * target, and when ("First response in 2 hours"), with the exact time on hover.
 */
export function DueBadge({ due }: { due: TicketDue }) {
  if (!due) return <span className="text-body-secondary">No target</span>;
  return (
    <span className="d-inline-flex flex-wrap align-items-baseline gap-1">
      <span className={`badge ${STATE_CLASS[due.state]}`}>{STATE_WORDS[due.state]}</span>{' '}
      <span className="small">
        {KIND_WORDS[due.kind]}{' '}
        {due.dueAt ? (
          <time dateTime={due.dueAt} title={formatDate(due.dueAt, DATE_FORMATS.dateTime)}>
            {formatTimeAgo(due.dueAt)}
          </time>
        ) : (
          'waits on the customer'
        )}
      </span>
    </span>
  );
}
