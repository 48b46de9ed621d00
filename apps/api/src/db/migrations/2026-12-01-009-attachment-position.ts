import type { Kysely } from 'kysely';

// A message's files in the order they were sent with it (several uploads can share a millisecond, so the upload time
// does not order them). Null until a file is sent, and for files sent before this column.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('attachments').addColumn('position', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('attachments').dropColumn('position').execute();
}
