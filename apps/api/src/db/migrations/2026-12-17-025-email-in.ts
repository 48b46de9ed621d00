import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../database.js';

// Email in: each ticket's reply address, every message read from the support mailbox (exactly once, by its key), and
// how far each mailbox has been read.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Random, unguessable; set when the ticket is made (older tickets get one with their first email).
  await db.schema.alterTable('tickets').addColumn('reply_token', 'varchar(32)').execute();
  await db.schema.createIndex('tickets_reply_token_idx').on('tickets').column('reply_token').unique().execute();

  await db.schema
    .createTable('inbound_emails')
    .addColumn('inbound_guid', 'varchar(36)', (c) => c.primaryKey())
    // Its Message-ID, or the SHA-256 of the whole message when it has none: a second delivery is the same key.
    .addColumn('message_key', 'varchar(1000)', (c) => c.notNull().unique())
    .addColumn('mailbox', 'varchar(200)', (c) => c.notNull())
    .addColumn('uid_validity', 'varchar(20)', (c) => c.notNull())
    .addColumn('uid', 'bigint', (c) => c.notNull())
    .addColumn('from_address', 'varchar(320)', (c) => c.notNull())
    .addColumn('from_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('subject', 'varchar(1000)', (c) => c.notNull())
    .addColumn('preview', 'varchar(2000)', (c) => c.notNull())
    .addColumn('size_bytes', 'bigint', (c) => c.notNull())
    .addColumn('received_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    // posted (a reply on its ticket), opened (a new ticket), to-sort (waits for staff), automatic (a bounce,
    // an out-of-office, a list: kept, never answered) or discarded (by staff).
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('reason', 'varchar(500)', (c) => c.notNull())
    .addColumn('ticket_guid', 'varchar(36)', (c) => c.references('tickets.ticket_guid').onDelete('set null'))
    .addColumn('sender_user_guid', 'varchar(36)', (c) => c.references('users.user_guid').onDelete('set null'))
    .addColumn('project_guid', 'varchar(36)', (c) => c.references('projects.project_guid').onDelete('set null'))
    // The message as it came, to open a ticket from later; null when it was too large to keep (it stays in the mailbox).
    .addColumn('raw', isPostgres(db) ? sql`bytea` : 'blob')
    .execute();
  await db.schema
    .createIndex('inbound_emails_state_idx')
    .on('inbound_emails')
    .columns(['state', 'received_at'])
    .execute();
  await db.schema
    .createIndex('inbound_emails_sender_idx')
    .on('inbound_emails')
    .columns(['from_address', 'created_at'])
    .execute();

  await db.schema
    .createTable('inbound_mailboxes')
    .addColumn('mailbox', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('uid_validity', 'varchar(20)', (c) => c.notNull())
    // Every message up to this UID has been read and recorded.
    .addColumn('last_uid', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('inbound_mailboxes').execute();
  await db.schema.dropTable('inbound_emails').execute();
  await db.schema.dropIndex('tickets_reply_token_idx').execute();
  await db.schema.alterTable('tickets').dropColumn('reply_token').execute();
}
