import type { Attachment } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { toAttachment } from './queries.js';

/** A ticket's files: its own (key null) and each update's, by update GUID. Internal notes' files only for staff. */
export async function listTicketAttachments(
  db: Db,
  ticketGuid: string,
  { withInternal }: { withInternal: boolean },
): Promise<Map<string | null, Attachment[]>> {
  const rows = await db
    .selectFrom('attachments as a')
    .leftJoin('ticket_updates as tu', 'tu.update_guid', 'a.update_guid')
    .select(['a.attachment_guid', 'a.file_name', 'a.content_type', 'a.size_bytes', 'a.update_guid'])
    .where('a.ticket_guid', '=', ticketGuid)
    .$if(!withInternal, (qb) => qb.where((eb) => eb.or([eb('a.update_guid', 'is', null), eb('tu.internal', '=', 0)])))
    .orderBy('a.position')
    .orderBy('a.created_at')
    .orderBy('a.attachment_guid')
    .execute();
  const byOwner = new Map<string | null, Attachment[]>();
  for (const row of rows) {
    const list = byOwner.get(row.update_guid) ?? [];
    list.push(toAttachment(row));
    byOwner.set(row.update_guid, list);
  }
  return byOwner;
}
