import { sql } from 'kysely';
import { isPostgres, type Db } from '../../db/database.js';
import { searchDocument } from './search-words.js';

/** The tickets whose documents a change touches: some tickets, a project's, or those a client opened. */
export type TicketSearchScope =
  { ticketGuids: readonly string[] } | { projectGuids: readonly string[] } | { userGuids: readonly string[] };

/** Documents written per statement. */
const BATCH = 500;

/**
 * Writes the search documents of the tickets in scope from what they hold now, in the transaction of the change
 * that touched them, so the next search sees it. PostgreSQL: the documents' rows are locked first, in ticket number
 * order (after the ticket's own row, which a ticket's change holds already), and only then are the tickets read, so
 * two changes of one ticket's document (a note and a rename of its project) write it one after the other, the second
 * from what the first saved.
 */
export async function refreshTicketSearch(trx: Db, scope: TicketSearchScope): Promise<void> {
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
  const ids = [...found].sort((a, b) => a - b);
  for (let start = 0; start < ids.length; start += BATCH) await writeDocuments(trx, ids.slice(start, start + BATCH));
}

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

async function writeDocuments(trx: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const postgres = isPostgres(trx);
  if (postgres) {
    await trx
      .selectFrom('ticket_search')
      .select('ticket_id')
      .where('ticket_id', 'in', ids)
      .orderBy('ticket_id')
      .forUpdate()
      .execute();
  }
  const tickets = await trx
    .selectFrom('tickets as t')
    .innerJoin('projects as p', 'p.project_guid', 't.project_guid')
    .leftJoin('users as c', 'c.user_guid', 't.created_by_user_guid')
    .select(['t.ticket_id', 't.ticket_guid', 't.name', 't.description', 'p.name as project_name'])
    .select(['c.first_name', 'c.last_name', 'c.email'])
    .where('t.ticket_id', 'in', ids)
    .execute();
  const updates = await trx
    .selectFrom('ticket_updates')
    .select(['ticket_guid', 'update_text'])
    .where(
      'ticket_guid',
      'in',
      tickets.map((ticket) => ticket.ticket_guid),
    )
    .execute();
  const texts = new Map<string, string[]>();
  for (const update of updates)
    texts.set(update.ticket_guid, [...(texts.get(update.ticket_guid) ?? []), update.update_text]);
  const documents = tickets.map((ticket) => ({
    ticket_id: Number(ticket.ticket_id),
    document: searchDocument({
      name: ticket.name,
      description: ticket.description,
      updates: texts.get(ticket.ticket_guid) ?? [],
      creator: ticket.email === null ? null : ticket,
      projectName: ticket.project_name,
    }),
  }));
  if (documents.length === 0) return;
  if (postgres) {
    await trx
      .insertInto('ticket_search')
      .values(
        documents.map((row) => ({
          ticket_id: row.ticket_id,
          document: sql<string>`strip(to_tsvector('simple', ${row.document}))`,
        })),
      )
      .onConflict((oc) => oc.column('ticket_id').doUpdateSet((eb) => ({ document: eb.ref('excluded.document') })))
      .execute();
  } else {
    // An FTS5 index that keeps no text takes a document out by its row id alone.
    await sql`delete from ticket_search where rowid in (${sql.join(ids)})`.execute(trx);
    await sql`insert into ticket_search (rowid, document) values ${sql.join(
      documents.map((row) => sql`(${row.ticket_id}, ${row.document})`),
    )}`.execute(trx);
  }
}
