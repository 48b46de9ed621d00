import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import type { DatabaseHandle } from '../db/database.js';
import { createPrivateFile } from '../lib/private-files.js';

/** A refusal the CLI prints as is (a file that exists, a file that is not a backup, no pg_dump). */
export class BackupError extends Error {}

export interface BackupSummary {
  file: string;
  /** Rows per table in the copy, so an operator can compare with the live database. */
  rowCounts: Record<string, number>;
}

/** The tables a backup must hold for restore to accept it. */
const REQUIRED_TABLES = ['users', 'projects', 'tickets', 'events', 'kysely_migration'];

function sqliteRowCounts(sqlite: SQLite.Database): Record<string, number> {
  const tables = sqlite
    .prepare(
      "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%' order by name",
    )
    .pluck()
    .all() as string[];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    counts[table] = sqlite
      .prepare(`select count(*) from "${table.replace(/"/g, '""')}"`)
      .pluck()
      .get() as number;
  }
  return counts;
}

/** Opens a backup file read-only and proves it is a whole, current Client Portal database. */
function openCheckedSqliteBackup(file: string): SQLite.Database {
  if (!existsSync(file)) throw new BackupError(`${file}: no such file`);
  let copy: SQLite.Database;
  try {
    copy = new SQLite(file, { readonly: true, fileMustExist: true });
    const integrity = copy.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new BackupError(`${file}: integrity check failed (${String(integrity)})`);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file}: not a SQLite database (${(error as Error).message})`);
  }
  const tables = new Set(copy.prepare("select name from sqlite_master where type = 'table'").pluck().all() as string[]);
  const missing = REQUIRED_TABLES.filter((table) => !tables.has(table));
  if (missing.length) {
    copy.close();
    throw new BackupError(`${file}: not a Client Portal backup (missing tables: ${missing.join(', ')})`);
  }
  return copy;
}

const ALL_PAGES = 0x7fffffff;

/** SQLite: the online backup API copies a consistent snapshot while the server keeps writing. */
async function backupSqlite(handle: DatabaseHandle, file: string): Promise<BackupSummary> {
  if (!handle.sqlite) throw new BackupError('The SQLite connection is not available.');
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  // A backup holds what the database holds: owner only from the start (SQLite writes into the empty file).
  createPrivateFile(partial);
  try {
    // All pages in one step, inside one read transaction: stepping 100 pages at a time restarts whenever the
    // server writes in between, and under steady writes it might never finish. WAL readers block no writer.
    await handle.sqlite.backup(partial, { progress: () => ALL_PAGES });
    const copy = openCheckedSqliteBackup(partial);
    const rowCounts = sqliteRowCounts(copy);
    copy.close();
    // Renamed only once whole: a crash mid-backup never leaves a file that looks like a good backup.
    renameSync(partial, file);
    return { file, rowCounts };
  } finally {
    rmSync(partial, { force: true });
  }
}

/** SQLite: the backup file's pages replace the database's, through SQLite itself (WAL and locks respected). */
async function restoreSqlite(file: string, target: string): Promise<BackupSummary> {
  const copy = openCheckedSqliteBackup(file);
  try {
    mkdirSync(path.dirname(target), { recursive: true });
    await copy.backup(target, { progress: () => ALL_PAGES });
    return { file, rowCounts: sqliteRowCounts(copy) };
  } finally {
    copy.close();
  }
}

/** libpq settings from DATABASE_URL, passed in the environment so a password never shows in the process list. */
function libpqEnvironment(url: string): NodeJS.ProcessEnv {
  const parsed = new URL(url);
  const env: NodeJS.ProcessEnv = {
    PGHOST: decodeURIComponent(parsed.hostname) || 'localhost',
    PGPORT: parsed.port || '5432',
    PGDATABASE: decodeURIComponent(parsed.pathname.replace(/^\//, '')) || 'postgres',
  };
  if (parsed.username) env.PGUSER = decodeURIComponent(parsed.username);
  if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password);
  const sslmode = parsed.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

const PG_GUIDANCE = (tool: string) =>
  `${tool} was not found on PATH. Install the PostgreSQL client tools of the server's major version ` +
  `(Debian: apt-get install postgresql-client), or back up by hand: ` +
  `pg_dump --format=custom --file=backup.dump "$DATABASE_URL" and ` +
  `pg_restore --clean --if-exists --no-owner --single-transaction --dbname="$DATABASE_URL" backup.dump`;

/** Runs pg_dump or pg_restore against the database at `url`; returns what it printed. */
function runPgTool(tool: string, args: string[], url: string): string {
  const env = libpqEnvironment(url);
  // pg_restore without --dbname writes SQL to stdout instead of restoring; the name alone carries no secret.
  const target = tool === 'pg_restore' ? [`--dbname=${env.PGDATABASE}`] : [];
  const result = spawnSync(tool, [...target, ...args], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    // The list of a large database's backup runs to megabytes.
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.error && (result.error as NodeJS.ErrnoException).code === 'ENOENT')
    throw new BackupError(PG_GUIDANCE(tool));
  if (result.status !== 0) {
    throw new BackupError(`${tool} failed (exit ${String(result.status)}): ${(result.stderr || '').trim()}`);
  }
  return result.stdout;
}

/**
 * PostgreSQL: pg_dump takes a consistent snapshot (one repeatable-read transaction) while writes continue;
 * the custom format restores with pg_restore in a single transaction.
 */
function backupPostgres(url: string, file: string): BackupSummary {
  const partial = `${file}.partial`;
  // Owner only from the start: pg_dump writes into the file it is given without changing its mode.
  rmSync(partial, { force: true });
  createPrivateFile(partial);
  try {
    runPgTool('pg_dump', ['--format=custom', '--no-owner', `--file=${partial}`], url);
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  return { file, rowCounts: {} };
}

/**
 * An entry of pg_restore's list that a restore may leave out: an extension, the comment on one, or a schema
 * (`2; 3079 66262 EXTENSION - pg_trgm`, `3652; 0 0 COMMENT - EXTENSION "uuid-ossp"`, `5; 2615 66300 SCHEMA - portal
 * portal`). Names are quoted where SQL would need it.
 */
const LISTED = /^\d+; \d+ \d+ (EXTENSION -|COMMENT - EXTENSION|SCHEMA -) ("(?:[^"]|"")*"|\S+)/;
const unquote = (name: string) => (name.startsWith('"') ? name.slice(1, -1).replaceAll('""', '"') : name);

/**
 * The backup's table of contents without the extensions the target database has already, which a restore leaves
 * as they are: with them, `--clean` would drop and create them again, which only their owner may (often a superuser,
 * who installed pg_trgm for the inbox search), and dropping one drops every index built on it, in other schemas too.
 * A schema holding such an extension is left in place as well (its own objects are still replaced): dropping it would
 * need the extension gone. An extension the target lacks stays in the list, so a restore into a new database
 * installs it, which takes a role that may.
 */
async function restoreList(url: string, file: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let extensions: Set<string>;
  let schemas: Set<string>;
  try {
    const { rows } = await client.query<{ extname: string; nspname: string }>(
      'select e.extname, n.nspname from pg_extension e join pg_namespace n on n.oid = e.extnamespace',
    );
    extensions = new Set(rows.map((row) => row.extname));
    schemas = new Set(rows.map((row) => row.nspname));
  } finally {
    await client.end();
  }
  return runPgTool('pg_restore', ['--list', file], url)
    .split('\n')
    .filter((line) => {
      const entry = LISTED.exec(line);
      if (!entry) return true;
      const name = unquote(entry[2]!);
      return !(entry[1] === 'SCHEMA -' ? schemas : extensions).has(name);
    })
    .join('\n');
}

async function restorePostgres(url: string, file: string): Promise<BackupSummary> {
  if (!existsSync(file)) throw new BackupError(`${file}: no such file`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'client-portal-restore-'));
  try {
    const list = path.join(dir, 'restore.list');
    writeFileSync(list, await restoreList(url, file), { mode: 0o600 });
    runPgTool(
      'pg_restore',
      ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--exit-on-error', `--use-list=${list}`, file],
      url,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return { file, rowCounts: {} };
}

/** `npm run admin -- backup <file>`: a consistent copy of the live database; refuses to overwrite a file. */
export async function backupDatabase(
  config: DatabaseConfig,
  handle: DatabaseHandle,
  file: string,
): Promise<BackupSummary> {
  if (existsSync(file)) throw new BackupError(`${file} already exists; choose a new file name.`);
  return config.kind === 'sqlite' ? backupSqlite(handle, file) : backupPostgres(config.url, file);
}

/**
 * `npm run admin -- restore <file>`: replaces the database's contents with the backup's. Stop the server
 * first: a running server would keep serving what it has cached in its connections.
 */
export async function restoreDatabase(config: DatabaseConfig, file: string): Promise<BackupSummary> {
  return config.kind === 'sqlite' ? restoreSqlite(file, config.file) : restorePostgres(config.url, file);
}
