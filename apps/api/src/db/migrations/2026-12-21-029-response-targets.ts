import { sql, type Kysely } from 'kysely';

// Response targets: when each ticket is due its first response and its resolution, counted in the agency's working
// time (settings key `helpdesk`), with the clock stopped while the ticket awaits the customer; and a project's own
// targets (JSON; null: the workspace's).
export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite adds one column per statement.
  const columns: [string, 'varchar(32)' | 'varchar(20)' | 'integer'][] = [
    // The first public update staff posted.
    ['first_response_at', 'varchar(32)'],
    // Awaiting the customer since then; and the working minutes spent so before.
    ['paused_since', 'varchar(32)'],
    ['first_response_due_at', 'varchar(32)'],
    ['resolution_due_at', 'varchar(32)'],
    // The next target to meet (`first-response` or `resolution`; kept while the clock is stopped), when it is due
    // (the inbox's order by due time), and from when it is at risk.
    ['due_kind', 'varchar(20)'],
    ['due_at', 'varchar(32)'],
    ['due_risk_at', 'varchar(32)'],
    // When the breach of each was recorded (and staff alerted): once.
    ['first_response_breached_at', 'varchar(32)'],
    ['resolution_breached_at', 'varchar(32)'],
  ];
  for (const [name, type] of columns) await db.schema.alterTable('tickets').addColumn(name, type).execute();
  await db.schema
    .alterTable('tickets')
    .addColumn('paused_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('projects').addColumn('response_targets', 'text').execute();
  await db.schema.createIndex('tickets_due_idx').on('tickets').columns(['due_at', 'ticket_id']).execute();
  // The look for missed targets, every 30 s: only tickets with a due time and no breach recorded are in these.
  for (const target of ['first_response', 'resolution']) {
    await db.schema
      .createIndex(`tickets_${target}_breach_idx`)
      .on('tickets')
      .column(`${target}_due_at`)
      .where(sql.ref(`${target}_breached_at`), 'is', null)
      .execute();
  }
  await sql`
    update tickets set first_response_at = (
      select min(tu.created_date_time) from ticket_updates tu
      inner join users u on u.user_guid = tu.user_guid
      where tu.ticket_guid = tickets.ticket_guid and tu.internal = 0 and u.role <> 'client'
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('tickets_resolution_breach_idx').execute();
  await db.schema.dropIndex('tickets_first_response_breach_idx').execute();
  await db.schema.dropIndex('tickets_due_idx').execute();
  await db.schema.alterTable('projects').dropColumn('response_targets').execute();
  for (const column of [
    'first_response_at',
    'paused_since',
    'paused_minutes',
    'first_response_due_at',
    'resolution_due_at',
    'due_kind',
    'due_at',
    'due_risk_at',
    'first_response_breached_at',
    'resolution_breached_at',
  ]) {
    await db.schema.alterTable('tickets').dropColumn(column).execute();
  }
}
