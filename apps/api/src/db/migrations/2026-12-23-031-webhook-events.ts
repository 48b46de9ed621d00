import type { Kysely } from 'kysely';

// Alert channels told of what happens in the helpdesk (tickets opened, updates, notes, status and assignee changes,
// Site Care reports completed) besides the monitors' alerts: delivered as alerts are (alert_deliveries). Internal
// notes only go to a channel allowed internal content.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('alert_channels')
    /** Space-separated event types (`ticket.created report.completed`); empty: monitors' alerts only. */
    .addColumn('events', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('alert_channels')
    .addColumn('internal_content', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('alert_channels').dropColumn('internal_content').execute();
  await db.schema.alterTable('alert_channels').dropColumn('events').execute();
}
