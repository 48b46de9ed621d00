import type { Kysely } from 'kysely';

// The workspace's clients and projects lists are read a page at a time in name order: each order (and each filter
// it starts with) is an index, so a page reads its rows from the index instead of sorting the whole table. The
// order ends in the GUID, as the lists' does, so that pages neither repeat nor skip a row.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('users_role_name_idx')
    .on('users')
    .columns(['role', 'first_name', 'last_name', 'email', 'user_guid'])
    .execute();
  await db.schema.createIndex('projects_name_idx').on('projects').columns(['name', 'project_guid']).execute();
  await db.schema
    .createIndex('projects_status_name_idx')
    .on('projects')
    .columns(['status', 'name', 'project_guid'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('projects_status_name_idx').execute();
  await db.schema.dropIndex('projects_name_idx').execute();
  await db.schema.dropIndex('users_role_name_idx').execute();
}
