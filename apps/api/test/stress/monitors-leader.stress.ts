import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createStressDatabase, startServer, waitFor, type ServerProcess, type StressDatabase } from './support.js';

/** The backend holding the uptime checks' advisory lock in this database, or null. */
async function lockHolder(client: pg.Client): Promise<number | null> {
  const { rows } = await client.query<{ pid: number }>(
    `select pid from pg_locks where locktype = 'advisory' and granted
       and database = (select oid from pg_database where datname = current_database())`,
  );
  return rows[0]?.pid ?? null;
}

describe.runIf(process.env.TEST_DATABASE_URL)('uptime checks across API processes on PostgreSQL', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const track = (server: ServerProcess) =>
    cleanups.push(async () => {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
    });

  it('are run by one process; when it is killed (kill -9) another takes over within a minute and goes on checking', async () => {
    const database: StressDatabase = await createStressDatabase('postgres');
    cleanups.push(() => database.drop());
    const site = http.createServer((_request, response) => response.end('ok'));
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => site.close(() => resolve())));
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    cleanups.push(() => client.end());

    // The site checked is on this machine.
    const env = { MONITOR_ALLOW_PRIVATE: 'true' };
    const first = await startServer(database, env);
    track(first);
    const firstHolder = await waitFor(() => lockHolder(client), 30_000, 'the first process to take the lock');
    const second = await startServer(database, env);
    track(second);

    // A monitor checked every 30 s, due now.
    const { rows } = await client.query<{ project_guid: string }>('select project_guid from projects limit 1');
    const monitorGuid = randomUUID();
    await client.query(
      `insert into monitors (monitor_guid, project_guid, url, expected_status_min, expected_status_max, keyword,
         interval_seconds, timeout_seconds, ignore_tls_errors, created_at) values ($1, $2, $3, 200, 399, null, 30, 5, 0, $4)`,
      [
        monitorGuid,
        rows[0]!.project_guid,
        `http://127.0.0.1:${(site.address() as AddressInfo).port}/`,
        new Date().toISOString(),
      ],
    );
    await client.query(
      `insert into monitor_status (monitor_guid, state, streak_up, streak_length, next_check_at) values ($1, 'pending', 0, 0, $2)`,
      [monitorGuid, new Date().toISOString()],
    );
    const checks = async () =>
      Number(
        (await client.query('select count(*) as n from monitor_results where monitor_guid = $1', [monitorGuid])).rows[0]
          .n,
      );
    await waitFor(async () => (await checks()) >= 1, 30_000, 'the first check');
    // Exactly one process holds the lock all along.
    expect(await lockHolder(client)).toBe(firstHolder);

    first.child.kill('SIGKILL');
    await first.exited;
    const killedAt = Date.now();
    const newHolder = await waitFor(
      async () => {
        const holder = await lockHolder(client);
        return holder !== null && holder !== firstHolder ? holder : null;
      },
      60_000,
      'another process to take the lock',
    );
    const tookOverInMs = Date.now() - killedAt;
    console.log(`uptime checks: taken over ${(tookOverInMs / 1000).toFixed(1)} s after the holder was killed`);
    expect(newHolder).not.toBe(firstHolder);
    expect(tookOverInMs).toBeLessThan(60_000);
    // And it checks: a next check is recorded (the monitor is due 30 s after the last).
    const before = await checks();
    await client.query('update monitor_status set next_check_at = $1 where monitor_guid = $2', [
      new Date().toISOString(),
      monitorGuid,
    ]);
    await waitFor(async () => (await checks()) > before, 30_000, 'a check by the new holder');
  });
});
