import type { Db } from '../../db/database.js';
import { BATCH, writeDocuments } from './documents.js';

/** Writes every ticket's document anew: after a migration or a copy has written the tickets. */
export async function rebuildTicketSearch(db: Db): Promise<void> {
  for (let after = -1; ;) {
    const rows = await db
      .selectFrom('tickets')
      .select('ticket_id')
      .where('ticket_id', '>', after)
      .orderBy('ticket_id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return;
    const ids = rows.map((row) => Number(row.ticket_id));
    await writeDocuments(db, ids);
    after = ids.at(-1)!;
  }
}
