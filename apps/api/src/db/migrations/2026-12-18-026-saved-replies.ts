import type { Kysely } from 'kysely';

// Saved replies: text staff keep to insert into a ticket's composer, shared (no owner) or one staff member's own.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('saved_replies')
    .addColumn('reply_guid', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    // null: shared with every staff member.
    .addColumn('owner_user_guid', 'varchar(36)', (c) => c.references('users.user_guid').onDelete('cascade'))
    .addColumn('created_by_user_guid', 'varchar(36)', (c) => c.references('users.user_guid').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('saved_replies_owner_idx')
    .on('saved_replies')
    .columns(['owner_user_guid', 'title'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('saved_replies').execute();
}
