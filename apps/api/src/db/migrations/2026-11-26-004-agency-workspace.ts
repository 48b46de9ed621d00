import { sql, type Kysely } from 'kysely';
import { addDataVersionTrigger, dropDataVersionTrigger } from '../data-version.js';

// The agency's workspace: roles, assignees, internal notes, the inbox's order and the audit of staff changes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('role', 'varchar(20)', (c) => c.notNull().defaultTo('client'))
    .execute();

  // No foreign key: SQLite cannot drop a column that has one, and users are disabled, never deleted.
  await db.schema.alterTable('tickets').addColumn('assignee_user_guid', 'varchar(36)').execute();
  await db.schema
    .alterTable('tickets')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // The newest of the ticket's creation and its updates: the inbox's order.
  await db.schema
    .alterTable('tickets')
    .addColumn('last_activity_at', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`update tickets set last_activity_at = coalesce(
      (select max(tu.created_date_time) from ticket_updates tu where tu.ticket_guid = tickets.ticket_guid
        and tu.created_date_time > tickets.created_date_time),
      tickets.created_date_time)`.execute(db);

  // Every inbox view reads the newest activity first, narrowed by status, assignee or project.
  await db.schema
    .createIndex('tickets_activity_idx')
    .on('tickets')
    .columns(['last_activity_at', 'ticket_id'])
    .execute();
  await db.schema
    .createIndex('tickets_status_activity_idx')
    .on('tickets')
    .columns(['status', 'last_activity_at', 'ticket_id'])
    .execute();
  await db.schema
    .createIndex('tickets_assignee_status_idx')
    .on('tickets')
    .columns(['assignee_user_guid', 'status', 'last_activity_at', 'ticket_id'])
    .execute();
  await db.schema
    .createIndex('tickets_project_activity_idx')
    .on('tickets')
    .columns(['project_guid', 'last_activity_at', 'ticket_id'])
    .execute();

  // 1 marks a note only staff see; clients' reads leave such rows out.
  await db.schema
    .alterTable('ticket_updates')
    .addColumn('internal', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('audit_guid', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('actor_user_guid', 'varchar(36)', (c) => c.references('users.user_guid').onDelete('set null'))
    .addColumn('object_type', 'varchar(50)', (c) => c.notNull())
    .addColumn('object_guid', 'varchar(36)', (c) => c.notNull())
    .addColumn('action', 'varchar(50)', (c) => c.notNull())
    .addColumn('changes', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_object_idx').on('audit_log').columns(['object_guid', 'created_at']).execute();
  await addDataVersionTrigger(db, 'audit_log');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropDataVersionTrigger(db, 'audit_log');
  await db.schema.dropTable('audit_log').execute();
  await db.schema.alterTable('ticket_updates').dropColumn('internal').execute();
  for (const index of [
    'tickets_activity_idx',
    'tickets_status_activity_idx',
    'tickets_assignee_status_idx',
    'tickets_project_activity_idx',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.alterTable('tickets').dropColumn('last_activity_at').execute();
  await db.schema.alterTable('tickets').dropColumn('version').execute();
  await db.schema.alterTable('tickets').dropColumn('assignee_user_guid').execute();
  await db.schema.alterTable('users').dropColumn('role').execute();
}
