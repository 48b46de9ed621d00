import type { Kysely } from 'kysely';

// Managing clients, projects and reports in the workspace: the audit names the address each change came from, and
// admins read the whole log newest first, or one person's changes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_log').addColumn('ip_address', 'varchar(64)').execute();
  await db.schema.createIndex('audit_log_created_idx').on('audit_log').columns(['created_at', 'audit_guid']).execute();
  await db.schema
    .createIndex('audit_log_actor_idx')
    .on('audit_log')
    .columns(['actor_user_guid', 'created_at'])
    .execute();
  // The clients list shows each client's last sign-in.
  await db.schema
    .createIndex('events_user_type_idx')
    .on('events')
    .columns(['user_guid', 'event_type_name', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('events_user_type_idx').execute();
  await db.schema.dropIndex('audit_log_actor_idx').execute();
  await db.schema.dropIndex('audit_log_created_idx').execute();
  await db.schema.alterTable('audit_log').dropColumn('ip_address').execute();
}
