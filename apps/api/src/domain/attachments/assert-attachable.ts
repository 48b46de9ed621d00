import type { Db } from '../../db/database.js';
import { badRequest } from '../../lib/app-error.js';

/** The 400 a message's files are checked against before anything is written (also checked again when writing). */
export async function assertAttachable(
  db: Db,
  uploaderGuid: string,
  attachmentGuids: readonly string[],
): Promise<void> {
  if (attachmentGuids.length === 0) return;
  const rows = await db
    .selectFrom('attachments')
    .select('attachment_guid')
    .where('attachment_guid', 'in', [...attachmentGuids])
    .where('uploaded_by_user_guid', '=', uploaderGuid)
    .where('ticket_guid', 'is', null)
    .where('size_bytes', 'is not', null)
    .execute();
  const ok = new Set(rows.map((row) => row.attachment_guid));
  const index = attachmentGuids.findIndex((guid) => !ok.has(guid));
  if (index >= 0) {
    throw badRequest(
      `attachmentGuids.${index}: ${attachmentGuids[index]} is not a file you uploaded, or it was already sent`,
    );
  }
}
