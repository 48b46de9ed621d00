import { Readable } from 'node:stream';
import type { Db } from '../../db/database.js';

/** The file's contents, read one chunk at a time as the answer is written. */
export function readAttachmentContents(db: Db, attachmentGuid: string): Readable {
  async function* chunks() {
    for (let seq = 0; ; seq++) {
      const row = await db
        .selectFrom('attachment_chunks')
        .select('data')
        .where('attachment_guid', '=', attachmentGuid)
        .where('seq', '=', seq)
        .executeTakeFirst();
      if (!row) return;
      yield Buffer.from(row.data);
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}
