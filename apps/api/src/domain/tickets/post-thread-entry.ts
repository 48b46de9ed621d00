import { randomUUID } from 'node:crypto';
import type { NewThreadEntry, ThreadEntry } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/app-error.js';
import { nowIso } from '../../lib/time.js';
import { assertAttachable } from '../attachments/assert-attachable.js';
import { listTicketAttachments } from '../attachments/list-ticket-attachments.js';
import { attachToMessage } from '../attachments/attach-to-message.js';
import { recordAudit } from '../audit/record-audit.js';
import { excerptOf } from '../notifications/payloads.js';
import { queueTicketNotifications } from '../notifications/queue-ticket-notifications.js';
import type { AuthUser } from '../shared/auth-user.js';
import { fullName } from '../shared/people.js';
import { refreshDueTimes } from '../response-targets/due-times.js';
import { addUpdateToDocument } from '../ticket-search/documents.js';
import { toThreadEntry } from './queries.js';
import { storableRichText } from './ticket-text.js';
import { queueTicketEvent } from '../webhooks/queue-webhook-event.js';

/** A public update (the client reads it) or an internal note (staff only) by a staff member. */
export async function postThreadEntry(
  db: Db,
  staff: AuthUser,
  ticketGuid: string,
  entry: NewThreadEntry,
  /** More to write in the entry's transaction (an email it came from: domain/inbound-mail). */
  alsoWrite?: (trx: Db) => Promise<void>,
): Promise<ThreadEntry> {
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
    // The ticket's row first (its lock, then its document's), telling which ticket it is in the same statement.
    const ticket = await trx
      .updateTable('tickets')
      .set({ last_activity_at: row.created_date_time })
      .where('ticket_guid', '=', ticketGuid)
      .returning(['ticket_id', 'status'])
      .executeTakeFirst();
    if (!ticket) throw notFound(`Ticket ${ticketGuid} not found.`);
    await trx.insertInto('ticket_updates').values(row).execute();
    await attachToMessage(trx, staff.userGuid, entry.attachmentGuids, { ticketGuid, updateGuid: row.update_guid });
    await addUpdateToDocument(trx, Number(ticket.ticket_id), text);
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
    if (!entry.internal) {
      // The first public update from staff meets the first-response target.
      await trx
        .updateTable('tickets')
        .set({ first_response_at: row.created_date_time })
        .where('ticket_guid', '=', ticketGuid)
        .where('first_response_at', 'is', null)
        .execute();
      await refreshDueTimes(trx, { ticketGuids: [ticketGuid] });
    }
    await alsoWrite?.(trx);
    await queueTicketEvent(trx, {
      type: entry.internal ? 'ticket.note_added' : 'ticket.update_posted',
      ticketGuid,
      actor: staff,
      update: { text, internal: entry.internal },
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
  // A new entry has only the files it was sent with.
  const files = entry.attachmentGuids.length
    ? ((await listTicketAttachments(db, ticketGuid, { withInternal: true })).get(row.update_guid) ?? [])
    : [];
  return toThreadEntry({ ...row, first_name: staff.firstName, last_name: staff.lastName, email: staff.email }, files);
}
