import { sql } from 'kysely';
import { isPostgres, type Db } from '../../db/database.js';
import { searchDocument } from './search-words.js';

/** Documents written per statement. */
export const BATCH = 500;

/**
 * Writes the documents of the given tickets from what they hold now. PostgreSQL: the documents' rows are locked
 * first, in ticket number order, and only then are the tickets read.
 */
export async function writeDocuments(trx: Db, ids: number[]): Promise<void> {
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
    await trx
      .insertInto('ticket_search_words')
      .values(documents.map((row) => ({ ticket_id: row.ticket_id, words: row.document })))
      .onConflict((oc) => oc.column('ticket_id').doUpdateSet((eb) => ({ words: eb.ref('excluded.words') })))
      .execute();
  }
}
