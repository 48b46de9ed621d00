import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { importDocument, parseImportDocument } from '../../src/admin/import-data.js';
import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { openDatabase, type DatabaseHandle, type Db } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { hashPassword } from '../../src/lib/password.js';
import { readDemoDocument } from './demo-seed.js';
import { createPgSchema } from './pg-schema.js';

/** A fixed secret, so tests can forge tokens with it. */
export const TEST_JWT_SECRET = 'test-jwt-secret-0123456789abcdef-0123456789abcdef';

export type TestDatabaseKind = 'sqlite' | 'postgres';

export interface TestDatabaseTarget {
  kind: TestDatabaseKind;
  /** Shown in test names. */
  name: string;
}

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set. Use with `describe.each(testDatabases())('$name', …)`. */
export function testDatabases(): TestDatabaseTarget[] {
  const targets: TestDatabaseTarget[] = [{ kind: 'sqlite', name: 'SQLite' }];
  if (process.env.TEST_DATABASE_URL) targets.push({ kind: 'postgres', name: 'PostgreSQL' });
  return targets;
}

export interface TestDatabase {
  config: Config;
  database: DatabaseHandle;
  db: Db;
  /** The PostgreSQL schema of this database (undefined for SQLite). */
  schema?: string;
  dataDir: string;
  close(): Promise<void>;
}

async function withAdminClient<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * An empty, unmigrated database of the given kind: a fresh SQLite file in a temp DATA_DIR,
 * or a freshly created PostgreSQL schema that close() drops again.
 */
export async function createTestDatabase(
  kind: TestDatabaseKind,
  env: Record<string, string> = {},
  onQuery?: (sql: string) => void,
): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'client-portal-test-'));
  let schema: string | undefined;
  let databaseUrl: string;
  if (kind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    schema = `test_${randomBytes(8).toString('hex')}`;
    await createPgSchema(url, schema);
    databaseUrl = url;
  } else {
    databaseUrl = `sqlite:${path.join(dataDir, 'portal.db')}`;
  }

  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    DB_POOL_SIZE: '4',
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    ...env,
  });
  const database = openDatabase(config.database, { ...(schema ? { searchPath: schema } : {}), onQuery });

  let isClosed = false;
  return {
    config,
    database,
    db: database.db,
    schema,
    dataDir,
    async close() {
      if (isClosed) return;
      isClosed = true;
      await database.db.destroy();
      if (schema) await withAdminClient((client) => client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let demoPasswordHash: Promise<string> | undefined;

/**
 * Imports seed/demo.json through the admin import code. The demo users share one password, so it is
 * hashed once per test file and set afterwards: importing with passwords costs ~200 ms per user, for
 * every seeded app. (The import tests cover hashing on import.)
 */
export async function seedDemo(db: Db): Promise<void> {
  const doc = readDemoDocument();
  const passwordUsers = doc.users.filter((u) => u.password);
  await importDocument(db, parseImportDocument({ ...doc, users: doc.users.map(({ password: _, ...u }) => u) }));
  const password = passwordUsers[0]?.password;
  if (!password) return;
  if (passwordUsers.some((u) => u.password !== password))
    throw new Error('demo users are expected to share one password');
  demoPasswordHash ??= hashPassword(password);
  await db
    .updateTable('users')
    .set({ password_hash: await demoPasswordHash })
    .where(
      'email',
      'in',
      passwordUsers.map((u) => u.email.toLowerCase()),
    )
    .execute();
}

export interface BuildTestAppOptions {
  database: TestDatabaseKind | TestDatabaseTarget;
  /** Import the demo data (default false). */
  seed?: boolean;
  /** Environment overrides for loadConfig. */
  env?: Record<string, string>;
  /** Serve the SPA from WEB_DIST, as in production. */
  serveSpa?: boolean;
  /** Request logs written to this stream (tests that read the log). */
  logStream?: NodeJS.WritableStream;
  /** Called with every SQL statement the app's database connection runs. */
  onQuery?: (sql: string) => void;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  database: DatabaseHandle;
  /** The PostgreSQL schema of this app's database (undefined for SQLite). */
  schema?: string;
  close(): Promise<void>;
}

/** A migrated (optionally seeded) database and an app built on it; close() releases both. */
export async function buildTestApp(options: BuildTestAppOptions): Promise<TestApp> {
  const kind = typeof options.database === 'string' ? options.database : options.database.kind;
  const testDb = await createTestDatabase(kind, options.env, options.onQuery);
  try {
    await migrateToLatest(testDb.db);
    if (options.seed) await seedDemo(testDb.db);
    const app = await buildApp({
      config: testDb.config,
      database: testDb.database,
      serveSpa: options.serveSpa,
      logger: options.logStream ? { stream: options.logStream } : false,
    });
    await app.ready();
    return {
      app,
      db: testDb.db,
      config: testDb.config,
      database: testDb.database,
      schema: testDb.schema,
      async close() {
        await app.close();
        await testDb.close();
      },
    };
  } catch (error) {
    await testDb.close();
    throw error;
  }
}

/** Every table holding the portal's data. */
export const DATA_TABLES = [
  'users',
  'projects',
  'project_users',
  'dashboard_pages',
  'tickets',
  'ticket_updates',
  'site_care_schedules',
  'site_care_reports',
  'events',
  'password_resets',
  'attachments',
  'attachment_chunks',
  'notifications',
  'notification_batches',
  'notification_opt_outs',
] as const;

/** Row counts of every data table: "changes nothing" means these stay equal. */
export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of DATA_TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}
