import path from 'node:path';
import { DEFAULT_EVENTS_SITE_KEY } from '@client-portal/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/database.js';
import { rowCounts } from '../helpers/test-app.js';
import {
  createStressDatabase,
  eventWriters,
  runAdmin,
  startServer,
  waitFor,
  type ServerProcess,
  type StressDatabase,
} from './support.js';

const kinds: Array<StressDatabase['kind']> = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

const open = (database: StressDatabase): DatabaseHandle =>
  database.kind === 'sqlite'
    ? openDatabase({ kind: 'sqlite', file: database.file! })
    : openDatabase({ kind: 'postgres', url: database.url, poolSize: 2, connectTimeoutMs: 5_000 });

async function eventDescriptions(handle: DatabaseHandle, label: string): Promise<Set<string>> {
  const rows = await handle.db
    .selectFrom('events')
    .select('description')
    .where('description', 'like', `${label}-%`)
    .execute();
  return new Set(rows.map((r) => r.description!));
}

describe('online backup while writes continue', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const stopServer = async (server: ServerProcess) => {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  };

  it.each(kinds)(
    'on %s: `backup` takes a consistent copy mid-load and `restore` brings it back row for row',
    async (kind) => {
      const live = await createStressDatabase(kind);
      const restoredInto = await createStressDatabase(kind);
      cleanups.push(live.drop, restoredInto.drop);
      const server = await startServer(live);
      cleanups.push(() => stopServer(server));
      const label = `backup-${kind}`;
      const writers = eventWriters(server.url, DEFAULT_EVENTS_SITE_KEY, 30, label);
      await waitFor(() => writers.acknowledged.length >= 200, 60_000, '200 acknowledged events');

      // Everything acknowledged before the backup command starts must be in the copy.
      const acknowledgedBefore = [...writers.acknowledged];
      const file = path.join(live.dataDir, kind === 'sqlite' ? 'portal-backup.db' : 'portal-backup.dump');
      const backup = await runAdmin(live, 'backup', file);
      const sentAfter = writers.sent;
      const acknowledgedAfter = writers.acknowledged.length;
      await waitFor(() => writers.acknowledged.length > acknowledgedAfter, 30_000, 'writes after the backup');
      await writers.stop();
      expect(backup.code, backup.stderr).toBe(0);
      expect(writers.acknowledged.length, 'writes continued after the backup').toBeGreaterThan(
        acknowledgedBefore.length,
      );
      await stopServer(server);

      const restore = await runAdmin(restoredInto, 'restore', file);
      expect(restore.code, restore.stderr).toBe(0);

      const liveHandle = open(live);
      const copyHandle = open(restoredInto);
      try {
        const liveCounts = await rowCounts(liveHandle.db);
        const copyCounts = await rowCounts(copyHandle.db);
        const copyEvents = await eventDescriptions(copyHandle, label);
        console.log(
          `backup on ${kind}: ${acknowledgedBefore.length} events acknowledged before the backup, ` +
            `${copyEvents.size} in the copy, ${liveCounts.events} in the live database at the end`,
        );
        // The demo data is whole; the events are one point in time between "before" and "the end".
        expect({ ...copyCounts, events: 0 }).toEqual({ ...liveCounts, events: 0 });
        expect(acknowledgedBefore.filter((d) => !copyEvents.has(d))).toEqual([]);
        expect(copyEvents.size).toBeLessThanOrEqual(sentAfter);
        expect(copyCounts.events).toBeLessThan(liveCounts.events!);
        if (kind === 'sqlite') {
          expect(copyHandle.sqlite!.pragma('integrity_check', { simple: true })).toBe('ok');
          expect(copyHandle.sqlite!.pragma('foreign_key_check')).toEqual([]);
          // What `backup` reported is exactly what `restore` brought back.
          const reported = /Rows: (.*)/.exec(backup.stdout)?.[1] ?? '';
          for (const [table, n] of Object.entries(copyCounts)) expect(reported).toContain(`${n} ${table}`);
        }
      } finally {
        await liveHandle.db.destroy();
        await copyHandle.db.destroy();
      }

      // Restoring over the live database (server stopped) rolls it back to the copy.
      const back = await runAdmin(live, 'restore', file);
      expect(back.code, back.stderr).toBe(0);
      const rolledBack = open(live);
      const copy = open(restoredInto);
      try {
        expect(await rowCounts(rolledBack.db)).toEqual(await rowCounts(copy.db));
      } finally {
        await rolledBack.db.destroy();
        await copy.db.destroy();
      }
    },
  );
});
