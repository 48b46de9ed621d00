import { Migrator, type Kysely, type Migration, type MigrationResultSet } from 'kysely';
import * as initial from './migrations/2026-11-21-001-initial.js';
import type { Database } from './schema.js';

/** Migrations are listed here (not read from disk) so they ship with any bundle and run the same everywhere. */
const migrations: Record<string, Migration> = {
  '2026-11-21-001-initial': initial,
};

export function createMigrator(db: Kysely<Database>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

export async function migrateToLatest(db: Kysely<Database>): Promise<MigrationResultSet> {
  const result = await createMigrator(db).migrateToLatest();
  if (result.error) throw result.error instanceof Error ? result.error : new Error(String(result.error));
  return result;
}
