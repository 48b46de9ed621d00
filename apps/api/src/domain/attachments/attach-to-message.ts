import type { Db } from '../../db/database.js';
import { badRequest } from '../../lib/app-error.js';

/**
 * Inside the transaction that writes a ticket or an update: the files it carries become part of it. Each must be a
 * finished upload of the same person, not yet sent with anything; otherwise 400 naming the file, and the
 * transaction (so the whole message) is undone.
 */
export async function attachToMessage(
  trx: Db,
  uploaderGuid: string,
  attachmentGuids: readonly string[],
  target: { ticketGuid: string; updateGuid: string | null },
): Promise<void> {
  for (const [position, attachmentGuid] of attachmentGuids.entries()) {
    const result = await trx
      .updateTable('attachments')
      .set({ ticket_guid: target.ticketGuid, update_guid: target.updateGuid, position })
      .where('attachment_guid', '=', attachmentGuid)
      .where('uploaded_by_user_guid', '=', uploaderGuid)
      .where('ticket_guid', 'is', null)
      .where('size_bytes', 'is not', null)
      .executeTakeFirst();
    // assertAttachable passed before the transaction: only a second message sending the same file at once gets here.
    if (Number(result.numUpdatedRows) !== 1) {
      throw badRequest('attachmentGuids: a file was sent with another message meanwhile; upload it again');
    }
  }
}
