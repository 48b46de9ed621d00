import { randomUUID } from 'node:crypto';
import {
  DELETED_TICKET_TAKES_NO_REPLIES,
  isStaffRole,
  statusAfterClientReply,
  type NewReply,
  type TicketUpdate,
} from '@client-portal/contract';
import { isPostgres, type Db } from '../../db/database.js';
import { conflict, notFound, unauthorized } from '../../lib/app-error.js';
import { nowIso } from '../../lib/time.js';
import { assertAttachable } from '../attachments/assert-attachable.js';
import { listTicketAttachments } from '../attachments/list-ticket-attachments.js';
import { attachToMessage } from '../attachments/attach-to-message.js';
import { recordAudit, type Changes } from '../audit/record-audit.js';
import { excerptOf } from '../notifications/payloads.js';
import { queueTicketNotifications } from '../notifications/queue-ticket-notifications.js';
import type { AuthUser } from '../shared/auth-user.js';
import { fullName } from '../shared/people.js';
import { refreshDueTimes } from '../response-targets/due-times.js';
import { addUpdateToDocument } from '../ticket-search/documents.js';
import { findTicketForUser } from './find-ticket-for-user.js';
import { postThreadEntry } from './post-thread-entry.js';
import { storableRichText } from './ticket-text.js';
import { queueTicketEvent } from '../webhooks/queue-webhook-event.js';

/**
 * `POST /api/updates/ticket/{ticketGuid}`: a reply in the ticket's feed. Staff post a public update, as from the
 * workspace. A client's reply brings the ticket back to the agency: `awaiting-customer` becomes `in-progress`,
 * `completed` is reopened as `new`; a `deleted` ticket takes no replies (409). The reply, the status, the files, the
 * history entry and the email to staff are one transaction.
 */
export async function replyToTicket(
  db: Db,
  user: AuthUser,
  ticketGuid: string,
  input: NewReply,
  /** More to write in the reply's transaction (the email it came from: domain/inbound-mail). */
  alsoWrite?: (trx: Db) => Promise<void>,
): Promise<TicketUpdate> {
  const found = await findTicketForUser(db, ticketGuid, user);
  if (!found) throw notFound(`Ticket ${ticketGuid} not found.`);
  if (!found.isVisible) throw unauthorized('You are not authorized to view this ticket.');
  if (user.isStaff) {
    const entry = await postThreadEntry(db, user, ticketGuid, { ...input, internal: false }, alsoWrite);
    return {
      userFirstName: user.firstName,
      userLastName: user.lastName,
      createdDateTime: entry.createdDateTime,
      updateText: entry.updateText,
      attachments: entry.attachments,
    };
  }
  if (found.ticket.status === 'deleted') throw conflict(DELETED_TICKET_TAKES_NO_REPLIES);
  const text = storableRichText('updateText', input.updateText);
  await assertAttachable(db, user.userGuid, input.attachmentGuids);
  const row = {
    update_guid: randomUUID(),
    ticket_guid: ticketGuid,
    user_guid: user.userGuid,
    created_date_time: nowIso(),
    update_text: text,
    internal: 0,
  };
  await db.transaction().execute(async (trx) => {
    // The ticket's row is locked on PostgreSQL until the reply is written (SQLite has one writer), so this is the
    // status as it is now, not as first read: a staff change may have landed in between, and one that comes now waits.
    const ticket = await trx
      .selectFrom('tickets')
      .select(['ticket_id', 'status', 'version'])
      .where('ticket_guid', '=', ticketGuid)
      .$if(isPostgres(trx), (query) => query.forUpdate())
      .executeTakeFirstOrThrow();
    if (ticket.status === 'deleted') throw conflict(DELETED_TICKET_TAKES_NO_REPLIES);
    const nextStatus = statusAfterClientReply(ticket.status);
    // A reply to the agency's answer is news, emailed at once; the client's further replies gather as usual.
    const lastPublic = await trx
      .selectFrom('ticket_updates as tu')
      .leftJoin('users as u', 'u.user_guid', 'tu.user_guid')
      .select('u.role')
      .where('tu.ticket_guid', '=', ticketGuid)
      .where('tu.internal', '=', 0)
      .orderBy('tu.created_date_time', 'desc')
      .limit(1)
      .executeTakeFirst();
    const answersAgency = lastPublic?.role != null && isStaffRole(lastPublic.role);
    await trx.insertInto('ticket_updates').values(row).execute();
    await attachToMessage(trx, user.userGuid, input.attachmentGuids, { ticketGuid, updateGuid: row.update_guid });
    await trx
      .updateTable('tickets')
      .set({
        last_activity_at: row.created_date_time,
        // A new status is a new version: a staff change made on the one before is refused (409), not lost.
        ...(nextStatus ? { status: nextStatus, version: Number(ticket.version) + 1 } : {}),
      })
      .where('ticket_guid', '=', ticketGuid)
      .execute();
    await addUpdateToDocument(trx, Number(ticket.ticket_id), text);
    if (nextStatus) await refreshDueTimes(trx, { ticketGuids: [ticketGuid] });
    const changes: Changes = { thread: { before: null, after: text } };
    if (nextStatus) changes.status = { before: ticket.status, after: nextStatus };
    if (input.attachmentGuids.length) changes.attachments = { before: null, after: input.attachmentGuids };
    await recordAudit(trx, {
      actor: user,
      objectType: 'ticket',
      objectGuid: ticketGuid,
      action: 'client reply',
      changes,
    });
    await alsoWrite?.(trx);
    await queueTicketEvent(trx, {
      type: 'ticket.update_posted',
      ticketGuid,
      actor: user,
      update: { text, internal: false },
    });
    if (nextStatus) {
      await queueTicketEvent(trx, {
        type: 'ticket.status_changed',
        ticketGuid,
        actor: user,
        change: { field: 'status', before: ticket.status, after: nextStatus },
      });
    }
    await queueTicketNotifications(trx, {
      kind: 'client-replies',
      ticketGuid,
      actorGuid: user.userGuid,
      change: { type: 'reply', by: fullName(user), excerpt: excerptOf(text) },
      atOnce: answersAgency,
    });
  });
  const files = await listTicketAttachments(db, ticketGuid, { withInternal: false });
  return {
    userFirstName: user.firstName,
    userLastName: user.lastName,
    createdDateTime: row.created_date_time,
    updateText: text,
    attachments: files.get(row.update_guid) ?? [],
  };
}
