import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_AUTH_SITE_KEY } from '@client-portal/contract';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const JWT_SECRET = 'stress-secret-that-is-at-least-32-bytes-long';

/**
 * `node --import tsx`: one process, so SIGKILL and SIGTERM reach the program itself (the tsx CLI would put a
 * process of its own in between).
 */
const NODE_ARGS = ['--import', 'tsx'];

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Resolves when the process has exited, with how long after `since` (ms). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  output: () => string;
}

/** A database for one stress run: a SQLite file in a fresh folder, or a fresh PostgreSQL database. */
export interface StressDatabase {
  kind: 'sqlite' | 'postgres';
  url: string;
  dataDir: string;
  /** SQLite only. */
  file?: string;
  drop(): Promise<void>;
}

async function withPgAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function createStressDatabase(kind: 'sqlite' | 'postgres'): Promise<StressDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `client-portal-stress-${kind}-`));
  if (kind === 'sqlite') {
    const file = path.join(dataDir, 'portal.db');
    return {
      kind,
      url: `sqlite:${file}`,
      dataDir,
      file,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `stress_${randomBytes(6).toString('hex')}`;
  await withPgAdmin((client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return {
    kind,
    url: url.toString(),
    dataDir,
    drop: async () => {
      await withPgAdmin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function serverEnv(database: StressDatabase, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.url,
    DB_POOL_SIZE: '20',
    JWT_SECRET,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    // One load generator on one address: the per-IP event limit would otherwise answer 429.
    EVENTS_PER_MINUTE: '100000000',
    ...extra,
  };
}

/** Starts src/server.ts and waits until it prints its address. */
export async function startServer(
  database: StressDatabase,
  extra: Record<string, string> = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...NODE_ARGS, 'src/server.ts'], {
    cwd: API_DIR,
    env: serverEnv(database, extra),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const onData = () => {
      const match = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    };
    child.stdout!.on('data', onData);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`server exited before it started:\n${output}`));
    });
  });
  return { url, child, exited, output: () => output };
}

/** Runs src/admin/cli.ts as its own process (not awaited), for tests that kill it. */
export function spawnAdmin(database: StressDatabase, ...args: string[]): ChildProcess {
  return spawn(process.execPath, [...NODE_ARGS, 'src/admin/cli.ts', ...args], {
    cwd: API_DIR,
    env: serverEnv(database),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export async function runAdmin(
  database: StressDatabase,
  ...args: string[]
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawnAdmin(database, ...args);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, stdout, stderr };
}

export async function signIn(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password, siteKey: DEFAULT_AUTH_SITE_KEY }),
  });
  if (response.status !== 200) throw new Error(`sign-in: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** Event inserts from `workers` parallel loops until stop(); records the description of every 201. */
export function eventWriters(url: string, siteKey: string, workers: number, label: string) {
  const acknowledged: string[] = [];
  const failures: string[] = [];
  let isRunning = true;
  let sequence = 0;
  const loops = Array.from({ length: workers }, async () => {
    while (isRunning) {
      const description = `${label}-${sequence++}`;
      try {
        const response = await fetch(`${url}/api/events/insert`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ siteKey, eventTypeName: 'LoggedIn', description }),
        });
        if (response.status === 201) acknowledged.push(description);
        else failures.push(`${response.status}`);
        await response.arrayBuffer();
      } catch (error) {
        failures.push((error as Error).message);
        // The server is gone (killed, or closed): stop hammering a closed port.
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  });
  return {
    acknowledged,
    failures,
    get sent() {
      return sequence;
    },
    async stop() {
      isRunning = false;
      await Promise.all(loops);
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it gives a truthy value, which it returns; fails naming `what` after `timeoutMs`. */
export async function waitFor<T>(probe: () => T | Promise<T>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

/** Descriptions of a load's events (`{label}-…`) found in the database afterwards. */
export async function storedDescriptions(database: StressDatabase, label: string): Promise<Set<string>> {
  if (database.kind === 'sqlite') {
    const db = new SQLite(database.file!, { readonly: true });
    try {
      const rows = db.prepare('select description from events where description like ?').pluck().all(`${label}-%`);
      return new Set(rows as string[]);
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ description: string }>(
      'select description from events where description like $1',
      [`${label}-%`],
    );
    return new Set(rows.map((r) => r.description));
  } finally {
    await client.end();
  }
}

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set. Use with `describe.each(stressTargets())`. */
export function stressTargets(): Array<{ kind: StressDatabase['kind']; name: string }> {
  const targets: Array<{ kind: StressDatabase['kind']; name: string }> = [{ kind: 'sqlite', name: 'SQLite' }];
  if (process.env.TEST_DATABASE_URL) targets.push({ kind: 'postgres', name: 'PostgreSQL' });
  return targets;
}

/**
 * A fresh database with a server on it for the enclosing describe, started before its tests and stopped (and the
 * database dropped) after them. Read the two through the function it returns, once the tests run.
 */
export function serverOnFreshDatabase(kind: StressDatabase['kind']): () => {
  database: StressDatabase;
  server: ServerProcess;
} {
  let database: StressDatabase | undefined;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    database = await createStressDatabase(kind);
    server = await startServer(database);
  });
  afterAll(async () => {
    if (server?.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await database?.drop();
  });
  return () => ({ database: database!, server: server! });
}

/** The stress run's own connection to the database, beside the servers': `?` placeholders on both kinds. */
export interface Sql {
  rows<T>(text: string, params?: unknown[]): Promise<T[]>;
  exec(text: string): Promise<void>;
  /** Runs the statements in one transaction. */
  transaction(statements: Array<[text: string, params: unknown[]]>): Promise<void>;
  close(): Promise<void>;
}

export async function connect(database: StressDatabase): Promise<Sql> {
  if (database.kind === 'sqlite') {
    const db = new SQLite(database.file!);
    db.pragma('busy_timeout = 10000');
    return {
      rows: async <T>(text: string, params: unknown[] = []) => db.prepare(text).all(...params) as T[],
      exec: async (text) => void db.exec(text),
      transaction: async (statements) =>
        db.transaction(() => {
          for (const [text, params] of statements) db.prepare(text).run(...params);
        })(),
      close: async () => void db.close(),
    };
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const numbered = (text: string) => {
    let n = 0;
    return text.replace(/\?/g, () => `$${++n}`);
  };
  return {
    rows: async <T>(text: string, params: unknown[] = []) => (await client.query(numbered(text), params)).rows as T[],
    exec: async (text) => void (await client.query(text)),
    transaction: async (statements) => {
      await client.query('begin');
      try {
        for (const [text, params] of statements) await client.query(numbered(text), params);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw error;
      }
    },
    close: () => client.end(),
  };
}

/** `(?, ?, …), (?, ?, …)` for a multi-row insert. */
export const valuesList = (rows: number, columns: number) =>
  Array.from({ length: rows }, () => `(${Array.from({ length: columns }, () => '?').join(', ')})`).join(', ');
