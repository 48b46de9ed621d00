import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { createMigrator, migrateToLatest } from '../src/db/migrate.js';
import { listInbox } from '../src/domain/tickets/list-inbox.js';
import { createTestDatabase, seedDemo, testDatabases, type TestDatabase } from './helpers/test-app.js';

const DATA_TABLES = [
  'alert_attempts',
  'alert_channels',
  'alert_deliveries',
  'api_tokens',
  'attachment_chunks',
  'attachments',
  'audit_log',
  'dashboard_pages',
  'events',
  'inbound_emails',
  'inbound_mailboxes',
  'maintenance_windows',
  'monitor_hourly',
  'monitor_incidents',
  'monitor_results',
  'monitor_status',
  'monitors',
  'notification_batches',
  'notification_opt_outs',
  'notifications',
  'password_resets',
  'project_alert_channels',
  'project_alerts',
  'project_users',
  'projects',
  'saved_replies',
  'settings',
  'site_care_reports',
  'site_care_schedules',
  'ticket_search',
  'ticket_tags',
  'ticket_updates',
  'tickets',
  'two_factor_recovery_codes',
  'users',
];

/** SQLite's own tables behind the FTS5 index of the inbox search. */
const isFts5Shadow = (name: string) => /^ticket_search_(config|data|docsize|idx)$/.test(name);

/** Tables with their columns, and index names, of this test's database only. */
async function describeSchema(testDb: TestDatabase) {
  const tables = (await testDb.db.introspection.getTables({ withInternalKyselyTables: true }))
    .filter((t) => t.schema === testDb.schema)
    .map((t) => ({
      name: t.name,
      columns: t.columns.map((c) => `${c.name} ${c.dataType}${c.isNullable ? '' : ' not null'}`).sort(),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const indexes = testDb.schema
    ? (
        await sql<{
          name: string;
        }>`select indexname as name from pg_indexes where schemaname = ${testDb.schema}`.execute(testDb.db)
      ).rows
    : (await sql<{ name: string }>`select name from sqlite_master where type = 'index'`.execute(testDb.db)).rows;
  return { tables, indexes: indexes.map((i) => i.name).sort() };
}

describe.each(testDatabases())('migrations on $name', ({ kind }) => {
  let testDb: TestDatabase | undefined;
  let neighbour: TestDatabase | undefined;
  afterEach(async () => {
    await testDb?.close();
    await neighbour?.close();
    testDb = neighbour = undefined;
  });

  it('creates every table on an empty database', async () => {
    testDb = await createTestDatabase(kind);
    expect((await describeSchema(testDb)).tables).toEqual([]);

    const result = await migrateToLatest(testDb.db);

    expect(result.error).toBeUndefined();
    expect(result.results?.map((r) => [r.migrationName, r.status])).toEqual([
      ['2026-11-21-001-initial', 'Success'],
      ['2026-11-21-002-ticket-list-order', 'Success'],
      ['2026-11-25-003-data-version', 'Success'],
      ['2026-11-26-004-agency-workspace', 'Success'],
      ['2026-11-27-005-agency-management', 'Success'],
      ['2026-11-28-006-two-factor', 'Success'],
      ['2026-11-29-007-client-participation', 'Success'],
      ['2026-11-30-008-uptime-monitors', 'Success'],
      ['2026-12-01-009-attachment-position', 'Success'],
      ['2026-12-02-010-ticket-search', 'Success'],
      ['2026-12-03-011-report-core-version', 'Success'],
      ['2026-12-04-012-no-data-version', 'Success'],
      ['2026-12-05-013-agency-list-order', 'Success'],
      ['2026-12-06-014-ticket-search-documents', 'Success'],
      ['2026-12-07-015-ticket-search-words', 'Success'],
      ['2026-12-08-016-ticket-search-prefixes', 'Success'],
      ['2026-12-09-017-notifications-at-once', 'Success'],
      ['2026-12-10-018-alert-channels', 'Success'],
      ['2026-12-11-019-incident-tickets', 'Success'],
      ['2026-12-12-020-monitor-names', 'Success'],
      ['2026-12-13-021-client-site-alerts', 'Success'],
      ['2026-12-14-022-report-checks', 'Success'],
      ['2026-12-15-023-report-uptime-frozen', 'Success'],
      ['2026-12-16-024-maintenance-windows', 'Success'],
      ['2026-12-17-025-email-in', 'Success'],
      ['2026-12-18-026-saved-replies', 'Success'],
      ['2026-12-19-027-ticket-priority', 'Success'],
      ['2026-12-20-028-ticket-tags', 'Success'],
      ['2026-12-21-029-response-targets', 'Success'],
      ['2026-12-22-030-api-tokens', 'Success'],
      ['2026-12-23-031-webhook-events', 'Success'],
    ]);
    const { tables, indexes } = await describeSchema(testDb);
    expect(tables.map((t) => t.name).filter((name) => !name.startsWith('kysely_') && !isFts5Shadow(name))).toEqual(
      // SQLite keeps the search documents' words beside the FTS5 index.
      kind === 'sqlite' ? [...DATA_TABLES, 'ticket_search_words'].sort() : DATA_TABLES,
    );
    expect(indexes).toEqual(
      expect.arrayContaining(['tickets_project_created_id_idx', 'ticket_updates_ticket_created_idx']),
    );
    // The inbox search: PostgreSQL's documents have a GIN index (SQLite's FTS5 table is an index); the trigram
    // indexes of the search it replaced are gone.
    const searchIndexes = indexes.filter((name) => name.includes('search'));
    expect(searchIndexes).toEqual(kind === 'postgres' ? ['ticket_search_document_idx', 'ticket_search_pkey'] : []);
  });

  it('changes nothing when run again on a migrated database', async () => {
    testDb = await createTestDatabase(kind);
    await migrateToLatest(testDb.db);
    await testDb.db
      .insertInto('site_care_schedules')
      .values({
        site_care_schedule_guid: '00000000-0000-4000-8000-000000000001',
        domain_name: 'a.example',
        status: 'active',
        site_care_day: 3,
      })
      .execute();
    const before = await describeSchema(testDb);

    const again = await migrateToLatest(testDb.db);

    expect(again.error).toBeUndefined();
    expect(again.results).toEqual([]);
    expect(await describeSchema(testDb)).toEqual(before);
    expect(await testDb.db.selectFrom('site_care_schedules').select('domain_name').execute()).toEqual([
      { domain_name: 'a.example' },
    ]);
  });

  it('upgrades a database of the first release, keeping its data', async () => {
    testDb = await createTestDatabase(kind);
    const first = await createMigrator(testDb.db, testDb.schema).migrateTo('2026-11-21-001-initial');
    expect(first.error).toBeUndefined();
    await testDb.db
      .insertInto('site_care_schedules')
      .values({
        site_care_schedule_guid: '00000000-0000-4000-8000-000000000002',
        domain_name: 'b.example',
        status: 'active',
        site_care_day: 4,
      })
      .execute();

    const result = await migrateToLatest(testDb.db);

    expect(result.results?.map((r) => [r.migrationName, r.status])).toEqual([
      ['2026-11-21-002-ticket-list-order', 'Success'],
      ['2026-11-25-003-data-version', 'Success'],
      ['2026-11-26-004-agency-workspace', 'Success'],
      ['2026-11-27-005-agency-management', 'Success'],
      ['2026-11-28-006-two-factor', 'Success'],
      ['2026-11-29-007-client-participation', 'Success'],
      ['2026-11-30-008-uptime-monitors', 'Success'],
      ['2026-12-01-009-attachment-position', 'Success'],
      ['2026-12-02-010-ticket-search', 'Success'],
      ['2026-12-03-011-report-core-version', 'Success'],
      ['2026-12-04-012-no-data-version', 'Success'],
      ['2026-12-05-013-agency-list-order', 'Success'],
      ['2026-12-06-014-ticket-search-documents', 'Success'],
      ['2026-12-07-015-ticket-search-words', 'Success'],
      ['2026-12-08-016-ticket-search-prefixes', 'Success'],
      ['2026-12-09-017-notifications-at-once', 'Success'],
      ['2026-12-10-018-alert-channels', 'Success'],
      ['2026-12-11-019-incident-tickets', 'Success'],
      ['2026-12-12-020-monitor-names', 'Success'],
      ['2026-12-13-021-client-site-alerts', 'Success'],
      ['2026-12-14-022-report-checks', 'Success'],
      ['2026-12-15-023-report-uptime-frozen', 'Success'],
      ['2026-12-16-024-maintenance-windows', 'Success'],
      ['2026-12-17-025-email-in', 'Success'],
      ['2026-12-18-026-saved-replies', 'Success'],
      ['2026-12-19-027-ticket-priority', 'Success'],
      ['2026-12-20-028-ticket-tags', 'Success'],
      ['2026-12-21-029-response-targets', 'Success'],
      ['2026-12-22-030-api-tokens', 'Success'],
      ['2026-12-23-031-webhook-events', 'Success'],
    ]);
    const { indexes } = await describeSchema(testDb);
    expect(indexes).toContain('tickets_project_created_id_idx');
    expect(indexes).not.toContain('tickets_project_created_idx');
    expect(await testDb.db.selectFrom('site_care_schedules').select('domain_name').execute()).toEqual([
      { domain_name: 'b.example' },
    ]);
  });

  it('gives existing users the client role and orders existing tickets by their latest update', async () => {
    testDb = await createTestDatabase(kind);
    await createMigrator(testDb.db, testDb.schema).migrateTo('2026-11-25-003-data-version');
    const user = '00000000-0000-4000-8000-0000000000a1';
    const project = '00000000-0000-4000-8000-0000000000b1';
    const [quiet, answered] = ['00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-0000000000c2'];
    await testDb.db
      .insertInto('users')
      .values({
        user_guid: user,
        email: 'a@x.test',
        first_name: 'A',
        last_name: 'B',
        created_at: '2026-01-01T00:00:00Z',
      })
      .execute();
    await testDb.db.insertInto('projects').values({ project_guid: project, name: 'P', status: 'active' }).execute();
    const ticket = (ticket_guid: string, ticket_id: number) => ({
      ticket_guid,
      ticket_id,
      project_guid: project,
      name: 'T',
      description: '',
      status: 'new' as const,
      created_by_user_guid: user,
      created_date_time: '2026-02-01T00:00:00Z',
    });
    // The tickets table as it was before this migration: no last_activity_at yet.
    await testDb.db
      .insertInto('tickets')
      .values([ticket(quiet, 1), ticket(answered, 2)] as never)
      .execute();
    await testDb.db
      .insertInto('ticket_updates')
      .values({
        update_guid: '00000000-0000-4000-8000-0000000000d1',
        ticket_guid: answered,
        user_guid: user,
        created_date_time: '2026-03-01T00:00:00Z',
        update_text: 'Hi',
      })
      .execute();

    await migrateToLatest(testDb.db);

    expect(await testDb.db.selectFrom('users').select('role').execute()).toEqual([{ role: 'client' }]);
    expect(
      await testDb.db
        .selectFrom('tickets')
        .select(['ticket_guid', 'last_activity_at', 'version', 'assignee_user_guid'])
        .orderBy('ticket_id')
        .execute(),
    ).toEqual([
      { ticket_guid: quiet, last_activity_at: '2026-02-01T00:00:00Z', version: 1, assignee_user_guid: null },
      { ticket_guid: answered, last_activity_at: '2026-03-01T00:00:00Z', version: 1, assignee_user_guid: null },
    ]);
    expect(await testDb.db.selectFrom('ticket_updates').select('internal').execute()).toEqual([{ internal: 0 }]);
    // The search documents of the tickets already there are written: the reply's word finds its ticket.
    const found = await listInbox(testDb.db, { view: 'all', page: 1, q: 'hi' }, user);
    expect(found.items.map((item) => item.ticketGuid)).toEqual([answered]);
    // So does one letter of it, which SQLite's index now holds as the start of each word.
    const short = await listInbox(testDb.db, { view: 'all', page: 1, q: 'h' }, user);
    expect(short.items.map((item) => item.ticketGuid)).toEqual([answered]);
    if (kind === 'sqlite') {
      const { rows } = await sql<{ sql: string }>`select sql from sqlite_master where name = 'ticket_search'`.execute(
        testDb.db,
      );
      expect(rows[0]!.sql).toMatch(/prefix = '1 2 3'/);
    }
  });

  if (kind === 'postgres') {
    it('migrates its own schema when another schema of the database is already migrated', async () => {
      neighbour = await createTestDatabase(kind);
      await migrateToLatest(neighbour.db);
      testDb = await createTestDatabase(kind);

      const result = await migrateToLatest(testDb.db);

      expect(result.results?.map((r) => r.status)).toEqual(Array(31).fill('Success'));
      expect((await describeSchema(testDb)).tables.map((t) => t.name)).toEqual(expect.arrayContaining(DATA_TABLES));
    });

    it('migrates where pg_trgm cannot be installed, and the search finds', async () => {
      // A database without the extension, and a role that owns its schema but may not create in the database (so
      // may not install a trusted extension either), as on a locked-down managed server.
      const name = `trgm_${randomBytes(6).toString('hex')}`;
      const admin = async (query: string, database = 'postgres') => {
        const url = new URL(process.env.TEST_DATABASE_URL!);
        url.pathname = `/${database}`;
        const client = new pg.Client({ connectionString: url.toString() });
        await client.connect();
        try {
          await client.query(query);
        } finally {
          await client.end();
        }
      };
      await admin(`CREATE ROLE "${name}" LOGIN`);
      await admin(`CREATE DATABASE "${name}"`);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.username = name;
      url.pathname = `/${name}`;
      url.searchParams.set('options', '-c search_path=portal');
      const database = openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1, connectTimeoutMs: 5000 });
      try {
        await admin(`CREATE SCHEMA portal AUTHORIZATION "${name}"`, name);

        const result = await migrateToLatest(database.db);

        expect(result.error).toBeUndefined();
        expect(result.results?.map((r) => r.status)).toEqual(Array(31).fill('Success'));
        const extensions = await sql<{ extname: string }>`select extname from pg_extension`.execute(database.db);
        expect(extensions.rows.map((row) => row.extname)).not.toContain('pg_trgm');
        const indexes = await sql<{ name: string }>`
          select indexname as name from pg_indexes where schemaname = 'portal' and indexname like '%search%'`.execute(
          database.db,
        );
        expect(indexes.rows.map((row) => row.name).sort()).toEqual([
          'ticket_search_document_idx',
          'ticket_search_pkey',
        ]);
        await seedDemo(database.db);
        const staff = await database.db
          .selectFrom('users')
          .select('user_guid')
          .where('role', '=', 'admin')
          .executeTakeFirstOrThrow();
        const page = await listInbox(database.db, { view: 'all', page: 1, q: 'ssl CERT' }, staff.user_guid);
        expect(page.items.map((item) => item.name)).toEqual(['Renew SSL certificate']);
      } finally {
        await database.db.destroy();
        await admin(`DROP DATABASE "${name}"`);
        await admin(`DROP ROLE "${name}"`);
      }
    });

    it('reads the tables of its own schema only', async () => {
      neighbour = await createTestDatabase(kind);
      await migrateToLatest(neighbour.db);
      testDb = await createTestDatabase(kind);
      await migrateToLatest(testDb.db);

      const tables = await testDb.db.introspection.getTables();

      expect(
        tables
          .map((t) => t.name)
          .filter((name) => !isFts5Shadow(name))
          .sort(),
      ).toEqual(DATA_TABLES);
      expect(new Set(tables.map((t) => t.schema))).toEqual(new Set([testDb.schema]));
      const users = tables.find((t) => t.name === 'users')!;
      expect(users.columns.find((c) => c.name === 'email')).toMatchObject({ dataType: 'varchar', isNullable: false });
    });

    it('migrates while other schemas of the database are being created and dropped', async () => {
      // Other applications or test runs on the same database, creating and dropping schemas of their own all along.
      let churning = true;
      const churn = async () => {
        const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await client.connect();
        try {
          while (churning) {
            const other = `churn_${randomBytes(6).toString('hex')}`;
            await client.query(`create schema ${other}; create table ${other}.t (id serial primary key, name text)`);
            await client.query(`drop schema ${other} cascade`);
          }
        } finally {
          await client.end();
        }
      };
      const errors: unknown[] = [];
      // A churner's own failure is a test failure too, reported with the others rather than as an unhandled rejection.
      const churners = [churn(), churn()].map((running) => running.catch((error: unknown) => void errors.push(error)));
      try {
        for (let i = 0; i < 8; i++) {
          const fresh = await createTestDatabase(kind);
          try {
            await migrateToLatest(fresh.db);
          } catch (error) {
            errors.push(error);
          } finally {
            await fresh.close();
          }
        }
      } finally {
        churning = false;
        await Promise.all(churners);
      }
      expect(errors.map(String)).toEqual([]);
    });
  }
});
