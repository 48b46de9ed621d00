import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

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
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), log });
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
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
  return { db, kind: 'postgres', pool };
}
