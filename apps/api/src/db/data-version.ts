import { sql, type Kysely } from 'kysely';
import { isPostgres } from './database.js';

/**
 * The data version of migrations 003 to 011: one counter that a trigger on every table a signed-in read showed moved
 * on at each write, for a read cache that kept answers while it stood still. Migration 012 drops it (and the cache is
 * gone): these helpers remain for those migrations, which still run on a new database.
 */
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
