import { INBOX_COUNT_LIMIT, OPEN_TICKET_STATUSES, type InboxView } from '@client-portal/contract';
import type { ExpressionBuilder, Expression, SqlBool } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

export type TicketsEb = ExpressionBuilder<Database & { t: Database['tickets'] }, 't'>;

const WAITING_ON_US = ['new', 'in-progress'] as const;

/** What each inbox view holds. Mine and Unassigned hold open tickets only: closed work needs no owner. */
export function viewCondition(eb: TicketsEb, view: InboxView, staffGuid: string): Expression<SqlBool> | undefined {
  switch (view) {
    case 'waiting':
      return eb('t.status', 'in', WAITING_ON_US);
    case 'awaiting':
      return eb('t.status', '=', 'awaiting-customer');
    case 'mine':
      return eb.and([eb('t.assignee_user_guid', '=', staffGuid), eb('t.status', 'in', OPEN_TICKET_STATUSES)]);
    case 'unassigned':
      return eb.and([eb('t.assignee_user_guid', 'is', null), eb('t.status', 'in', OPEN_TICKET_STATUSES)]);
    case 'all':
      return undefined;
  }
}

/** The matching tickets, at most one more than the counting limit: a count of them stops there. */
export const cappedMatches = (db: Db, condition: (eb: TicketsEb) => Expression<SqlBool>) =>
  db
    .selectFrom('tickets as t')
    .select('t.ticket_id')
    .where(condition)
    .limit(INBOX_COUNT_LIMIT + 1);
