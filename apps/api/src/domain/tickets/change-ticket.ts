import {
  isStaffRole,
  type AgencyTicketChange,
  type AgencyTicketsBulkChange,
  type TicketStatus,
} from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.js';
import { nowIso } from '../../lib/time.js';
import { findLatestAudit } from '../audit/find-latest-audit.js';
import { recordAudit, type Changes } from '../audit/record-audit.js';
import { queueTicketNotifications } from '../notifications/queue-ticket-notifications.js';
import type { AuthUser } from '../shared/auth-user.js';
import { fullName } from '../shared/people.js';
import { refreshDueTimes } from '../response-targets/due-times.js';
import { refreshTicketSearch } from '../ticket-search/refresh-ticket-search.js';
import { findTicketRecord } from './queries.js';
import { listTagsOf, tagSet, writeTicketTags } from './ticket-tags.js';
import { storableRichText } from './ticket-text.js';
import { ticketNumber } from '../shared/ticket-number.js';
import { queueTicketEvent } from '../webhooks/queue-webhook-event.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "26-Nov-2026 14:41 UTC": the workspace's date style; in UTC, as the server does not know the reader's zone. */
const formatWhen = (iso: string) =>
  `${iso.slice(8, 10)}-${MONTHS[Number(iso.slice(5, 7)) - 1]}-${iso.slice(0, 4)} ${iso.slice(11, 16)} UTC`;

/** The 409 answer: who changed the ticket since the caller read it, and when (and which ticket, of several). */
async function staleChange(db: Db, ticketGuid: string, ticket?: { ticketId: number; name: string }): Promise<AppError> {
  const last = await findLatestAudit(db, ticketGuid);
  const who = last?.actor ? fullName(last.actor) : 'Someone';
  const when = last ? ` at ${formatWhen(last.createdAt)}` : '';
  if (ticket) {
    return conflict(
      `${who} changed ticket ${ticketNumber(ticket.ticketId)} “${ticket.name}”${when}, after you listed it. No ticket was changed: reload the inbox, then apply the change again.`,
    );
  }
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

type TicketRecord = NonNullable<Awaited<ReturnType<typeof findTicketRecord>>>;

/**
 * Makes one change to a ticket read as `current` (with its tags), in the caller's transaction, on the version given:
 * the fields that differ, a new version, one audit entry, and the client told of a new status. `stale` when the
 * ticket's version has moved on (nothing is written).
 */
async function applyChange(
  trx: Db,
  staff: AuthUser,
  current: TicketRecord,
  currentTags: readonly string[],
  change: AgencyTicketChange,
): Promise<'changed' | 'unchanged' | 'stale'> {
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
  const tags = change.tags && tagSet(change.tags);
  if (tags && tags.join('\n') !== currentTags.join('\n')) changes.tags = { before: currentTags, after: tags };
  if (Object.keys(changes).length === 0) return 'unchanged';
  const result = await trx
    .updateTable('tickets')
    .set({ ...set, version: change.version + 1, last_activity_at: nowIso() })
    .where('ticket_guid', '=', current.ticket_guid)
    .where('version', '=', change.version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return 'stale';
  if (changes.tags && tags) await writeTicketTags(trx, current.ticket_guid, currentTags, tags);
  if (set.name !== undefined || set.description !== undefined) {
    await refreshTicketSearch(trx, { ticketIds: [Number(current.ticket_id)] });
  }
  await recordAudit(trx, {
    actor: staff,
    objectType: 'ticket',
    objectGuid: current.ticket_guid,
    action: 'changed',
    changes,
  });
  for (const [field, column] of [
    ['status', 'status'],
    ['assignee', 'assignee_user_guid'],
  ] as const) {
    if (set[column] === undefined) continue;
    await queueTicketEvent(trx, {
      type: field === 'status' ? 'ticket.status_changed' : 'ticket.assignee_changed',
      ticketGuid: current.ticket_guid,
      actor: staff,
      change: { field, before: current[column], after: set[column] },
    });
  }
  if (set.status) {
    await refreshDueTimes(trx, { ticketGuids: [current.ticket_guid] });
    await queueTicketNotifications(trx, {
      kind: 'ticket-activity',
      ticketGuid: current.ticket_guid,
      actorGuid: staff.userGuid,
      change: { type: 'status', by: fullName(staff), from: current.status, to: set.status as TicketStatus },
    });
  }
  return 'changed';
}

/**
 * Changes a ticket's fields, made on the version the caller read: a change on an older version is refused (409)
 * and changes nothing.
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
  const currentTags = (await listTagsOf(db, [ticketGuid])).get(ticketGuid) ?? [];
  const applied = await db.transaction().execute((trx) => applyChange(trx, staff, current, currentTags, change));
  // Another change landed between the read above and this one.
  if (applied === 'stale') throw await staleChange(db, ticketGuid);
}

/**
 * One change to several tickets, each made on the version the caller listed, in one transaction: when any of them
 * has changed since (or is gone), none changes. Each ticket changed gets its own audit entry. Returns how many
 * tickets changed.
 */
export async function changeTickets(db: Db, staff: AuthUser, bulk: AgencyTicketsBulkChange): Promise<number> {
  if (bulk.assigneeUserGuid) await assertStaffMember(db, bulk.assigneeUserGuid);
  const guids = bulk.tickets.map((ticket) => ticket.ticketGuid);
  const [records, tagsOf] = await Promise.all([
    db.selectFrom('tickets').selectAll().where('ticket_guid', 'in', guids).execute(),
    listTagsOf(db, guids),
  ]);
  const byGuid = new Map(records.map((record) => [record.ticket_guid, record]));
  let changed = 0;
  let stale: TicketRecord | undefined;
  await db
    .transaction()
    .execute(async (trx) => {
      for (const { ticketGuid, version } of bulk.tickets) {
        const current = byGuid.get(ticketGuid);
        if (!current) throw notFound(`Ticket ${ticketGuid} not found. No ticket was changed.`);
        const currentTags = tagsOf.get(ticketGuid) ?? [];
        const tags =
          bulk.addTags || bulk.removeTags
            ? tagSet([...currentTags, ...(bulk.addTags ?? [])].filter((tag) => !bulk.removeTags?.includes(tag)))
            : undefined;
        const applied =
          Number(current.version) === version
            ? await applyChange(trx, staff, current, currentTags, {
                version,
                status: bulk.status,
                assigneeUserGuid: bulk.assigneeUserGuid,
                priority: bulk.priority,
                tags,
              })
            : 'stale';
        if (applied === 'stale') {
          stale = current;
          // Rolls back every ticket changed before this one.
          throw conflict('stale');
        }
        if (applied === 'changed') changed += 1;
      }
    })
    .catch((error: unknown) => {
      if (!stale) throw error;
    });
  if (stale) {
    throw await staleChange(db, stale.ticket_guid, { ticketId: Number(stale.ticket_id), name: stale.name });
  }
  return changed;
}
