import type { Kysely } from 'kysely';

// Migrations use only types and constraints both SQLite and PostgreSQL understand.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('user_guid', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('first_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('last_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('password_hash', 'varchar(255)')
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('disabled_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('site_care_schedules')
    .addColumn('site_care_schedule_guid', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('domain_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('status', 'varchar(50)', (c) => c.notNull())
    .addColumn('site_care_day', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('projects')
    .addColumn('project_guid', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('status', 'varchar(50)', (c) => c.notNull())
    .addColumn('start_date', 'varchar(32)')
    .addColumn('period_start_date', 'varchar(32)')
    .addColumn('period_end_date', 'varchar(32)')
    .addColumn('site_care_schedule_guid', 'varchar(36)', (c) =>
      c.references('site_care_schedules.site_care_schedule_guid').onDelete('set null'),
    )
    .execute();
  await db.schema.createIndex('projects_schedule_idx').on('projects').column('site_care_schedule_guid').execute();

  await db.schema
    .createTable('project_users')
    .addColumn('project_guid', 'varchar(36)', (c) =>
      c.notNull().references('projects.project_guid').onDelete('cascade'),
    )
    .addColumn('user_guid', 'varchar(36)', (c) => c.notNull().references('users.user_guid').onDelete('cascade'))
    .addPrimaryKeyConstraint('project_users_pk', ['project_guid', 'user_guid'])
    .execute();
  await db.schema
    .createIndex('project_users_user_idx')
    .on('project_users')
    .columns(['user_guid', 'project_guid'])
    .execute();

  await db.schema
    .createTable('dashboard_pages')
    .addColumn('dashboard_page_guid', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('project_guid', 'varchar(36)', (c) =>
      c.notNull().references('projects.project_guid').onDelete('cascade'),
    )
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('icon_class', 'varchar(255)', (c) => c.notNull())
    .addColumn('url', 'varchar(2048)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('dashboard_pages_project_idx')
    .on('dashboard_pages')
    .columns(['project_guid', 'sort_order'])
    .execute();

  await db.schema
    .createTable('tickets')
    .addColumn('ticket_guid', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('ticket_id', 'integer', (c) => c.notNull().unique())
    .addColumn('project_guid', 'varchar(36)', (c) =>
      c.notNull().references('projects.project_guid').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(500)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(50)', (c) => c.notNull())
    .addColumn('created_by_user_guid', 'varchar(36)', (c) => c.references('users.user_guid').onDelete('set null'))
    .addColumn('created_date_time', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('tickets_project_created_idx')
    .on('tickets')
    .columns(['project_guid', 'created_date_time'])
    .execute();
  await db.schema.createIndex('tickets_project_status_idx').on('tickets').columns(['project_guid', 'status']).execute();

  await db.schema
    .createTable('ticket_updates')
    .addColumn('update_guid', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('ticket_guid', 'varchar(36)', (c) => c.notNull().references('tickets.ticket_guid').onDelete('cascade'))
    .addColumn('user_guid', 'varchar(36)', (c) => c.references('users.user_guid').onDelete('set null'))
    .addColumn('created_date_time', 'varchar(32)', (c) => c.notNull())
    .addColumn('update_text', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ticket_updates_ticket_created_idx')
    .on('ticket_updates')
    .columns(['ticket_guid', 'created_date_time'])
    .execute();

  await db.schema
    .createTable('site_care_reports')
    .addColumn('site_care_report_guid', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('site_care_schedule_guid', 'varchar(36)', (c) =>
      c.notNull().references('site_care_schedules.site_care_schedule_guid').onDelete('cascade'),
    )
    .addColumn('created_date_time', 'varchar(32)', (c) => c.notNull())
    .addColumn('completed_date_time', 'varchar(32)')
    .addColumn('comments', 'text')
    .addColumn('site_health', 'text')
    .addColumn('plugins_updated', 'text')
    .addColumn('plugins_deleted', 'text')
    .addColumn('cms_core_version', 'varchar(50)')
    .addColumn('cms_core_update', 'text')
    .addColumn('themes_updated', 'text')
    .addColumn('themes_deleted', 'text')
    .addColumn('downtimes', 'integer')
    .addColumn('total_downtime', 'integer')
    .addColumn('average_response_time', 'integer')
    .addColumn('security_issues', 'text')
    .addColumn('miscellaneous', 'text')
    .execute();
  await db.schema
    .createIndex('site_care_reports_schedule_created_idx')
    .on('site_care_reports')
    .columns(['site_care_schedule_guid', 'created_date_time'])
    .execute();

  await db.schema
    .createTable('events')
    .addColumn('event_guid', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('event_type_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('user_guid', 'varchar(36)', (c) => c.references('users.user_guid').onDelete('set null'))
    .addColumn('object_guid', 'varchar(64)')
    .addColumn('description', 'text')
    .addColumn('client_ip', 'varchar(64)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('events_created_idx').on('events').column('created_at').execute();
  await db.schema.createIndex('events_user_idx').on('events').column('user_guid').execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_guid', 'varchar(36)', (c) => c.notNull().references('users.user_guid').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .addColumn('superseded_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('password_resets_user_idx')
    .on('password_resets')
    .columns(['user_guid', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'password_resets',
    'events',
    'site_care_reports',
    'ticket_updates',
    'tickets',
    'dashboard_pages',
    'project_users',
    'projects',
    'site_care_schedules',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
