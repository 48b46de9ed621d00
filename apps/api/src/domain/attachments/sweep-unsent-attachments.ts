import type { Db } from '../../db/database.js';

/** A file uploaded but never sent with a ticket or reply is removed after a day; one cut off mid-upload after an hour. */
const UNSENT_TTL_MS = 24 * 3_600_000;
const UNFINISHED_TTL_MS = 3_600_000;

/** Removes files uploaded but never sent after a day, and uploads cut off (by a crash) after an hour. */
export async function sweepUnsentAttachments(db: Db, now: Date): Promise<number> {
  // One statement, re-checking "not sent" as it deletes: a file sent meanwhile stays. Its chunks go with it (cascade).
  const result = await db
    .deleteFrom('attachments')
    .where('ticket_guid', 'is', null)
    .where((eb) =>
      eb.or([
        eb('created_at', '<', new Date(now.getTime() - UNSENT_TTL_MS).toISOString()),
        eb.and([
          eb('size_bytes', 'is', null),
          eb('created_at', '<', new Date(now.getTime() - UNFINISHED_TTL_MS).toISOString()),
        ]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
