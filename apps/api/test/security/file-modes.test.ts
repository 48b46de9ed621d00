import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { children, PROCESS_TEST_TIMEOUT_MS, startProcess, stopProcess } from '../helpers/processes.js';
import { openDatabase } from '../../src/db/database.js';

const modeOf = (file: string) => statSync(file).mode & 0o777;

/** The production server on SQLite in `dataDir`, with the demo data (so the database is written at start). */
const startServer = (dataDir: string) =>
  startProcess('API server', 'src/server.ts', {
    NODE_ENV: 'production',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    JWT_SECRET: '',
  });

describe('the data directory and the files holding clients’ data', { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'client-portal-modes-'));
  });
  afterEach(async () => {
    for (const child of children) await stopProcess(child);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('are created readable by the owner only: directory 0700, database, WAL, shared memory and secret 0600', async () => {
    const dataDir = path.join(root, 'fresh', 'data');
    const server = await startServer(dataDir);
    expect(modeOf(dataDir)).toBe(0o700);
    for (const file of ['portal.db', 'portal.db-wal', 'portal.db-shm', 'jwt-secret']) {
      expect(modeOf(path.join(dataDir, file)), file).toBe(0o600);
    }
    await stopProcess(server.child);
  });

  it('left readable by others by an earlier version, are made private at start, with a log line', async () => {
    const dataDir = path.join(root, 'earlier');
    // As an earlier version left them: made under a 022 umask.
    const { db } = openDatabase({ kind: 'sqlite', file: path.join(dataDir, 'portal.db') });
    await db.destroy();
    const files = ['portal.db', 'portal.db-wal', 'portal.db-shm'].map((name) => path.join(dataDir, name));
    chmodSync(dataDir, 0o755);
    for (const file of files) {
      try {
        chmodSync(file, 0o644);
      } catch {
        // -wal and -shm are gone once the last connection closed cleanly.
      }
    }
    const server = await startServer(dataDir);
    expect(modeOf(dataDir)).toBe(0o700);
    for (const file of files) expect(modeOf(file), file).toBe(0o600);
    expect(server.output()).toMatch(/Data files were readable by others: now readable by this user only/);
    expect(server.output()).toContain(`"from":"0644"`);
    await stopProcess(server.child);
  });

  it('never widens a mode the owner narrowed further', async () => {
    const dataDir = path.join(root, 'narrow');
    const { db } = openDatabase({ kind: 'sqlite', file: path.join(dataDir, 'portal.db') });
    await db.destroy();
    chmodSync(path.join(dataDir, 'portal.db'), 0o400);
    const server = await startServer(dataDir);
    expect(modeOf(path.join(dataDir, 'portal.db'))).toBe(0o400);
    await stopProcess(server.child);
  });
});
