import { isStaffRole, type AgencyTicketChange, type TicketStatus } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.js';
import { nowIso } from '../../lib/time.js';
import { findLatestAudit } from '../audit/find-latest-audit.js';
import { recordAudit, type Changes } from '../audit/record-audit.js';
import { queueTicketNotifications } from '../notifications/queue-ticket-notifications.js';
import type { AuthUser } from '../shared/auth-user.js';
import { fullName } from '../shared/people.js';
import { refreshTicketSearch } from '../ticket-search/refresh-ticket-search.js';
import { findTicketRecord } from './queries.js';
import { storableRichText } from './ticket-text.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "26-Nov-2026 14:41 UTC": the workspace's date style; in UTC, as the server does not know the reader's zone. */
const formatWhen = (iso: string) =>
  `${iso.slice(8, 10)}-${MONTHS[Number(iso.slice(5, 7)) - 1]}-${iso.slice(0, 4)} ${iso.slice(11, 16)} UTC`;

/** The 409 answer: who changed the ticket since the caller read it, and when. */
async function staleChange(db: Db, ticketGuid: string): Promise<AppError> {
  const last = await findLatestAudit(db, ticketGuid);
  const who = last?.actor ? fullName(last.actor) : 'Someone';
  const when = last ? ` at ${formatWhen(last.createdAt)}` : '';
  return conflict(
    `${who} changed this ticket${when}, after you opened it. Your change was not saved: reload the ticket, then apply it again.`,
  );
}

async function assertStaffMember(db: Db, userGuid: string): Promise<void> {
  const user = await db
    .selectFrom('users')
    .select('role')
    .where('user_guid', '=', userGuid)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  if (!user) throw notFound(`User ${userGuid} not found.`);
  if (!isStaffRole(user.role)) throw badRequest('assigneeUserGuid: must be a staff member');
}

/**
 * Changes a ticket's fields, made on the version the caller read: a change on an older version is refused (409)
 * and changes nothing. Returns whether anything changed.
 */
export async function changeTicket(
  db: Db,
  staff: AuthUser,
  ticketGuid: string,
  change: AgencyTicketChange,
): Promise<void> {
  const current = await findTicketRecord(db, ticketGuid);
  if (!current) throw notFound(`Ticket ${ticketGuid} not found.`);
  if (Number(current.version) !== change.version) throw await staleChange(db, ticketGuid);
  if (change.assigneeUserGuid) await assertStaffMember(db, change.assigneeUserGuid);
  const next = {
    name: change.name,
    description: change.description === undefined ? undefined : storableRichText('description', change.description),
    status: change.status,
    assignee_user_guid: change.assigneeUserGuid,
    priority: change.priority,
  };
  const changes: Changes = {};
  const set: Partial<typeof next> = {};
  for (const [field, value] of Object.entries(next) as [keyof typeof next, string | null | undefined][]) {
    if (value === undefined || value === current[field]) continue;
    changes[field === 'assignee_user_guid' ? 'assignee' : field] = { before: current[field], after: value };
    Object.assign(set, { [field]: value });
  }
  if (Object.keys(changes).length === 0) return;
  const updated = await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('tickets')
      .set({ ...set, version: change.version + 1, last_activity_at: nowIso() })
      .where('ticket_guid', '=', ticketGuid)
      .where('version', '=', change.version)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    if (set.name !== undefined || set.description !== undefined) {
      await refreshTicketSearch(trx, { ticketIds: [Number(current.ticket_id)] });
    }
    await recordAudit(trx, {
      actor: staff,
      objectType: 'ticket',
      objectGuid: ticketGuid,
      action: 'changed',
      changes,
    });
    if (set.status) {
      await queueTicketNotifications(trx, {
        kind: 'ticket-activity',
        ticketGuid,
        actorGuid: staff.userGuid,
        change: { type: 'status', by: fullName(staff), from: current.status, to: set.status as TicketStatus },
      });
    }
    return true;
  });
  // Another change landed between the read above and this one.
  if (!updated) throw await staleChange(db, ticketGuid);
}
