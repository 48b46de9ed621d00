import { sql } from 'kysely';
import { isPostgres, type Db } from '../../db/database.js';
import { DOCUMENT_WORD_LIMIT, documentWithUpdate, searchDocument, updateWords } from './search-words.js';

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
    await writeSqliteDocuments(trx, ids, documents);
  }
}

/**
 * Adds the words of a new reply or note to its ticket's document, without reading the rest of the conversation again:
 * a ticket's document holds the words of every update, so one more update only adds words. PostgreSQL merges them
 * into the stored vector under the row's lock; SQLite adds them to the words it keeps and indexes the ticket again. A
 * ticket without a document yet is written whole.
 */
export async function addUpdateToDocument(trx: Db, ticketId: number, updateText: string): Promise<void> {
  if (isPostgres(trx)) {
    const words = updateWords(updateText);
    if (!words) return;
    const { numUpdatedRows } = await trx
      .updateTable('ticket_search')
      .set({
        document: sql<string>`case when length(document) < ${DOCUMENT_WORD_LIMIT}
          then document || strip(to_tsvector('simple', ${words})) else document end`,
      })
      .where('ticket_id', '=', ticketId)
      .executeTakeFirst();
    if (numUpdatedRows === 0n) await writeDocuments(trx, [ticketId]);
    return;
  }
  const kept = await trx
    .selectFrom('ticket_search_words')
    .select('words')
    .where('ticket_id', '=', ticketId)
    .executeTakeFirst();
  if (!kept) return writeDocuments(trx, [ticketId]);
  const document = documentWithUpdate(kept.words, updateText);
  if (document !== null) await writeSqliteDocuments(trx, [ticketId], [{ ticket_id: ticketId, document }]);
}

/** SQLite: the FTS5 index (which keeps no text, so takes a document out by its row id alone) and the words kept. */
async function writeSqliteDocuments(
  trx: Db,
  ids: readonly number[],
  documents: Array<{ ticket_id: number; document: string }>,
) {
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
