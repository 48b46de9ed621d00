import { sql, type Kysely } from 'kysely';
import { rebuildTicketSearch } from '../../domain/ticket-search/rebuild-ticket-search.js';
import { isPostgres, type Db } from '../database.js';

const TRIGRAM_INDEXES = ['tickets_name_search_idx', 'tickets_description_search_idx'];

// The inbox search finds words anywhere in a ticket's conversation: one search document per ticket (its title, its
// description, every reply and internal note, the client's name and email, the project's name), written by
// domain/ticket-search/refresh-ticket-search.ts in the transaction of each change. SQLite keeps it in an FTS5 index
// that stores no copy of the text (contentless, rows deletable); PostgreSQL as a tsvector with a GIN index, which
// needs no extension. Both index words as the server has already split and lowered them, so a word is matched the
// same way on either. The trigram indexes of 2026-12-02-010 served the `like` search this replaces: nothing else
// reads them (the ticket number search compares numbers). The documents of existing tickets are written here on
// PostgreSQL; on SQLite by 2026-12-07-015, which keeps each document's words beside the index.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await db.schema
      .createTable('ticket_search')
      .addColumn('ticket_id', 'integer', (c) => c.primaryKey().references('tickets.ticket_id').onDelete('cascade'))
      .addColumn('document', sql`tsvector`, (c) => c.notNull())
      .execute();
  } else {
    await sql`create virtual table ticket_search using fts5(
        document, content = '', contentless_delete = 1, tokenize = "unicode61 remove_diacritics 0 categories 'L* M* N*'"
      )`.execute(db);
  }
  // Renaming a client rewrites the documents of the tickets they opened.
  await db.schema.createIndex('tickets_created_by_idx').on('tickets').column('created_by_user_guid').execute();
  if (isPostgres(db)) {
    await rebuildTicketSearch(db as Db);
    // Built once the documents are written: quicker than growing it a document at a time.
    await db.schema
      .createIndex('ticket_search_document_idx')
      .on('ticket_search')
      .using('gin')
      .column('document')
      .execute();
    for (const name of TRIGRAM_INDEXES) await db.schema.dropIndex(name).ifExists().execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('tickets_created_by_idx').execute();
  await db.schema.dropTable('ticket_search').execute();
}
