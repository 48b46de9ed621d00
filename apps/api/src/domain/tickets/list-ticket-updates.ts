import type { TicketUpdate } from '@client-portal/contract';
import type { Db } from '../../db/database.js';

const ticketUpdatesQuery = (db: Db, ticketGuid: string) =>
  db
    .selectFrom('ticket_updates as tu')
    .leftJoin('users as u', 'u.user_guid', 'tu.user_guid')
    // Each update's files in the same read: an update with two files comes as two rows.
    .leftJoin('attachments as a', 'a.update_guid', 'tu.update_guid')
    .select(['tu.update_guid', 'u.first_name', 'u.last_name', 'tu.created_date_time', 'tu.update_text'])
    .select(['a.attachment_guid', 'a.file_name', 'a.content_type', 'a.size_bytes'])
    .where('tu.ticket_guid', '=', ticketGuid)
    // Internal notes are for staff: no client answer holds one, nor their files.
    .where('tu.internal', '=', 0)
    .orderBy('tu.created_date_time')
    .orderBy('tu.update_guid')
    .orderBy('a.position')
    .orderBy('a.created_at')
    .orderBy('a.attachment_guid');

/** A ticket's public updates with their files, oldest first: what its clients read. */
export async function listTicketUpdates(db: Db, ticketGuid: string): Promise<TicketUpdate[]> {
  const updates = new Map<string, TicketUpdate>();
  for (const row of await ticketUpdatesQuery(db, ticketGuid).execute()) {
    let update = updates.get(row.update_guid);
    if (!update) {
      update = {
        userFirstName: row.first_name ?? '',
        userLastName: row.last_name ?? '',
        createdDateTime: row.created_date_time,
        updateText: row.update_text,
        attachments: [],
      };
      updates.set(row.update_guid, update);
    }
    if (row.attachment_guid) {
      update.attachments.push({
        attachmentGuid: row.attachment_guid,
        fileName: row.file_name ?? '',
        contentType: row.content_type ?? '',
        sizeBytes: Number(row.size_bytes),
      });
    }
  }
  return [...updates.values()];
}
