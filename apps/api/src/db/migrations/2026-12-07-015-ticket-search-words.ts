import type { Kysely } from 'kysely';
import { rebuildTicketSearch } from '../../domain/ticket-search/rebuild-ticket-search.js';
import { isPostgres, type Db } from '../database.js';

// SQLite: each ticket's search document also as plain text (the FTS5 index keeps no copy of it). A search for words
// that many tickets hold walks the tickets newest activity first and reads each one's words (domain/tickets/
// list-inbox.ts), instead of gathering every match from FTS5 before it can read the page. PostgreSQL can check a
// ticket's tsvector row itself and needs no copy. The words of existing tickets are written here.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await db.schema
    .createTable('ticket_search_words')
    .addColumn('ticket_id', 'integer', (c) => c.primaryKey().references('tickets.ticket_id').onDelete('cascade'))
    .addColumn('words', 'text', (c) => c.notNull())
    .execute();
  await rebuildTicketSearch(db as Db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await db.schema.dropTable('ticket_search_words').execute();
}
