import type { Kysely } from 'kysely';

// What a completed report showed of its month's uptime (each day, the incidents), kept as JSON from its first
// completion: removing a monitor later, or the checks ageing out, changes no report its clients were sent.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('site_care_reports').addColumn('uptime_frozen', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('site_care_reports').dropColumn('uptime_frozen').execute();
}
