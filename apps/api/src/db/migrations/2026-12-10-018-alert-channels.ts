import type { Kysely } from 'kysely';

// Alerts about monitored sites: where they go besides staff email (webhooks: Slack, Microsoft Teams, Discord, or a
// signed JSON POST), which of them each project uses (a project without its own choice follows the workspace's
// defaults), and every delivery with each attempt, so a delivery is sent once by one process and its failures are
// shown. The workspace's choice of staff email is the setting `alerts_email_staff` (absent: on).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('alert_channels')
    .addColumn('channel_guid', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('url', 'varchar(2048)', (c) => c.notNull())
    /** The signing secret of a generic webhook (`whsec_…`); null for the chat formats. */
    .addColumn('secret', 'varchar(100)')
    /** Used by every project that follows the workspace's defaults. */
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  // A row: the project chose its own alerts (staff email or not, and the channels below) instead of the defaults.
  await db.schema
    .createTable('project_alerts')
    .addColumn('project_guid', 'varchar(36)', (c) =>
      c.primaryKey().references('projects.project_guid').onDelete('cascade'),
    )
    .addColumn('email_staff', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('project_alert_channels')
    .addColumn('project_guid', 'varchar(36)', (c) =>
      c.notNull().references('project_alerts.project_guid').onDelete('cascade'),
    )
    .addColumn('channel_guid', 'varchar(36)', (c) =>
      c.notNull().references('alert_channels.channel_guid').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('project_alert_channels_pk', ['project_guid', 'channel_guid'])
    .execute();
  await db.schema
    .createIndex('project_alert_channels_channel_idx')
    .on('project_alert_channels')
    .column('channel_guid')
    .execute();

  // One alert to one channel, written in the transaction that records the change it tells of.
  await db.schema
    .createTable('alert_deliveries')
    .addColumn('delivery_guid', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('channel_guid', 'varchar(36)', (c) =>
      c.notNull().references('alert_channels.channel_guid').onDelete('cascade'),
    )
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('lease_until', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('sent_at', 'varchar(32)')
    .addColumn('last_error', 'text')
    .execute();
  await db.schema
    .createIndex('alert_deliveries_due_idx')
    .on('alert_deliveries')
    .columns(['state', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('alert_deliveries_channel_idx')
    .on('alert_deliveries')
    .columns(['channel_guid', 'created_at'])
    .execute();

  await db.schema
    .createTable('alert_attempts')
    .addColumn('delivery_guid', 'varchar(36)', (c) =>
      c.notNull().references('alert_deliveries.delivery_guid').onDelete('cascade'),
    )
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('attempted_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    /** Why it failed, in words; null when the destination took it (2xx). */
    .addColumn('error', 'text')
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('alert_attempts_pk', ['delivery_guid', 'attempt'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('alert_attempts').execute();
  await db.schema.dropTable('alert_deliveries').execute();
  await db.schema.dropTable('project_alert_channels').execute();
  await db.schema.dropTable('project_alerts').execute();
  await db.schema.dropTable('alert_channels').execute();
}
