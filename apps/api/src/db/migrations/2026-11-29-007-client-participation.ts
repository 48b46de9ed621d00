import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../database.js';
import { addDataVersionTrigger, dropDataVersionTrigger } from '../data-version.js';

// Clients take part: files attached to tickets and updates (kept in the database, in chunks, so several API processes
// share them and no file is ever held whole in memory), the emails people turned off, and the durable queue of
// notification emails (each change queued in its own transaction; a worker gathers one person's changes into one
// email and sends it).
export async function up(db: Kysely<unknown>): Promise<void> {
  // size_bytes stays null while the file streams in: a file without it is not finished and nobody sees it.
  // ticket_guid / update_guid stay null until the ticket or update that carries the file is written.
  await db.schema
    .createTable('attachments')
    .addColumn('attachment_guid', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('uploaded_by_user_guid', 'varchar(36)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('content_type', 'varchar(255)', (c) => c.notNull())
    .addColumn('size_bytes', 'bigint')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('ticket_guid', 'varchar(36)', (c) => c.references('tickets.ticket_guid'))
    .addColumn('update_guid', 'varchar(36)')
    .execute();
  await db.schema.createIndex('attachments_ticket_idx').on('attachments').column('ticket_guid').execute();
  await db.schema
    .createIndex('attachments_unlinked_idx')
    .on('attachments')
    .columns(['created_at'])
    .where(sql.ref('ticket_guid'), 'is', null)
    .execute();
  await addDataVersionTrigger(db, 'attachments');

  // Unversioned (data-version.ts): the contents are read by the download route alone, which the read cache never
  // keeps, and the finished attachments row is what a read shows.
  await db.schema
    .createTable('attachment_chunks')
    .addColumn('attachment_guid', 'varchar(36)', (c) =>
      c.notNull().references('attachments.attachment_guid').onDelete('cascade'),
    )
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('data', isPostgres(db) ? sql`bytea` : 'blob', (c) => c.notNull())
    .addPrimaryKeyConstraint('attachment_chunks_pk', ['attachment_guid', 'seq'])
    .execute();

  // A row per kind a person turned off; no row: the email is sent.
  await db.schema
    .createTable('notification_opt_outs')
    .addColumn('user_guid', 'varchar(36)', (c) => c.notNull())
    .addColumn('kind', 'varchar(40)', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_opt_outs_pk', ['user_guid', 'kind'])
    .execute();
  await addDataVersionTrigger(db, 'notification_opt_outs');

  // One change for one person, written with the change itself; batch_guid is set when the worker gathers it into an
  // email. Unversioned: no read shows the queue.
  await db.schema
    .createTable('notifications')
    .addColumn('notification_guid', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('recipient_user_guid', 'varchar(36)', (c) => c.notNull())
    .addColumn('kind', 'varchar(40)', (c) => c.notNull())
    // The ticket it is about; null for a notice about something else (a certificate about to expire).
    .addColumn('ticket_guid', 'varchar(36)')
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('batch_guid', 'varchar(36)')
    .execute();
  await db.schema
    .createIndex('notifications_unbatched_idx')
    .on('notifications')
    .columns(['created_at', 'recipient_user_guid'])
    .where(sql.ref('batch_guid'), 'is', null)
    .execute();
  await db.schema.createIndex('notifications_batch_idx').on('notifications').column('batch_guid').execute();

  // One email: pending → sending (leased by one worker until lease_until) → sent, or failed after the last retry.
  await db.schema
    .createTable('notification_batches')
    .addColumn('batch_guid', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('recipient_user_guid', 'varchar(36)', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('lease_until', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('sent_at', 'varchar(32)')
    .addColumn('last_error', 'text')
    .execute();
  await db.schema
    .createIndex('notification_batches_due_idx')
    .on('notification_batches')
    .columns(['state', 'next_attempt_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notification_batches').execute();
  await db.schema.dropTable('notifications').execute();
  await dropDataVersionTrigger(db, 'notification_opt_outs');
  await db.schema.dropTable('notification_opt_outs').execute();
  await db.schema.dropTable('attachment_chunks').execute();
  await dropDataVersionTrigger(db, 'attachments');
  await db.schema.dropTable('attachments').execute();
}
