import path from 'node:path';
import SQLite from 'better-sqlite3';
import { createHash } from 'node:crypto';
import {
  Kysely,
  PostgresAdapter,
  SqliteDialect,
  type PostgresPool,
  type PostgresPoolClient,
  type SqliteDatabase,
} from 'kysely';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import Cursor from 'pg-cursor';
import type { DatabaseConfig } from '../config.js';
import { createPrivateDir, createPrivateFile } from '../lib/private-files.js';
import { OwnSchemaPostgresDialect } from './own-schema-introspector.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

/** Whether a Kysely instance (of any schema: migrations see `Kysely<unknown>`) runs on PostgreSQL. */
export const isPostgres = (db: Pick<Kysely<unknown>, 'getExecutor'>): boolean =>
  db.getExecutor().adapter instanceof PostgresAdapter;

/** A write refused by a unique key or primary key, on either database: another writer took the value first. */
export const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: string }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
};

export interface DatabaseHandle {
  db: Db;
  kind: DatabaseConfig['kind'];
  /** The SQLite connection, for the backup API and integrity checks. */
  sqlite?: SQLite.Database;
  pool?: pg.Pool;
}

export interface OpenOptions {
  /** PostgreSQL only: every connection uses this schema first (tests run in a schema of their own). */
  searchPath?: string;
  /** Called for every SQL statement executed (tests count queries per request). */
  onQuery?: (sql: string) => void;
}

/** How many prepared statements a SQLite connection keeps for reuse: more than the portal has queries. */
const STATEMENTS_KEPT = 1000;

/**
 * The SQLite connection as Kysely sees it, preparing each SQL text once and reusing the statement, as database drivers
 * do: preparing is a good part of a short query's cost. A statement still being read (a streamed query) is not shared.
 */
function reusingStatements(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new LRUCache<string, SQLite.Statement>({ max: STATEMENTS_KEPT });
  return {
    close: () => sqlite.close(),
    prepare: (text) => {
      let statement = statements.get(text);
      if (!statement || statement.busy) {
        statement = sqlite.prepare(text);
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

/** The statements worth preparing once per connection: queries and writes, not schema changes or scripts. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * A text search (`@@`) is planned for its values every time: how many documents hold a word decides how its index is
 * read (with one plan for every value, counting a rare word's documents read every document). Sent without a name,
 * PostgreSQL plans it for the values it comes with.
 */
const PLANNED_PER_VALUE = /@@/;

/**
 * The PostgreSQL pool as Kysely sees it, each connection preparing a query's SQL text once (a named statement, named
 * by the text's hash) and running it again by name, as drivers with a statement cache do: PostgreSQL then parses it
 * once per connection, and plans it for its first executions' values until a plan for any value serves as well.
 */
function preparingStatements(pool: pg.Pool): PostgresPool {
  const names = new LRUCache<string, string>({ max: STATEMENTS_KEPT });
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (!name) {
      name = `s${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
      names.set(text, name);
    }
    return name;
  };
  return {
    connect: async () => {
      const client = await pool.connect();
      const query = (textOrCursor: unknown, parameters?: ReadonlyArray<unknown>) =>
        typeof textOrCursor === 'string' && PREPARABLE.test(textOrCursor) && !PLANNED_PER_VALUE.test(textOrCursor)
          ? client.query({ name: nameOf(textOrCursor), text: textOrCursor, values: parameters as unknown[] })
          : client.query(textOrCursor as string, parameters as unknown[]);
      return { query: query as unknown as PostgresPoolClient['query'], release: () => client.release() };
    },
    end: () => pool.end(),
  };
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
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: reusingStatements(sqlite) }), log });
    return { db, kind: 'sqlite', sqlite };
  }

  const pool = new pg.Pool({
    connectionString: config.url,
    max: config.poolSize,
    connectionTimeoutMillis: config.connectTimeoutMs,
    options: options.searchPath ? `-c search_path=${options.searchPath}` : undefined,
  });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    // A connection lost while a query runs fails that query (→ 503), and its client also emits 'error', which pg-pool
    // does not listen to while the client is checked out: unhandled, that event would end the process.
    client.on('error', () => {});
    // No just-in-time compilation: it pays for long reports over whole tables, not for reads that stop at a page. A
    // walk of the inbox newest first is costed as if it read every ticket, and compiling it took 50 ms where reading
    // the page takes under one (the connection's first statement, queued before any other).
    client.query('set jit = off').catch(() => {});
  });
  // The cursor lets a read go through a table in parts (`.stream()`: the admin CLI's copy) rather than all at once.
  const db = new Kysely<Database>({
    dialect: new OwnSchemaPostgresDialect({ pool: preparingStatements(pool), cursor: Cursor }),
    log,
  });
  return { db, kind: 'postgres', pool };
}
