import type { Kysely } from 'kysely';

// The first email about something new goes at once (a client's new ticket, a client's first reply after the agency
// answered): the worker gathers a person's waiting notifications as soon as one of them is marked so, instead of
// after NOTIFICATION_DELAY. Notifications already waiting keep the delay.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('notifications')
    .addColumn('at_once', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('notifications').dropColumn('at_once').execute();
}
