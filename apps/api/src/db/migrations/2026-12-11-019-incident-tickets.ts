import type { Kysely } from 'kysely';

// An outage may become a ticket on its project (off unless the project turns it on): the incident keeps the ticket
// it opened, and whether the ticket was told the site is back (a public update, then completed).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('projects')
    .addColumn('incident_tickets', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('monitor_incidents').addColumn('ticket_guid', 'varchar(36)').execute();
  await db.schema
    .alterTable('monitor_incidents')
    .addColumn('ticket_closed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('monitor_incidents').dropColumn('ticket_closed').execute();
  await db.schema.alterTable('monitor_incidents').dropColumn('ticket_guid').execute();
  await db.schema.alterTable('projects').dropColumn('incident_tickets').execute();
}
