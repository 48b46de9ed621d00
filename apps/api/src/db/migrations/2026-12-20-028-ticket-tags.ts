import type { Kysely } from 'kysely';

// A ticket's tags: words staff put on tickets to group them (`billing`, `wordpress`); the inbox filters by one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ticket_tags')
    .addColumn('ticket_guid', 'varchar(36)', (c) => c.notNull().references('tickets.ticket_guid').onDelete('cascade'))
    .addColumn('tag', 'varchar(40)', (c) => c.notNull())
    .addPrimaryKeyConstraint('ticket_tags_pk', ['ticket_guid', 'tag'])
    .execute();
  // The inbox's filter, and the suggestions (every tag in use, with how many tickets carry it).
  await db.schema.createIndex('ticket_tags_tag_idx').on('ticket_tags').columns(['tag', 'ticket_guid']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ticket_tags').execute();
}
