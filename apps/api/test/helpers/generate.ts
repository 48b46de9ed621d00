/**
 * Fills a fresh, migrated database with generated agency data in bulk: prepared multi-row INSERTs inside large
 * transactions on SQLite, batched `INSERT … SELECT FROM unnest(…)` on PostgreSQL (one parameter per column, so a
 * batch of 5,000 rows is still one short statement). The per-row admin import would take hours at `--scale large`.
 *
 * Besides the filler, it always creates the same "bench client" page, whatever the scale: a client on three projects,
 * one of them with exactly 200 tickets, a ticket with a typical number of updates, and a completed Site Care report.
 * So the benchmark reads the same page at every scale, and only the size of the tables around it changes.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from '../../src/db/migrate.js';
import type { Database } from '../../src/db/schema.js';
import { searchDocument } from '../../src/domain/ticket-search/search-words.js';
import { hashPassword } from '../../src/lib/password.js';
import { createPgSchema } from './pg-schema.js';

export type Scale = 'small' | 'large';

export interface ScaleSize {
  clients: number;
  projects: number;
  tickets: number;
  updates: number;
  reports: number;
}

export const SCALES: Record<Scale, ScaleSize> = {
  small: { clients: 100, projects: 200, tickets: 5_000, updates: 20_000, reports: 500 },
  large: { clients: 10_000, projects: 20_000, tickets: 500_000, updates: 2_000_000, reports: 50_000 },
};

/** Everyone generated shares this password; it is hashed once (scrypt's cost is deliberate). */
const BENCH_PASSWORD = 'BenchPortal1';
/** Generated accounts the login benchmark rotates through, so no single address dominates. */
const LOGIN_ACCOUNTS = 50;
const BENCH_PROJECT_TICKETS = 200;
const BENCH_TICKET_UPDATES = 4;
const BENCH_SCHEDULE_REPORTS = 12;

export interface BenchFixtures {
  password: string;
  client: { userGuid: string; email: string };
  /** A staff member, assigned a tenth of the tickets: the inbox's reader. */
  staff: { userGuid: string; email: string };
  /** The bench client's project with exactly 200 tickets. */
  projectGuid: string;
  ticketGuid: string;
  /** A completed Site Care report on the bench client's schedule. */
  reportGuid: string;
  loginEmails: string[];
  rows: Record<string, number>;
}

export interface BenchDatabase {
  kind: 'sqlite' | 'postgres';
  /** What the server process gets as DATABASE_URL. */
  databaseUrl: string;
  /** Where it lives, for the report (a file, or a PostgreSQL schema). */
  description: string;
  drop(): Promise<void>;
}

/**
 * A fresh empty database: a SQLite file in a new temp directory, or a new schema in the PostgreSQL database of
 * `postgresUrl` (the server reaches it through `options=-c search_path=…` in its DATABASE_URL). drop() removes it.
 */
export async function createBenchDatabase(postgresUrl?: string): Promise<BenchDatabase> {
  if (!postgresUrl) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'client-portal-bench-'));
    const file = path.join(dir, 'portal.db');
    return {
      kind: 'sqlite',
      databaseUrl: `sqlite:${file}`,
      description: file,
      async drop() {
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  await createPgSchema(postgresUrl, schema);
  const url = new URL(postgresUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    kind: 'postgres',
    databaseUrl: url.toString(),
    description: `schema ${schema}`,
    async drop() {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    },
  };
}

/** mulberry32: a tiny seeded generator, so every run builds the same data. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const hex8 = () =>
    Math.floor(next() * 4294967296)
      .toString(16)
      .padStart(8, '0');
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    /** A random version-4 GUID, as the admin import and the API produce. */
    guid: () => {
      const a = hex8();
      const b = hex8();
      const c = hex8();
      const d = hex8();
      const variant = ((parseInt(c[0]!, 16) & 0x3) | 0x8).toString(16);
      return `${a}-${b.slice(0, 4)}-4${b.slice(5, 8)}-${variant}${c.slice(1, 4)}-${c.slice(4)}${d}`;
    },
  };
}

interface TableSpec {
  table: keyof Database & string;
  columns: string[];
  /** PostgreSQL array element type of each column, for unnest. */
  pgTypes: string[];
  /** SQLite's names of the columns, where they differ (an FTS5 table's row id). */
  sqliteColumns?: string[];
  /** PostgreSQL: what is inserted from the unnested columns (c1, c2, …), where it is not the columns themselves. */
  pgSelect?: string;
}

const TABLES = {
  users: {
    table: 'users',
    columns: ['user_guid', 'email', 'first_name', 'last_name', 'password_hash', 'token_version', 'created_at', 'role'],
    pgTypes: ['text', 'text', 'text', 'text', 'text', 'int', 'text', 'text'],
  },
  schedules: {
    table: 'site_care_schedules',
    columns: ['site_care_schedule_guid', 'domain_name', 'status', 'site_care_day'],
    pgTypes: ['text', 'text', 'text', 'int'],
  },
  projects: {
    table: 'projects',
    columns: [
      'project_guid',
      'name',
      'status',
      'start_date',
      'period_start_date',
      'period_end_date',
      'site_care_schedule_guid',
    ],
    pgTypes: ['text', 'text', 'text', 'text', 'text', 'text', 'text'],
  },
  projectUsers: { table: 'project_users', columns: ['project_guid', 'user_guid'], pgTypes: ['text', 'text'] },
  dashboardPages: {
    table: 'dashboard_pages',
    columns: ['dashboard_page_guid', 'project_guid', 'title', 'icon_class', 'url', 'sort_order'],
    pgTypes: ['text', 'text', 'text', 'text', 'text', 'int'],
  },
  tickets: {
    table: 'tickets',
    columns: [
      'ticket_guid',
      'ticket_id',
      'project_guid',
      'name',
      'description',
      'status',
      'created_by_user_guid',
      'created_date_time',
      'assignee_user_guid',
      'last_activity_at',
    ],
    pgTypes: ['text', 'int', 'text', 'text', 'text', 'text', 'text', 'text', 'text', 'text'],
  },
  updates: {
    table: 'ticket_updates',
    columns: ['update_guid', 'ticket_guid', 'user_guid', 'created_date_time', 'update_text', 'internal'],
    pgTypes: ['text', 'text', 'text', 'text', 'text', 'int'],
  },
  ticketSearch: {
    table: 'ticket_search',
    columns: ['ticket_id', 'document'],
    pgTypes: ['int', 'text'],
    sqliteColumns: ['rowid', 'document'],
    pgSelect: "c1, strip(to_tsvector('simple', c2))",
  },
  /** SQLite only. */
  ticketSearchWords: {
    table: 'ticket_search_words',
    columns: ['ticket_id', 'words'],
    pgTypes: ['int', 'text'],
  },
  reports: {
    table: 'site_care_reports',
    columns: [
      'site_care_report_guid',
      'site_care_schedule_guid',
      'created_date_time',
      'completed_date_time',
      'comments',
      'site_health',
      'plugins_updated',
      'plugins_deleted',
      'cms_core_version',
      'cms_core_update',
      'themes_updated',
      'themes_deleted',
      'downtimes',
      'total_downtime',
      'average_response_time',
      'security_issues',
      'miscellaneous',
    ],
    pgTypes: [
      'text',
      'text',
      'text',
      'text',
      'text',
      'text',
      'text',
      'text',
      'text',
      'text',
      'text',
      'text',
      'int',
      'int',
      'int',
      'text',
      'text',
    ],
  },
} satisfies Record<string, TableSpec>;

/** Buffers rows of one table and writes them a batch at a time. */
interface BulkSink {
  add(spec: TableSpec, row: unknown[]): Promise<void> | void;
  /** Writes what is buffered and commits; the next add opens a new transaction. */
  commit(): Promise<void> | void;
  close(): Promise<void>;
}

/** SQLite: one prepared multi-row INSERT per table (reused for every full batch), one transaction per ~100k rows. */
function sqliteSink(sqlite: SQLite.Database): BulkSink {
  const MAX_PARAMS = 30_000;
  const COMMIT_EVERY = 100_000;
  const buffers = new Map<TableSpec, unknown[][]>();
  const statements = new Map<string, SQLite.Statement>();
  let inTransaction = false;
  let uncommitted = 0;

  const statementFor = (spec: TableSpec, rows: number) => {
    const key = `${spec.table}:${rows}`;
    let statement = statements.get(key);
    if (!statement) {
      const tuple = `(${spec.columns.map(() => '?').join(',')})`;
      statement = sqlite.prepare(
        `INSERT INTO ${spec.table} (${(spec.sqliteColumns ?? spec.columns).join(',')}) VALUES ${Array(rows).fill(tuple).join(',')}`,
      );
      statements.set(key, statement);
    }
    return statement;
  };
  const batchRows = (spec: TableSpec) => Math.min(500, Math.floor(MAX_PARAMS / spec.columns.length));

  const flush = (spec: TableSpec) => {
    const rows = buffers.get(spec);
    if (!rows?.length) return;
    if (!inTransaction) {
      sqlite.exec('BEGIN');
      inTransaction = true;
    }
    statementFor(spec, rows.length).run(rows.flat());
    uncommitted += rows.length;
    buffers.set(spec, []);
  };
  const commit = () => {
    for (const spec of buffers.keys()) flush(spec);
    if (inTransaction) sqlite.exec('COMMIT');
    inTransaction = false;
    uncommitted = 0;
  };

  return {
    add(spec, row) {
      let rows = buffers.get(spec);
      if (!rows) buffers.set(spec, (rows = []));
      rows.push(row);
      if (rows.length >= batchRows(spec)) {
        // Every table, in the order first written (parents before children): foreign keys are checked per row.
        for (const buffered of buffers.keys()) flush(buffered);
        if (uncommitted >= COMMIT_EVERY) commit();
      }
    },
    commit,
    async close() {
      commit();
    },
  };
}

/** PostgreSQL: `INSERT … SELECT * FROM unnest($1::text[], …)`, 5,000 rows a statement, one transaction per table. */
function postgresSink(client: pg.Client): BulkSink {
  const BATCH = 5_000;
  const buffers = new Map<TableSpec, unknown[][]>();
  let inTransaction = false;

  const flush = async (spec: TableSpec) => {
    const rows = buffers.get(spec);
    if (!rows?.length) return;
    buffers.set(spec, []);
    if (!inTransaction) {
      await client.query('BEGIN');
      inTransaction = true;
    }
    const columns = spec.columns.map((_, i) => rows.map((row) => row[i]));
    const casts = spec.pgTypes.map((type, i) => `$${i + 1}::${type}[]`).join(',');
    const names = spec.columns.map((_, i) => `c${i + 1}`).join(',');
    await client.query(
      `INSERT INTO ${spec.table} (${spec.columns.join(',')}) SELECT ${spec.pgSelect ?? '*'} FROM unnest(${casts}) AS u(${names})`,
      columns,
    );
  };
  const commit = async () => {
    for (const spec of buffers.keys()) await flush(spec);
    if (inTransaction) await client.query('COMMIT');
    inTransaction = false;
  };

  return {
    async add(spec, row) {
      let rows = buffers.get(spec);
      if (!rows) buffers.set(spec, (rows = []));
      rows.push(row);
      // Every table, in the order first written (parents before children): foreign keys are checked per statement.
      if (rows.length >= BATCH) for (const buffered of buffers.keys()) await flush(buffered);
    },
    commit,
    async close() {
      await commit();
      await client.end();
    },
  };
}

const FIRST_NAMES = ['Casey', 'Sam', 'Alex', 'Jordan', 'Robin', 'Taylor', 'Morgan', 'Jamie', 'Riley', 'Avery'];
const LAST_NAMES = ['Client', 'Stone', 'Morgan', 'Reed', 'Hart', 'Lane', 'Fox', 'Gray', 'Webb', 'Ford'];
const WORDS = ['homepage', 'banner', 'contact', 'form', 'mobile', 'menu', 'footer', 'checkout', 'search', 'image'];
/** As an agency's history looks: most tickets done, a tenth waiting on the agency, a few on the client. */
const TICKET_STATUSES = [
  ...Array<'new'>(4).fill('new'),
  ...Array<'in-progress'>(6).fill('in-progress'),
  ...Array<'awaiting-customer'>(5).fill('awaiting-customer'),
  ...Array<'completed'>(80).fill('completed'),
  ...Array<'deleted'>(5).fill('deleted'),
] as const;
/** The agency's staff: tickets are assigned among them, and they write the internal notes. */
const STAFF_ACCOUNTS = 10;
const DASHBOARD_HOSTS = ['https://lookerstudio.google.com', 'https://stats.uptimerobot.com', 'https://example.com'];

const isoAt = (epochMs: number) => new Date(epochMs).toISOString();
const BASE_TIME = Date.parse('2022-01-01T00:00:00Z');
const SPAN_MS = Date.parse('2026-11-01T00:00:00Z') - BASE_TIME;

function sentence(random: ReturnType<typeof createRandom>, words: number): string {
  const out: string[] = [];
  for (let i = 0; i < words; i++) out.push(random.pick(WORDS));
  const text = out.join(' ');
  return text[0]!.toUpperCase() + text.slice(1);
}

export type Progress = (message: string) => void;

/**
 * Migrates the (empty) database and fills it. Counts are exact for clients, projects and reports and within a
 * fraction of a percent of the target for tickets and updates.
 */
export async function generate(
  database: Pick<BenchDatabase, 'kind' | 'databaseUrl'>,
  scale: Scale | ScaleSize,
  progress: Progress = () => {},
): Promise<BenchFixtures> {
  const size = typeof scale === 'string' ? SCALES[scale] : scale;
  if (
    size.tickets < BENCH_PROJECT_TICKETS ||
    size.projects < 4 ||
    size.clients < LOGIN_ACCOUNTS + 2 ||
    size.reports < BENCH_SCHEDULE_REPORTS + 1
  ) {
    throw new Error('scale too small for the bench client: see BENCH_PROJECT_TICKETS, LOGIN_ACCOUNTS and friends');
  }
  const random = createRandom(20261121);
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const createdAt = isoAt(BASE_TIME);

  let sink: BulkSink;
  let finish: () => Promise<void>;
  if (database.kind === 'sqlite') {
    const sqlite = new SQLite(database.databaseUrl.slice('sqlite:'.length));
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    // A throw-away database: no fsync, and a big page cache so the random-GUID indexes stay in memory while loading.
    sqlite.pragma('synchronous = OFF');
    sqlite.pragma('cache_size = -524288');
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    await migrateToLatest(db);
    sink = sqliteSink(sqlite);
    finish = async () => {
      // The checkpoint then syncs the file: the database is measured once every page is on disk, not while the
      // kernel is still writing back what this load left dirty (over a gigabyte at --scale large).
      sqlite.pragma('synchronous = FULL');
      sqlite.pragma('wal_checkpoint(TRUNCATE)');
      await db.destroy();
    };
  } else {
    const pool = new pg.Pool({ connectionString: database.databaseUrl, max: 1 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    await migrateToLatest(db);
    await db.destroy();
    const client = new pg.Client({ connectionString: database.databaseUrl });
    await client.connect();
    // Bulk load in one session: skip the WAL flush on commit, give the index builds room.
    await client.query('SET synchronous_commit = off');
    // The search documents' GIN index is built once they are all written (as the migration does for existing
    // tickets): growing it 5,000 documents at a time takes most of the load.
    await client.query('DROP INDEX ticket_search_document_idx');
    sink = postgresSink(client);
    finish = async () => {
      const analyze = new pg.Client({ connectionString: database.databaseUrl });
      await analyze.connect();
      await analyze.query("SET maintenance_work_mem = '256MB'");
      await analyze.query('CREATE INDEX ticket_search_document_idx ON ticket_search USING gin (document)');
      // As autovacuum would shortly after a bulk load: the planner needs row counts, and index-only scans (the
      // inbox's counts) need the visibility map.
      await analyze.query('VACUUM ANALYZE');
      // As the SQLite checkpoint above: every page this load dirtied is written now, not by the next checkpoint
      // while the bench measures (over a gigabyte at --scale large, written out while the mixed load ran, each
      // page's first change after it logged whole).
      await analyze.query('CHECKPOINT');
      await analyze.end();
    };
  }

  // Users: the bench client, the login accounts, then the other clients.
  const users: string[] = [];
  /** Each user's name and email, as the tickets' search documents hold them. */
  const people = new Map<string, { first_name: string; last_name: string; email: string }>();
  const addUser = async (email: string, role = 'client') => {
    const guid = random.guid();
    if (role === 'client') users.push(guid);
    const person = { first_name: random.pick(FIRST_NAMES), last_name: random.pick(LAST_NAMES), email };
    people.set(guid, person);
    await sink.add(TABLES.users, [guid, email, person.first_name, person.last_name, passwordHash, 0, createdAt, role]);
    return guid;
  };
  const staffGuids: string[] = [];
  for (let i = 0; i < STAFF_ACCOUNTS; i++) staffGuids.push(await addUser(`bench.staff${i}@agency.example`, 'staff'));
  const staff = { userGuid: staffGuids[0]!, email: 'bench.staff0@agency.example' };
  const client = { userGuid: await addUser('bench.client@example.com'), email: 'bench.client@example.com' };
  const loginEmails: string[] = [];
  for (let i = 0; i < LOGIN_ACCOUNTS; i++) {
    const email = `bench.login${i}@example.com`;
    loginEmails.push(email);
    await addUser(email);
  }
  while (users.length < size.clients) await addUser(`client${users.length}@example.com`);
  progress(`users: ${users.length}`);

  // Site Care schedules: one for every other project, each with the same number of reports.
  const scheduleCount = Math.max(1, Math.floor(size.projects / 2));
  const schedules: string[] = [];
  for (let i = 0; i < scheduleCount; i++) {
    const guid = random.guid();
    schedules.push(guid);
    await sink.add(TABLES.schedules, [guid, `site${i}.example`, 'active', 1 + (i % 28)]);
  }

  // Projects: the bench client is on the first three; every project has one or two clients.
  const projects: string[] = [];
  const projectNames: string[] = [];
  for (let i = 0; i < size.projects; i++) {
    const guid = random.guid();
    projects.push(guid);
    projectNames.push(`${sentence(random, 2)} ${i}`);
    await sink.add(TABLES.projects, [
      guid,
      projectNames[i]!,
      random.pick(['active', 'active', 'active', 'inactive', 'archived']),
      '2024-03-01',
      '2026-11-01',
      '2026-11-30',
      i % 2 === 0 ? schedules[i / 2]! : null,
    ]);
  }
  const projectMembers: string[][] = projects.map(() => []);
  const benchProjects = projects.slice(0, 3);
  for (let i = 0; i < projects.length; i++) {
    const members = i < 3 ? [client.userGuid] : [];
    const first = users[1 + ((i * 7) % (users.length - 1))]!;
    members.push(first);
    if (i % 3 === 0) {
      const second = users[1 + ((i * 13 + 5) % (users.length - 1))]!;
      if (second !== first) members.push(second);
    }
    projectMembers[i] = members;
    for (const member of members) await sink.add(TABLES.projectUsers, [projects[i]!, member]);
    for (let p = 0; p < 2; p++) {
      await sink.add(TABLES.dashboardPages, [
        random.guid(),
        projects[i]!,
        p === 0 ? 'Website analytics' : 'Uptime',
        p === 0 ? 'bi-graph-up' : 'bi-activity',
        `${DASHBOARD_HOSTS[(i + p) % DASHBOARD_HOSTS.length]}/embed/${i}-${p}`,
        p,
      ]);
    }
  }
  await sink.commit();
  progress(`projects: ${projects.length}`);

  // Tickets, interleaved across projects as they would be created over time; the bench project's 200 are spread
  // evenly through the table, so reading them touches as many pages as a real project's would.
  const benchProject = benchProjects[0]!;
  const benchEvery = Math.floor(size.tickets / BENCH_PROJECT_TICKETS);
  const updatesPerTicket = size.updates / size.tickets;
  let benchTickets = 0;
  let ticketGuid = '';
  let updateCount = 0;
  let updateDebt = 0;
  for (let i = 0; i < size.tickets; i++) {
    const isBench = i % benchEvery === 0 && benchTickets < BENCH_PROJECT_TICKETS;
    const projectIndex = isBench ? 0 : 1 + ((i * 7919) % (projects.length - 1));
    if (isBench) benchTickets++;
    const members = projectMembers[projectIndex]!;
    const guid = random.guid();
    const created = BASE_TIME + Math.floor((SPAN_MS * i) / size.tickets);
    const status = random.pick(TICKET_STATUSES);
    // Most tickets have an owner; a fifth wait for one.
    const assignee = random.int(5) === 0 ? null : random.pick(staffGuids);
    const ticketRow = [
      guid,
      200_000 + i,
      isBench ? benchProject : projects[projectIndex]!,
      `${sentence(random, 6)}`,
      `<p>${sentence(random, 30)}.</p><p>${sentence(random, 12)}.</p>`,
      status,
      random.pick(members),
      isoAt(created),
      assignee,
      isoAt(created),
    ];
    // A typical ticket: the average number of updates; the others share the rest, so the total matches.
    let updates: number;
    if (isBench && benchTickets === 1) {
      ticketGuid = guid;
      updates = BENCH_TICKET_UPDATES;
    } else {
      updateDebt += updatesPerTicket;
      updates = Math.floor(updateDebt);
    }
    updateDebt -= updates;
    // The last update is the ticket's latest activity.
    if (updates) ticketRow[9] = isoAt(created + updates * 3_600_000);
    await sink.add(TABLES.tickets, ticketRow);
    const updateTexts: string[] = [];
    for (let u = 0; u < updates; u++) {
      // Every tenth entry is an internal note by staff (never on the bench client's read ticket, whose count is fixed).
      const isNote = !isBench && random.int(10) === 0;
      const text = `<p>${sentence(random, 20)}.</p>`;
      updateTexts.push(text);
      await sink.add(TABLES.updates, [
        random.guid(),
        guid,
        isNote ? random.pick(staffGuids) : random.pick(members),
        isoAt(created + (u + 1) * 3_600_000),
        text,
        isNote ? 1 : 0,
      ]);
    }
    const document = searchDocument({
      name: ticketRow[3] as string,
      description: ticketRow[4] as string,
      updates: updateTexts,
      creator: people.get(ticketRow[6] as string) ?? null,
      projectName: projectNames[isBench ? 0 : projectIndex]!,
    });
    await sink.add(TABLES.ticketSearch, [ticketRow[1], document]);
    if (database.kind === 'sqlite') await sink.add(TABLES.ticketSearchWords, [ticketRow[1], document]);
    updateCount += updates;
    if (i > 0 && i % 100_000 === 0) progress(`tickets: ${i} / ${size.tickets}, updates: ${updateCount}`);
  }
  await sink.commit();
  progress(`tickets: ${size.tickets}, updates: ${updateCount}`);

  // Site Care reports: the bench client's schedule (its first project's) gets a fixed 12; the rest share the others.
  const benchSchedule = schedules[0]!;
  let reportGuid = '';
  const otherReports = size.reports - BENCH_SCHEDULE_REPORTS;
  for (let i = 0; i < size.reports; i++) {
    const isBench = i < BENCH_SCHEDULE_REPORTS;
    const schedule = isBench ? benchSchedule : schedules[1 + ((i - BENCH_SCHEDULE_REPORTS) % (schedules.length - 1))]!;
    const month = isBench ? i : Math.floor(((i - BENCH_SCHEDULE_REPORTS) * 48) / Math.max(1, otherReports));
    const created = Date.UTC(2022, 11 + 48 - month, 15, 6);
    const isCompleted = !(isBench && i === 0);
    const guid = random.guid();
    if (isBench && i === 1) reportGuid = guid;
    await sink.add(
      TABLES.reports,
      isCompleted
        ? [
            guid,
            schedule,
            isoAt(created),
            isoAt(created + 6 * 3_600_000),
            `<p>Following this month's Site Care, ${sentence(random, 20)}.</p>`,
            '<ul><li>SSL certificate valid</li><li>Backups verified</li></ul>',
            '<ul><li>Yoast SEO 23.1 → 23.2</li><li>WooCommerce 9.0 → 9.1</li></ul>',
            '<ul><li>Hello Dolly</li></ul>',
            '6.6.2',
            '6.6.1 → 6.6.2',
            '<ul><li>Twenty Twenty-Four 1.1 → 1.2</li></ul>',
            null,
            random.int(4),
            random.int(120),
            200 + random.int(600),
            '<p>No issues found.</p>',
            null,
          ]
        : [guid, schedule, isoAt(created), ...Array<null>(14).fill(null)],
    );
  }
  await sink.close();
  progress(`reports: ${size.reports}`);
  await finish();

  return {
    password: BENCH_PASSWORD,
    client,
    staff,
    projectGuid: benchProject,
    ticketGuid,
    reportGuid,
    loginEmails,
    rows: {
      users: users.length,
      projects: projects.length,
      tickets: size.tickets,
      ticket_updates: updateCount,
      site_care_reports: size.reports,
    },
  };
}
