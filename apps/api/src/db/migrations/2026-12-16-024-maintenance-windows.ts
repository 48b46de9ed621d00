import type { Kysely } from 'kysely';

// Planned maintenance of a project's sites: a window (and, repeating weekly, the same hours every week after it)
// during which checks go on, nothing alerts, and the time counts neither as uptime nor as downtime.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('maintenance_windows')
    .addColumn('window_guid', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('project_guid', 'varchar(36)', (c) =>
      c.notNull().references('projects.project_guid').onDelete('cascade'),
    )
    .addColumn('starts_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('ends_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('note', 'varchar(500)', (c) => c.notNull())
    .addColumn('repeats_weekly', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('maintenance_windows_project_idx')
    .on('maintenance_windows')
    .columns(['project_guid', 'starts_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('maintenance_windows').execute();
}
