import pg from 'pg';

/**
 * A schema of its own in the PostgreSQL database at `url`, for one test or bench database (dropped again with
 * `DROP SCHEMA … CASCADE`). pg_trgm, which the inbox search's indexes use, is installed database-wide first, in
 * `public`: the migration would install it there too, but test files migrate at the same time, and a migration that
 * found another still installing it would go without the search indexes.
 */
export async function createPgSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Two first runs at once: one installs it, the other's statement fails and finds it installed. Where it cannot
    // be installed at all, the migration leaves the indexes out just the same.
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public').catch(() => {});
    await client.query(`CREATE SCHEMA "${schema}"`);
  } finally {
    await client.end();
  }
}
