import type { Kysely } from 'kysely';
import { isPostgres } from '../database.js';

// A report's CMS core version takes the contract's 100 characters (it was varchar(50), so a longer value the API
// accepted failed on PostgreSQL). SQLite does not enforce a varchar's length and cannot alter a column's type.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await db.schema
    .alterTable('site_care_reports')
    .alterColumn('cms_core_version', (column) => column.setDataType('varchar(100)'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await db.schema
    .alterTable('site_care_reports')
    .alterColumn('cms_core_version', (column) => column.setDataType('varchar(50)'))
    .execute();
}
