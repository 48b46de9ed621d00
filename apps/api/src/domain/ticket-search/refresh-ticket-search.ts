import type { Db } from '../../db/database.js';
import { BATCH, writeDocuments } from './documents.js';

/**
 * The tickets whose documents a change touches: some tickets (by number, when the change has read them, or by GUID),
 * a project's, or those a client opened.
 */
export type TicketSearchScope =
  | { ticketIds: readonly number[] }
  | { ticketGuids: readonly string[] }
  | { projectGuids: readonly string[] }
  | { userGuids: readonly string[] };

/**
 * Writes the search documents of the tickets in scope from what they hold now, in the transaction of the change
 * that touched them, so the next search sees it. PostgreSQL: the documents' rows are locked first, in ticket number
 * order (after the ticket's own row, which a ticket's change holds already), and only then are the tickets read, so
 * two changes of one ticket's document (a note and a rename of its project) write it one after the other, the second
 * from what the first saved.
 */
export async function refreshTicketSearch(trx: Db, scope: TicketSearchScope): Promise<void> {
  if ('ticketIds' in scope) return writeAll(trx, [...new Set(scope.ticketIds)]);
  const [column, values] =
    'ticketGuids' in scope
      ? (['ticket_guid', scope.ticketGuids] as const)
      : 'projectGuids' in scope
        ? (['project_guid', scope.projectGuids] as const)
        : (['created_by_user_guid', scope.userGuids] as const);
  const found = new Set<number>();
  for (let start = 0; start < values.length; start += BATCH) {
    const rows = await trx
      .selectFrom('tickets')
      .select('ticket_id')
      .where(column, 'in', values.slice(start, start + BATCH))
      .execute();
    for (const row of rows) found.add(Number(row.ticket_id));
  }
  await writeAll(trx, [...found]);
}

/** In ticket number order, the order PostgreSQL locks the documents' rows in. */
async function writeAll(trx: Db, ticketIds: number[]): Promise<void> {
  const ids = ticketIds.sort((a, b) => a - b);
  for (let start = 0; start < ids.length; start += BATCH) await writeDocuments(trx, ids.slice(start, start + BATCH));
}
