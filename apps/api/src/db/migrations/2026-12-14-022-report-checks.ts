import { sql, type Kysely } from 'kysely';

// A report's "Offsite backup" and "Visual site check" ticks are confirmed by staff (1) before it can be completed.
// Reports completed before showed both ticks: they stay confirmed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('site_care_reports')
    .addColumn('backup_confirmed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('site_care_reports')
    .addColumn('visual_check_confirmed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update site_care_reports set backup_confirmed = 1, visual_check_confirmed = 1
    where completed_date_time is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('site_care_reports').dropColumn('visual_check_confirmed').execute();
  await db.schema.alterTable('site_care_reports').dropColumn('backup_confirmed').execute();
}
