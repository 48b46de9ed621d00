import type { Db } from '../../db/database.js';

/** Removes files with their contents (an upload refused or abandoned before it was sent). */
export async function removeAttachments(db: Db, guids: string[]): Promise<void> {
  if (guids.length === 0) return;
  await db.deleteFrom('attachment_chunks').where('attachment_guid', 'in', guids).execute();
  await db.deleteFrom('attachments').where('attachment_guid', 'in', guids).execute();
}
