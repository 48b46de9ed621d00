import { sql, type Kysely } from 'kysely';
import { isPostgres } from './database.js';

/**
 * The data version: one counter in the database that every write to a table a signed-in read can show moves on,
 * by a trigger, in the writing transaction itself. So it moves whoever writes (any API process, the admin CLI, an
 * import, a restore's later writes), and a read that sees the same version as an earlier read sees the same data.
 * The read cache (plugins/read-cache.ts) keeps answers only while the version stands still.
 *
 * Tables left out hold nothing a signed-in read shows: the event log (written on every sign-in), reset links, the
 * contents of attachments (only the download route reads them; their attachments row is versioned) and the queue of
 * notification emails, and what uptime checks find (the routes showing it are never kept: plugins/read-cache.ts).
 * A migration that adds a table adds its trigger with `addDataVersionTrigger`; a test checks every table has one.
 */
export const UNVERSIONED_TABLES = [
  'events',
  'password_resets',
  'data_version',
  'attachment_chunks',
  'notifications',
  'notification_batches',
  'monitor_status',
  'monitor_results',
  'monitor_hourly',
  'monitor_incidents',
];

export async function createDataVersion(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('data_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into data_version (id, version) values (1, 0)`.execute(db);
  if (isPostgres(db)) {
    await sql`create function bump_data_version() returns trigger language plpgsql as $$
      begin
        update data_version set version = version + 1;
        return null;
      end $$`.execute(db);
  }
}

export async function dropDataVersion(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await sql`drop function bump_data_version() cascade`.execute(db);
  await db.schema.dropTable('data_version').execute();
}

/**
 * PostgreSQL: once per statement, before it touches a row, so a writing transaction takes the counter's row lock
 * before any other and writers cannot deadlock on it. SQLite (one writer at a time): once per row.
 */
export async function addDataVersionTrigger(db: Kysely<unknown>, table: string): Promise<void> {
  if (isPostgres(db)) {
    await sql`create trigger ${sql.id(`${table}_data_version`)}
      before insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function bump_data_version()`.execute(db);
    return;
  }
  for (const operation of ['insert', 'update', 'delete']) {
    await sql`create trigger ${sql.id(`${table}_data_version_${operation}`)}
      after ${sql.raw(operation)} on ${sql.table(table)}
      begin update data_version set version = version + 1; end`.execute(db);
  }
}

export async function dropDataVersionTrigger(db: Kysely<unknown>, table: string): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger ${sql.id(`${table}_data_version`)} on ${sql.table(table)}`.execute(db);
    return;
  }
  for (const operation of ['insert', 'update', 'delete']) {
    await sql`drop trigger ${sql.id(`${table}_data_version_${operation}`)}`.execute(db);
  }
}
