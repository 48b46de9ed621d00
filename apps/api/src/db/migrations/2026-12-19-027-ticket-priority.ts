import type { Kysely } from 'kysely';

// A ticket's priority (low, normal, high, urgent): staff set it, and the inbox filters by it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('tickets')
    .addColumn('priority', 'varchar(10)', (c) => c.notNull().defaultTo('normal'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tickets').dropColumn('priority').execute();
}
