import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../database.js';
import { addDataVersionTrigger, createDataVersion } from '../data-version.js';

// Writers no longer share one counter: every write took its row lock, so on PostgreSQL every writer in the portal
// waited for the one before it, and every kept answer was dropped at any write anywhere. Reads now always read the
// database, and writers lock only the rows they change (ARCHITECTURE.md, "How writers keep out of each other's way").

/** The tables migrations 003 to 008 gave a data-version trigger. */
const VERSIONED_TABLES = [
  'users',
  'site_care_schedules',
  'projects',
  'project_users',
  'dashboard_pages',
  'tickets',
  'ticket_updates',
  'site_care_reports',
  'audit_log',
  'two_factor_recovery_codes',
  'settings',
  'attachments',
  'notification_opt_outs',
  'monitors',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    // Its triggers go with it.
    await sql`drop function bump_data_version() cascade`.execute(db);
  } else {
    const { rows } = await sql<{ name: string }>`
      select name from sqlite_master where type = 'trigger' and name like '%\\_data\\_version\\_%' escape '\\'`.execute(
      db,
    );
    for (const { name } of rows) await sql`drop trigger ${sql.id(name)}`.execute(db);
  }
  await db.schema.dropTable('data_version').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await createDataVersion(db);
  for (const table of VERSIONED_TABLES) await addDataVersionTrigger(db, table);
}
