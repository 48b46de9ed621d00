import type { Kysely } from 'kysely';

// A project's ticket list is ordered by (created_date_time, ticket_id) descending: with ticket_id in the index the
// rows come out of the index in order, with no sort of the whole list on every request.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('tickets_project_created_id_idx')
    .on('tickets')
    .columns(['project_guid', 'created_date_time', 'ticket_id'])
    .execute();
  await db.schema.dropIndex('tickets_project_created_idx').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('tickets_project_created_idx')
    .on('tickets')
    .columns(['project_guid', 'created_date_time'])
    .execute();
  await db.schema.dropIndex('tickets_project_created_id_idx').execute();
}
