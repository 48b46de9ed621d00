import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../database.js';

const SEARCHED = ['name', 'description'] as const;
const indexName = (column: string) => `tickets_${column}_search_idx`;

// The inbox's text search (`lower(name)` and `lower(description) like '%…%'`, domain/tickets/list-inbox.ts) on
// PostgreSQL: a trigram index on each searched expression finds a rare word without reading every ticket, and the
// statistics PostgreSQL keeps on an indexed expression tell its planner how common a word is, so a common one walks
// the activity index and stops at the page's fifty. pg_trgm ships with PostgreSQL and is a trusted extension: a role
// that may create in the database installs it. Where it cannot be installed, the indexes are left out and a search
// reads every ticket (docs/deploy.md says how to add them later). SQLite has no such index: its planner walks the
// activity index for every search.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  // In `public` where the role may, so that other schemas' portals (and their backups) do not depend on this one's;
  // else in this schema. Each block's exception handler rolls back to before it, so a refusal does not end the
  // migration's transaction.
  await sql`do $$ begin
      begin
        create extension if not exists pg_trgm with schema public;
      exception when others then
        create extension if not exists pg_trgm;
      end;
    exception when others then
      raise warning 'pg_trgm could not be installed (%): the inbox search reads every ticket', sqlerrm;
    end $$`.execute(db);
  // An extension in a schema this role may not use cannot serve its indexes either.
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm' and has_schema_privilege(n.oid, 'USAGE')`.execute(db);
  const schema = rows[0]?.schema;
  if (schema === undefined) return;
  for (const column of SEARCHED) {
    await db.schema
      .createIndex(indexName(column))
      .on('tickets')
      .using('gin')
      .expression(sql`lower(${sql.ref(column)}) ${sql.id(schema, 'gin_trgm_ops')}`)
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const column of SEARCHED) await db.schema.dropIndex(indexName(column)).ifExists().execute();
}
