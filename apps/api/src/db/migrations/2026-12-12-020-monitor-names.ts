import type { Kysely } from 'kysely';

// A monitor may have a name staff know the site by ("Shop checkout"); without one it is shown by its address.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('monitors').addColumn('name', 'varchar(100)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('monitors').dropColumn('name').execute();
}
