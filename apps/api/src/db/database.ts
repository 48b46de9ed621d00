import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import { preparedStatementName } from './compiled-query.js';
import type { Database } from './schema.js';

/**
 * A pg client that runs the SQL of compiled queries as named prepared statements: PostgreSQL parses and plans each
 * once per connection instead of on every request. Any other statement runs as before.
 */
class PreparingClient extends pg.Client {
  // pg's query() has a dozen overloads; Kysely calls query(sql, values).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(config: any, values?: any, callback?: any): any {
    const name = typeof config === 'string' && Array.isArray(values) ? preparedStatementName(config) : undefined;
    return name ? super.query({ name, text: config, values }, callback) : super.query(config, values, callback);
  }
}

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: DatabaseConfig['kind'];
  /** The SQLite connection, for the backup API and integrity checks. */
  sqlite?: SQLite.Database;
  pool?: pg.Pool;
  /**
   * SQLite only: a number that moves whenever the database may have changed since it was last called, through this
   * process or any other (see sqliteChangeMarker). Data read after a call is current while the number stays the same.
   */
  changeMarker?: () => number;
}

export interface OpenOptions {
  /** PostgreSQL only: every connection uses this schema first (tests run in a schema of their own). */
  searchPath?: string;
  /** Called for every SQL statement executed (tests count queries per request). */
  onQuery?: (sql: string) => void;
}

export function openDatabase(config: DatabaseConfig, options: OpenOptions = {}): DatabaseHandle {
  const log = options.onQuery
    ? (event: { level: string; query: { sql: string } }) => {
        if (event.level === 'query') options.onQuery?.(event.query.sql);
      }
    : undefined;

  if (config.kind === 'sqlite') {
    if (config.file !== ':memory:') mkdirSync(path.dirname(config.file), { recursive: true });
    const sqlite = new SQLite(config.file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('synchronous = NORMAL');
    // Reads: a 64 MiB page cache (default 2 MiB) and memory-mapped reads, so a large database is not re-read
    // through system calls on every request.
    sqlite.pragma('cache_size = -65536');
    sqlite.pragma('mmap_size = 268435456');
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }), log });
    return { db, kind: 'sqlite', sqlite, changeMarker: sqliteChangeMarker(sqlite) };
  }

  const pool = new pg.Pool({
    ...(config.preparedStatements === false ? {} : { Client: PreparingClient }),
    connectionString: config.url,
    max: config.poolSize,
    connectionTimeoutMillis: config.connectTimeoutMs,
    options: options.searchPath ? `-c search_path=${options.searchPath}` : undefined,
  });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => {});
  // A connection lost while a query runs fails that query (→ 503), and its client also emits 'error', which pg-pool
  // does not listen to while the client is checked out: unhandled, that event would end the process.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
  return { db, kind: 'postgres', pool };
}

/**
 * An exact "may anything have changed?" for one SQLite connection: `total_changes()` counts every row this connection
 * has inserted, updated or deleted, however the statement was issued; `PRAGMA data_version` moves when another
 * connection commits (the admin CLI in another process, say).
 *
 * `data_version` is the costly one (it opens a read transaction: about 2 µs against 0.1 µs), so one reading serves
 * the rest of the event loop's current callback, promise jobs included: a request's user and answer lookups share
 * it. It is forgotten before control returns to the event loop, so no I/O (a request, a reply from another process)
 * is ever handled with a reading older than itself, and a commit by another process is seen by the first callback
 * that runs after it.
 */
function sqliteChangeMarker(sqlite: SQLite.Database): () => number {
  const ownChanges = sqlite.prepare('SELECT total_changes()').pluck();
  const otherCommits = sqlite.prepare('PRAGMA data_version').pluck();
  let seenOwn = ownChanges.get();
  let seenOther = otherCommits.get();
  let otherNow: unknown;
  const forgetOther = () => void (otherNow = undefined);
  const forgetOtherSoon = () => process.nextTick(forgetOther);
  let marker = 0;
  return () => {
    const own = ownChanges.get();
    if (otherNow === undefined) {
      otherNow = otherCommits.get();
      // After the promise jobs already queued and those they queue (the rest of this request's chain), and before
      // the event loop runs another callback.
      queueMicrotask(forgetOtherSoon);
    }
    if (own !== seenOwn || otherNow !== seenOther) {
      seenOwn = own;
      seenOther = otherNow;
      marker++;
    }
    return marker;
  };
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query it runs, and better-sqlite3 compiles the SQL on each prepare(). The app's queries
 * are a small fixed set of SQL texts, so their compiled statements are kept (least recently used out) and reused.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      const cached = statements.get(sql);
      // A statement still being iterated (a streamed query) cannot run again until it finishes.
      if (cached && !cached.busy) {
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      if (!cached) {
        statements.set(sql, statement);
        if (statements.size > STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
      }
      return statement;
    },
  };
}
