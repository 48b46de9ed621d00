import { randomUUID } from 'node:crypto';
import {
  hasVisibleText,
  isStaffRole,
  type AgencyTicketChange,
  type NewAgencyTicket,
  type NewThreadEntry,
  type ThreadEntry,
  type TicketStatus,
} from '@client-portal/contract';
import type { Db } from '../db/database.js';
import { AppError, badRequest, conflict, notFound } from '../lib/app-error.js';
import { sanitiseRichText } from '../lib/rich-text.js';
import { nowIso } from '../lib/time.js';
import type { AuthUser } from './shared/auth-user.js';
import { findLatestAudit } from './audit/find-latest-audit.js';
import { recordAudit, type Changes } from './audit/record-audit.js';
import { findTicketRecord, toThreadEntry } from './agency-tickets.repository.js';
import { fullName } from './shared/people.js';
import { assertAttachable, attachmentsOfTicket, attachToMessage } from './attachments/attachments.repository.js';
import { excerptOf, queueTicketNotifications } from './notifications/queue.js';
import { refreshTicketSearch } from './ticket-search/refresh-ticket-search.js';

/** Rich text as it will be stored; refused (naming the field) when nothing visible is left. */
export function storableRichText(field: string, html: string): string {
  const clean = sanitiseRichText(html);
  if (!hasVisibleText(clean)) throw badRequest(`${field}: must have some text`);
  return clean;
}

const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: string }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
};

interface TicketToInsert {
  projectGuid: string;
  name: string;
  /** Sanitised already (storableRichText). */
  description: string;
  createdByUserGuid: string;
  attachmentGuids: readonly string[];
}

/**
 * Writes a new ticket with the next free number, the files it carries and its audit entry in one transaction; a
 * client's ticket also queues the email to staff there. Two processes taking the same number at once: the loser
 * retries with the next.
 */
export async function insertTicket(db: Db, actor: AuthUser, ticket: TicketToInsert): Promise<string> {
  await assertAttachable(db, actor.userGuid, ticket.attachmentGuids);
  const ticketGuid = randomUUID();
  for (let attempt = 1; ; attempt++) {
    try {
      await db.transaction().execute(async (trx) => {
        const { last } = await trx
          .selectFrom('tickets')
          .select((eb) => eb.fn.max('ticket_id').as('last'))
          .executeTakeFirstOrThrow();
        const now = nowIso();
        const values = {
          ticket_guid: ticketGuid,
          ticket_id: Number(last ?? 0) + 1,
          project_guid: ticket.projectGuid,
          name: ticket.name,
          description: ticket.description,
          status: 'new' as const,
          created_by_user_guid: ticket.createdByUserGuid,
          created_date_time: now,
          last_activity_at: now,
        };
        await trx.insertInto('tickets').values(values).execute();
        await refreshTicketSearch(trx, { ticketGuids: [ticketGuid] });
        await attachToMessage(trx, actor.userGuid, ticket.attachmentGuids, { ticketGuid, updateGuid: null });
        await recordAudit(trx, {
          actor,
          objectType: 'ticket',
          objectGuid: ticketGuid,
          action: 'created',
          changes: {
            name: { before: null, after: values.name },
            status: { before: null, after: values.status },
            createdBy: { before: null, after: values.created_by_user_guid },
            ...(ticket.attachmentGuids.length ? { attachments: { before: null, after: ticket.attachmentGuids } } : {}),
          },
        });
        if (!actor.isStaff) {
          await queueTicketNotifications(trx, {
            kind: 'new-tickets',
            ticketGuid,
            actorGuid: actor.userGuid,
            change: { type: 'opened', by: fullName(actor), excerpt: excerptOf(ticket.description) },
          });
        }
      });
      return ticketGuid;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
}

/** A ticket raised by staff on behalf of one of the project's authorised users. */
export async function createTicket(db: Db, staff: AuthUser, input: NewAgencyTicket): Promise<string> {
  const project = await db
    .selectFrom('projects')
    .select('project_guid')
    .where('project_guid', '=', input.projectGuid)
    .executeTakeFirst();
  if (!project) throw notFound(`Project ${input.projectGuid} not found.`);
  const member = await db
    .selectFrom('project_users')
    .select('user_guid')
    .where('project_guid', '=', input.projectGuid)
    .where('user_guid', '=', input.onBehalfOfUserGuid)
    .executeTakeFirst();
  if (!member) throw badRequest('onBehalfOfUserGuid: must be an authorised user of the project');
  return insertTicket(db, staff, {
    projectGuid: input.projectGuid,
    name: input.name,
    description: storableRichText('description', input.description),
    createdByUserGuid: input.onBehalfOfUserGuid,
    attachmentGuids: input.attachmentGuids,
  });
}

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
      await refreshTicketSearch(trx, { ticketGuids: [ticketGuid] });
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

/** A public update (the client reads it) or an internal note (staff only) by a staff member. */
export async function postThreadEntry(
  db: Db,
  staff: AuthUser,
  ticketGuid: string,
  entry: NewThreadEntry,
): Promise<ThreadEntry> {
  const ticket = await findTicketRecord(db, ticketGuid);
  if (!ticket) throw notFound(`Ticket ${ticketGuid} not found.`);
  const text = storableRichText('updateText', entry.updateText);
  await assertAttachable(db, staff.userGuid, entry.attachmentGuids);
  const row = {
    update_guid: randomUUID(),
    ticket_guid: ticketGuid,
    user_guid: staff.userGuid,
    created_date_time: nowIso(),
    update_text: text,
    internal: entry.internal ? 1 : 0,
  };
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('ticket_updates').values(row).execute();
    await attachToMessage(trx, staff.userGuid, entry.attachmentGuids, { ticketGuid, updateGuid: row.update_guid });
    await trx
      .updateTable('tickets')
      .set({ last_activity_at: row.created_date_time })
      .where('ticket_guid', '=', ticketGuid)
      .execute();
    await refreshTicketSearch(trx, { ticketGuids: [ticketGuid] });
    await recordAudit(trx, {
      actor: staff,
      objectType: 'ticket',
      objectGuid: ticketGuid,
      action: entry.internal ? 'internal note' : 'public update',
      changes: {
        thread: { before: null, after: text },
        ...(entry.attachmentGuids.length ? { attachments: { before: null, after: entry.attachmentGuids } } : {}),
      },
    });
    // Internal notes never leave the agency, by email either; nor does anything on a deleted ticket.
    if (!entry.internal && ticket.status !== 'deleted') {
      await queueTicketNotifications(trx, {
        kind: 'ticket-activity',
        ticketGuid,
        actorGuid: staff.userGuid,
        change: { type: 'update', by: fullName(staff), excerpt: excerptOf(text) },
      });
    }
  });
  const files = await attachmentsOfTicket(db, ticketGuid, { withInternal: true });
  return toThreadEntry(
    { ...row, first_name: staff.firstName, last_name: staff.lastName, email: staff.email },
    files.get(row.update_guid) ?? [],
  );
}
