import type { Kysely } from 'kysely';
import { addDataVersionTrigger, dropDataVersionTrigger } from '../data-version.js';

// Uptime monitors: what staff set up (monitors, versioned like every setting), and what the checks find, written by
// the one process that runs them (monitor_status, monitor_results, monitor_hourly, monitor_incidents). The findings
// are unversioned (db/data-version.ts): a check every few seconds must not void every kept answer; the routes that
// show them are never kept (plugins/read-cache.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('monitors')
    .addColumn('monitor_guid', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('project_guid', 'varchar(36)', (c) => c.notNull().references('projects.project_guid'))
    .addColumn('url', 'varchar(2048)', (c) => c.notNull())
    .addColumn('expected_status_min', 'integer', (c) => c.notNull())
    .addColumn('expected_status_max', 'integer', (c) => c.notNull())
    .addColumn('keyword', 'varchar(200)')
    .addColumn('interval_seconds', 'integer', (c) => c.notNull())
    .addColumn('timeout_seconds', 'integer', (c) => c.notNull())
    .addColumn('ignore_tls_errors', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('monitors_project_idx').on('monitors').column('project_guid').execute();
  await addDataVersionTrigger(db, 'monitors');

  // One row per monitor: its confirmed state, the current streak, the last check, and when the next is due.
  await db.schema
    .createTable('monitor_status')
    .addColumn('monitor_guid', 'varchar(36)', (c) =>
      c.primaryKey().references('monitors.monitor_guid').onDelete('cascade'),
    )
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('state_since', 'varchar(32)')
    /** The first check of the current run of failures (or successes): when a confirmed change began. */
    .addColumn('streak_up', 'integer', (c) => c.notNull())
    .addColumn('streak_length', 'integer', (c) => c.notNull())
    .addColumn('streak_since', 'varchar(32)')
    .addColumn('streak_cause', 'text')
    .addColumn('last_checked_at', 'varchar(32)')
    .addColumn('last_status_code', 'integer')
    .addColumn('last_response_ms', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('certificate_expires_at', 'varchar(32)')
    .addColumn('certificate_warned_days', 'integer')
    .addColumn('next_check_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('monitor_status_due_idx').on('monitor_status').column('next_check_at').execute();

  // Every check, for 90 days.
  await db.schema
    .createTable('monitor_results')
    .addColumn('monitor_guid', 'varchar(36)', (c) =>
      c.notNull().references('monitors.monitor_guid').onDelete('cascade'),
    )
    .addColumn('checked_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('is_up', 'integer', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('response_ms', 'integer')
    .addColumn('error', 'text')
    .addPrimaryKeyConstraint('monitor_results_pk', ['monitor_guid', 'checked_at'])
    .execute();
  await db.schema.createIndex('monitor_results_checked_idx').on('monitor_results').column('checked_at').execute();

  // Each hour's checks, for 2 years: what the uptime figures and charts are counted from.
  await db.schema
    .createTable('monitor_hourly')
    .addColumn('monitor_guid', 'varchar(36)', (c) =>
      c.notNull().references('monitors.monitor_guid').onDelete('cascade'),
    )
    /** yyyy-MM-ddTHH (UTC). */
    .addColumn('hour', 'varchar(13)', (c) => c.notNull())
    .addColumn('checks', 'integer', (c) => c.notNull())
    .addColumn('up_checks', 'integer', (c) => c.notNull())
    .addColumn('response_ms_sum', 'bigint', (c) => c.notNull())
    .addColumn('responses', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('monitor_hourly_pk', ['monitor_guid', 'hour'])
    .execute();

  await db.schema
    .createTable('monitor_incidents')
    .addColumn('incident_guid', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('monitor_guid', 'varchar(36)', (c) =>
      c.notNull().references('monitors.monitor_guid').onDelete('cascade'),
    )
    .addColumn('started_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('ended_at', 'varchar(32)')
    .addColumn('cause', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('monitor_incidents_monitor_idx')
    .on('monitor_incidents')
    .columns(['monitor_guid', 'started_at'])
    .execute();

  // A report whose uptime figures came from these checks: the interval they were made at. null: typed in or imported
  // (the report then keeps the spec's wording of how uptime was counted).
  await db.schema.alterTable('site_care_reports').addColumn('measured_interval_seconds', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('site_care_reports').dropColumn('measured_interval_seconds').execute();
  await db.schema.dropTable('monitor_incidents').execute();
  await db.schema.dropTable('monitor_hourly').execute();
  await db.schema.dropTable('monitor_results').execute();
  await db.schema.dropTable('monitor_status').execute();
  await dropDataVersionTrigger(db, 'monitors');
  await db.schema.dropTable('monitors').execute();
}
