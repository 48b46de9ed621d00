import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { COPIED_TABLES, CopyError, REBUILT_TABLES, copyDatabase } from '../src/admin/copy-database.js';
import { buildApp } from '../src/app.js';
import { CHUNK_BYTES } from '../src/domain/attachments/store-upload.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { bearer, login } from './helpers/auth.js';
import { ADMIN, CLIENT, DEMO_PASSWORD, PROJECTS, STAFF, TICKETS } from './helpers/demo-seed.js';
import {
  createTestDatabase,
  seedDemo,
  testDatabases,
  type TestDatabase,
  type TestDatabaseKind,
} from './helpers/test-app.js';

type Row = Record<string, unknown>;
const tables = (testDb: TestDatabase) => testDb.db as unknown as Kysely<Record<string, Row>>;

const AT = '2026-11-20T10:00:00.000Z';
/** Every byte value, so a file's contents cannot pass through as text. */
const FILE_BYTES = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
/** A file of 80 chunks (20 MiB): more than one read, and more bytes than one insert takes. */
const BIG_FILE = randomBytes(80 * CHUNK_BYTES);

/**
 * The demo data, and a row or more in every table the demo leaves empty: a file sent on a ticket, a monitor with its
 * checks, a sign-in event, a reset link, an audit entry, recovery codes, notification settings, a queued email and a
 * maintenance window.
 */
async function fillEveryTable(testDb: TestDatabase): Promise<{ files: Array<{ guid: string; bytes: Buffer }> }> {
  await seedDemo(testDb.db);
  const db = tables(testDb);
  const attachmentGuid = randomUUID();
  const bigGuid = randomUUID();
  const monitorGuid = randomUUID();
  const channelGuid = randomUUID();
  const deliveryGuid = randomUUID();
  const batchGuid = randomUUID();
  const rows: Array<[string, Row[]]> = [
    ['settings', [{ key: 'copy-test', value: 'ünïcödé ✓' }]],
    [
      'attachments',
      [
        {
          attachment_guid: attachmentGuid,
          uploaded_by_user_guid: CLIENT.userGuid,
          file_name: 'every byte.bin',
          content_type: 'application/octet-stream',
          size_bytes: FILE_BYTES.length,
          created_at: AT,
          ticket_guid: TICKETS.bannerNew,
          update_guid: null,
        },
      ],
    ],
    [
      'attachments',
      [
        {
          attachment_guid: bigGuid,
          uploaded_by_user_guid: CLIENT.userGuid,
          file_name: 'big.bin',
          content_type: 'application/octet-stream',
          size_bytes: BIG_FILE.length,
          created_at: AT,
          ticket_guid: TICKETS.bannerNew,
          update_guid: null,
        },
      ],
    ],
    ['attachment_chunks', [{ attachment_guid: attachmentGuid, seq: 0, data: FILE_BYTES }]],
    // More than one read and more than one insert's worth of bytes.
    ...Array.from({ length: BIG_FILE.length / CHUNK_BYTES }, (_, seq): [string, Row[]] => [
      'attachment_chunks',
      [{ attachment_guid: bigGuid, seq, data: BIG_FILE.subarray(seq * CHUNK_BYTES, (seq + 1) * CHUNK_BYTES) }],
    ]),
    [
      'events',
      [
        {
          event_guid: randomUUID(),
          event_type_name: 'LoggedIn',
          user_guid: CLIENT.userGuid,
          object_guid: null,
          description: null,
          client_ip: '203.0.113.9',
          created_at: AT,
        },
      ],
    ],
    [
      'password_resets',
      [
        {
          token_hash: 'a'.repeat(64),
          user_guid: CLIENT.userGuid,
          created_at: AT,
          expires_at: AT,
          used_at: null,
          superseded_at: null,
        },
      ],
    ],
    [
      'audit_log',
      [
        {
          audit_guid: randomUUID(),
          actor_user_guid: CLIENT.userGuid,
          object_type: 'ticket',
          object_guid: TICKETS.bannerNew,
          action: 'update',
          changes: JSON.stringify({ status: { before: 'new', after: 'in-progress' } }),
          created_at: AT,
          ip_address: null,
        },
      ],
    ],
    ['two_factor_recovery_codes', [{ user_guid: CLIENT.userGuid, code_hash: 'b'.repeat(64), used_at: null }]],
    ['notification_opt_outs', [{ user_guid: CLIENT.userGuid, kind: 'ticket-activity' }]],
    [
      'notification_batches',
      [
        {
          batch_guid: batchGuid,
          recipient_user_guid: CLIENT.userGuid,
          state: 'pending',
          attempts: 2,
          next_attempt_at: AT,
          lease_until: null,
          created_at: AT,
          sent_at: null,
          last_error: 'connection refused',
        },
      ],
    ],
    [
      'notifications',
      [
        {
          notification_guid: randomUUID(),
          recipient_user_guid: CLIENT.userGuid,
          kind: 'site-care-reports',
          ticket_guid: TICKETS.bannerNew,
          payload: '{}',
          created_at: AT,
          batch_guid: batchGuid,
        },
      ],
    ],
    [
      'monitors',
      [
        {
          monitor_guid: monitorGuid,
          project_guid: (await db.selectFrom('projects').select('project_guid').executeTakeFirstOrThrow()).project_guid,
          url: 'https://acme-widgets.example/',
          expected_status_min: 200,
          expected_status_max: 399,
          keyword: 'Acme',
          interval_seconds: 60,
          timeout_seconds: 10,
          ignore_tls_errors: 0,
          created_at: AT,
        },
      ],
    ],
    [
      'monitor_status',
      [
        {
          monitor_guid: monitorGuid,
          state: 'up',
          state_since: AT,
          streak_up: 1,
          streak_length: 3,
          streak_since: AT,
          streak_cause: null,
          last_checked_at: AT,
          last_status_code: 200,
          last_response_ms: 123,
          last_error: null,
          certificate_expires_at: null,
          certificate_warned_days: null,
          next_check_at: AT,
        },
      ],
    ],
    [
      'monitor_results',
      // Several reads' worth of rows.
      Array.from({ length: 250 }, (_, i) => ({
        monitor_guid: monitorGuid,
        checked_at: new Date(Date.parse(AT) + i * 60_000).toISOString(),
        is_up: i % 50 === 1 ? 0 : 1,
        status_code: i % 50 === 1 ? 503 : 200,
        response_ms: 100 + i,
        error: i % 50 === 1 ? 'status 503' : null,
      })),
    ],
    [
      'monitor_hourly',
      [
        {
          monitor_guid: monitorGuid,
          hour: '2026-11-20T10',
          checks: 3,
          up_checks: 2,
          response_ms_sum: 303,
          responses: 3,
        },
      ],
    ],
    [
      'monitor_incidents',
      [{ incident_guid: randomUUID(), monitor_guid: monitorGuid, started_at: AT, ended_at: AT, cause: 'status 503' }],
    ],
    [
      'alert_channels',
      [
        {
          channel_guid: channelGuid,
          name: 'Agency alerts',
          kind: 'webhook',
          url: 'https://hooks.example.com/portal',
          secret: 'whsec_c2VjcmV0',
          is_default: 1,
          created_at: AT,
        },
      ],
    ],
    ['project_alerts', [{ project_guid: PROJECTS.redesign, email_staff: 0 }]],
    ['project_alert_channels', [{ project_guid: PROJECTS.redesign, channel_guid: channelGuid }]],
    [
      'maintenance_windows',
      [
        {
          window_guid: randomUUID(),
          project_guid: PROJECTS.redesign,
          starts_at: '2026-12-07T22:00:00.000Z',
          ends_at: '2026-12-07T23:30:00.000Z',
          note: 'Server upgrade',
          repeats_weekly: 1,
          created_at: AT,
        },
      ],
    ],
    [
      'inbound_emails',
      [
        {
          inbound_guid: randomUUID(),
          message_key: '<copy-test@mail.example>',
          mailbox: 'INBOX',
          uid_validity: '1764000000',
          uid: 7,
          from_address: 'someone@elsewhere.example',
          from_name: 'Sömeone',
          subject: 'Hello ✓',
          preview: 'Can you help?',
          size_bytes: 120,
          received_at: AT,
          created_at: AT,
          state: 'to-sort',
          reason: 'The sender is not a user of the portal.',
          ticket_guid: null,
          sender_user_guid: null,
          project_guid: null,
          raw: Buffer.from('From: someone@elsewhere.example\r\n\r\nCan you help?\r\n'),
        },
      ],
    ],
    ['inbound_mailboxes', [{ mailbox: 'INBOX', uid_validity: '1764000000', last_uid: 7 }]],
    ['ticket_tags', [{ ticket_guid: TICKETS.bannerNew, tag: 'café ✓' }]],
    [
      'api_tokens',
      [
        {
          token_guid: randomUUID(),
          user_guid: STAFF.userGuid,
          name: 'Zapier ✓',
          scopes: 'tickets:read tickets:write',
          token_hash: 'a'.repeat(64),
          prefix: 'cpt_abcd',
          created_by_user_guid: ADMIN.userGuid,
          created_at: AT,
          expires_at: null,
          revoked_at: null,
          last_used_at: AT,
          last_used_ip: '203.0.113.9',
        },
      ],
    ],
    [
      'saved_replies',
      [
        {
          reply_guid: randomUUID(),
          title: 'Thanks ✓',
          body: '<p>Hello {{client.firstName}}</p>',
          owner_user_guid: ADMIN.userGuid,
          created_by_user_guid: ADMIN.userGuid,
          created_at: AT,
          updated_at: AT,
        },
      ],
    ],
    [
      'alert_deliveries',
      [
        {
          delivery_guid: deliveryGuid,
          channel_guid: channelGuid,
          payload: JSON.stringify({ type: 'test', at: AT, channelName: 'Agency alerts' }),
          state: 'pending',
          attempts: 1,
          next_attempt_at: AT,
          lease_until: null,
          created_at: AT,
          sent_at: null,
          last_error: 'The destination answered 500',
        },
      ],
    ],
    [
      'alert_attempts',
      [
        {
          delivery_guid: deliveryGuid,
          attempt: 1,
          attempted_at: AT,
          status_code: 500,
          error: 'The destination answered 500',
          duration_ms: 12,
        },
      ],
    ],
  ];
  for (const [table, values] of rows) await db.insertInto(table).values(values).execute();
  return {
    files: [
      { guid: attachmentGuid, bytes: FILE_BYTES },
      { guid: bigGuid, bytes: BIG_FILE },
    ],
  };
}

/**
 * A table's rows, comparable: files as hex and, between two kinds of database, numbers as text (PostgreSQL reads a
 * bigint as text, SQLite as a number); between two of the same kind every value keeps its type.
 */
async function rowsOf(testDb: TestDatabase, table: string, { numbersAsText = false } = {}): Promise<string[]> {
  const rows = await tables(testDb).selectFrom(table).selectAll().execute();
  return rows
    .map((row) =>
      JSON.stringify(
        Object.keys(row)
          .sort()
          .map((column) => {
            const value = row[column];
            if (Buffer.isBuffer(value)) return [column, value.toString('hex')];
            if (numbersAsText && (typeof value === 'number' || typeof value === 'bigint'))
              return [column, String(value)];
            return [column, value];
          }),
      ),
    )
    .sort();
}

const kinds = testDatabases().map((target) => target.kind);
const directions = kinds.flatMap((from) => kinds.map((to) => [from, to] as [TestDatabaseKind, TestDatabaseKind]));

describe.each(directions)('copying a whole portal from %s to %s', (fromKind, toKind) => {
  const opened: TestDatabase[] = [];
  const open = async (kind: TestDatabaseKind, { migrated = true } = {}) => {
    const testDb = await createTestDatabase(kind);
    opened.push(testDb);
    if (migrated) await migrateToLatest(testDb.db);
    return testDb;
  };
  const compare = { numbersAsText: fromKind !== toKind };
  afterEach(async () => {
    for (const testDb of opened.splice(0)) await testDb.close();
  });

  it('brings every row of every table across, and the portal works on the copy as it did', async () => {
    const source = await open(fromKind);
    // A new database: the copy migrates it first.
    const target = await open(toKind, { migrated: false });
    const { files } = await fillEveryTable(source);

    const copied = await copyDatabase(source.db, target.db);

    for (const table of COPIED_TABLES) {
      const rows = await rowsOf(source, table, compare);
      expect(rows.length, `${table} has rows to copy`).toBeGreaterThan(0);
      expect(copied[table], table).toBe(rows.length);
      expect(await rowsOf(target, table, compare), table).toEqual(rows);
    }

    // On the copy: the client signs in with the same password, and downloads the same file.
    const app = await buildApp({ config: target.config, database: target.database });
    try {
      const token = await login(app, CLIENT.email, DEMO_PASSWORD);
      for (const file of files) {
        const download = await app.inject({
          method: 'GET',
          url: `/api/attachments/${file.guid}`,
          headers: bearer(token),
        });
        expect(download.statusCode).toBe(200);
        expect(download.rawPayload.equals(file.bytes)).toBe(true);
      }
      // The inbox search's documents are written on the copy: a word of a staff reply finds its ticket.
      const found = await app.inject({
        method: 'GET',
        url: '/api/agency/tickets?view=all&q=renewed',
        headers: bearer(await login(app, ADMIN.email, DEMO_PASSWORD)),
      });
      expect(found.json<{ items: Array<{ ticketGuid: string }> }>().items.map((row) => row.ticketGuid)).toEqual([
        TICKETS.redesignCompleted,
      ]);
    } finally {
      await app.close();
    }
  });

  // SQLite keeps a value longer than its column's declared length; PostgreSQL refuses it.
  if (fromKind === 'sqlite' && toKind === 'postgres') {
    it('stops at a row the target refuses, naming the table, and leaves the target without a row', async () => {
      const source = await open(fromKind);
      const target = await open(toKind);
      await fillEveryTable(source);
      await tables(source)
        .insertInto('users')
        .values({
          user_guid: randomUUID(),
          email: 'long.name@example.com',
          first_name: 'x'.repeat(300),
          last_name: 'Long',
          password_hash: null,
          token_version: 0,
          disabled_at: null,
          created_at: AT,
          role: 'client',
        })
        .execute();

      await expect(copyDatabase(source.db, target.db)).rejects.toThrow(
        /^Copying users failed: value too long for type character varying\(200\)\. Nothing was copied\.$/,
      );
      for (const table of COPIED_TABLES) expect(await rowsOf(target, table), table).toEqual([]);
    });
  }

  it('refuses a target that already holds data, and leaves it as it was', async () => {
    const source = await open(fromKind);
    const target = await open(toKind);
    await fillEveryTable(source);
    await seedDemo(target.db);
    const before = await rowsOf(target, 'users');

    await expect(copyDatabase(source.db, target.db)).rejects.toThrow(CopyError);
    await expect(copyDatabase(source.db, target.db)).rejects.toThrow(/already holds data \(users: \d+ rows\)/);
    expect(await rowsOf(target, 'users')).toEqual(before);
    expect(await rowsOf(target, 'attachments')).toEqual([]);
  });
});

describe.each(testDatabases())('the tables a copy takes, on $name', (target) => {
  it('are every table of the migrated schema but the migrations’ own and those the target rebuilds', async () => {
    const testDb = await createTestDatabase(target.kind);
    try {
      await migrateToLatest(testDb.db);
      const names = (await testDb.db.introspection.getTables())
        .filter((table) => !testDb.schema || table.schema === testDb.schema)
        .map((table) => table.name)
        // SQLite's own tables behind the FTS5 index, and the words kept beside it, written with it.
        .filter((name) => !/^ticket_search_(config|data|docsize|idx|words)$/.test(name));
      expect([...COPIED_TABLES, ...REBUILT_TABLES].sort()).toEqual(names.sort());
    } finally {
      await testDb.close();
    }
  });
});
