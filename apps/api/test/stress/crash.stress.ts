import { randomUUID } from 'node:crypto';
import { existsSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_EVENTS_SITE_KEY } from '@client-portal/contract';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import type { ImportDocument } from '../../src/admin/import-document.js';
import { CLIENT } from '../helpers/demo-seed.js';
import { DATA_TABLES } from '../helpers/test-app.js';
import {
  createStressDatabase,
  eventWriters,
  runAdmin,
  waitFor,
  spawnAdmin,
  startServer,
  storedDescriptions,
  type ServerProcess,
  type StressDatabase,
} from './support.js';

function sqliteCounts(file: string): Record<string, number> {
  const db = new SQLite(file, { readonly: true });
  try {
    return Object.fromEntries(
      DATA_TABLES.map((t) => [t, db.prepare(`select count(*) from ${t}`).pluck().get() as number]),
    );
  } finally {
    db.close();
  }
}

/** Opens the file as the next process would (WAL recovery included) and runs SQLite's own checks. */
function sqliteChecks(file: string): { integrity: unknown; foreignKeyProblems: unknown[] } {
  const db = new SQLite(file);
  try {
    return {
      integrity: db.pragma('integrity_check', { simple: true }),
      foreignKeyProblems: db.pragma('foreign_key_check') as unknown[],
    };
  } finally {
    db.close();
  }
}

const kinds: Array<StressDatabase['kind']> = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

describe('kill -9', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const track = (database: StressDatabase) => cleanups.push(() => database.drop());
  const trackServer = (server: ServerProcess) =>
    cleanups.push(async () => {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
    });

  it.each(kinds)(
    'of the server in the middle of a write load on %s: every acknowledged write is there, the database is whole',
    async (kind) => {
      const database = await createStressDatabase(kind);
      track(database);
      const server = await startServer(database);
      trackServer(server);
      const label = `crash-${kind}`;
      const writers = eventWriters(server.url, DEFAULT_EVENTS_SITE_KEY, 50, label);
      await waitFor(() => writers.acknowledged.length >= 300, 60_000, '300 acknowledged events');

      server.child.kill('SIGKILL');
      const exit = await server.exited;
      await writers.stop();
      expect(exit.signal).toBe('SIGKILL');
      const acknowledged = [...writers.acknowledged];

      if (kind === 'sqlite') {
        expect(sqliteChecks(database.file!)).toEqual({ integrity: 'ok', foreignKeyProblems: [] });
      }
      const stored = await storedDescriptions(database, label);
      const missing = acknowledged.filter((d) => !stored.has(d));
      console.log(
        `kill -9 under load on ${kind}: ${writers.sent} sent, ${acknowledged.length} acknowledged, ` +
          `${stored.size} stored, ${missing.length} acknowledged but missing`,
      );
      expect(missing).toEqual([]);

      // The same database serves again at once.
      const again = await startServer(database);
      trackServer(again);
      const health = await fetch(`${again.url}/api/health`);
      expect(health.status).toBe(200);
      again.child.kill('SIGTERM');
      expect((await again.exited).code).toBe(0);
    },
  );

  it('of an import through the CLI on SQLite: the half-done import leaves nothing behind', async () => {
    const database = await createStressDatabase('sqlite');
    track(database);
    expect((await runAdmin(database, 'seed')).code).toBe(0);
    const before = sqliteCounts(database.file!);

    // One new project with thousands of tickets: a transaction long enough to be killed in the middle.
    const projectGuid = randomUUID();
    const text = '<p>' + 'Generated ticket text for the crash test. '.repeat(20) + '</p>';
    const doc: ImportDocument = {
      projects: [
        {
          projectGuid,
          name: 'Crash test project',
          status: 'active',
          startDate: null,
          periodStartDate: null,
          periodEndDate: null,
          userEmails: [CLIENT.email],
        },
      ],
      tickets: Array.from({ length: 15_000 }, (_, i) => ({
        ticketGuid: randomUUID(),
        ticketId: 2_000_000 + i,
        projectGuid,
        name: `Generated ticket ${i}`,
        description: text,
        status: 'new' as const,
        createdByEmail: CLIENT.email,
        createdDateTime: '2026-01-01T00:00:00Z',
        updates: [
          { userEmail: CLIENT.email, createdDateTime: '2026-01-02T00:00:00Z', updateText: text },
          { userEmail: CLIENT.email, createdDateTime: '2026-01-03T00:00:00Z', updateText: text },
        ],
      })),
    };
    const file = path.join(database.dataDir, 'big-import.json');
    writeFileSync(file, JSON.stringify(doc));

    const wal = `${database.file!}-wal`;
    const walSize = () => (existsSync(wal) ? statSync(wal).size : 0);
    const baseline = walSize();
    const importer = spawnAdmin(database, 'import', file);
    let stdout = '';
    importer.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      importer.on('exit', (_code, signal) => resolve(signal)),
    );

    // Uncommitted pages spill into the WAL once the page cache is full: the transaction is under way.
    await waitFor(
      () => walSize() > baseline + 2 * 1024 * 1024 || importer.exitCode !== null,
      90_000,
      'the import to write',
    );
    const walAtKill = walSize();
    importer.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');

    console.log(`kill -9 mid-import: WAL held ${Math.round(walAtKill / 1024)} KiB of the unfinished import`);
    expect(stdout).not.toContain('Imported');
    expect(walAtKill).toBeGreaterThan(baseline + 2 * 1024 * 1024);
    expect(sqliteChecks(database.file!)).toEqual({ integrity: 'ok', foreignKeyProblems: [] });
    expect(sqliteCounts(database.file!)).toEqual(before);
    const db = new SQLite(database.file!, { readonly: true });
    try {
      expect(db.prepare('select count(*) from projects where project_guid = ?').pluck().get(projectGuid)).toBe(0);
    } finally {
      db.close();
    }
  });
});
