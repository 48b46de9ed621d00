import type { Kysely } from 'kysely';

// A project may tell its clients by email when its site is down for more than some minutes, and when it is back
// (null: it does not). The incident keeps what its clients were told ('down', then 'up'), so each is told once. A
// notification about a project rather than a ticket keeps the project, so the email goes only to its clients.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('projects').addColumn('client_alert_minutes', 'integer').execute();
  await db.schema.alterTable('monitor_incidents').addColumn('clients_told', 'varchar(4)').execute();
  await db.schema.alterTable('notifications').addColumn('project_guid', 'varchar(36)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('notifications').dropColumn('project_guid').execute();
  await db.schema.alterTable('monitor_incidents').dropColumn('clients_told').execute();
  await db.schema.alterTable('projects').dropColumn('client_alert_minutes').execute();
}
