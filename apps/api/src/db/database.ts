import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import { createPrivateDir, createPrivateFile } from '../lib/private-files.js';
import { preparedStatementName } from './compiled-query.js';
import { OwnSchemaPostgresDialect } from './own-schema-introspector.js';
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
    if (config.file !== ':memory:') {
      createPrivateDir(path.dirname(config.file));
      createPrivateFile(config.file);
    }
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
  const db = new Kysely<Database>({ dialect: new OwnSchemaPostgresDialect({ pool }), log });
  return { db, kind: 'postgres', pool };
}

/**
 * An exact "may anything have changed?" for one SQLite connection: `total_changes()` counts every row this connection
 * has inserted, updated or deleted, however the statement was issued; `PRAGMA data_version` moves when another
 * connection commits (the admin CLI in another process, say).
 *
 * `total_changes()` is read on every call (0.1 µs). `data_version` is the costly one: it opens and closes a read
 * transaction, file locks included (about 2 µs alone, more under load). One reading serves every request the event
 * loop handles in the same turn, and is forgotten in the turn's check phase (setImmediate), before the loop next polls
 * for I/O. That is still exact for requests: the loop handles a request in the poll phase that received it, so its
 * bytes had reached the server before the poll returned, and so before any reading taken in that phase. A commit that
 * finished before a client sent its request is therefore in the reading that request is answered from. (A request
 * reaching the server later is handled in a later turn, after a new reading.) Under load one poll returns many
 * requests, and they share one reading.
 *
 * The limits of that argument:
 * - Readings must be taken while handling I/O (requests, and the promise jobs they start), not from a timer or an
 *   immediate, whose reading would outlive the next poll. Only the read cache reads the marker, and only for requests
 *   (see createReadCache).
 * - libuv reads each ready socket in turn. A request pipelined behind an unanswered one on the same connection, and
 *   sent after an earlier request of the same turn took the reading, is answered from that reading. Browsers do not
 *   pipeline.
 * - While a poll fills libuv's 1,024-event buffer, libuv polls again within the same phase (up to 48 times), so with
 *   more than 1,024 connections ready at once a request may share a reading taken earlier in that phase: tens of
 *   milliseconds at most.
 */
function sqliteChangeMarker(sqlite: SQLite.Database): () => number {
  const ownChanges = sqlite.prepare('SELECT total_changes()').pluck();
  const otherCommits = sqlite.prepare('PRAGMA data_version').pluck();
  let seenOwn = ownChanges.get();
  let seenOther = otherCommits.get();
  let otherNow: unknown;
  const forgetOther = () => void (otherNow = undefined);
  let marker = 0;
  return () => {
    const own = ownChanges.get();
    if (otherNow === undefined) {
      otherNow = otherCommits.get();
      setImmediate(forgetOther);
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
