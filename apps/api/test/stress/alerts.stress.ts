import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  connect,
  createStressDatabase,
  startServer,
  valuesList,
  waitFor,
  type ServerProcess,
  type StressDatabase,
} from './support.js';

const DELIVERIES = 60;
const KILLS = 3;
/**
 * A killed process's delivery goes to the next 6 s later (a post may take half of that); the webhook receiver is on
 * this machine.
 */
const ALERT_ENV = { NOTIFICATION_LEASE: '6s', MONITOR_ALLOW_PRIVATE: 'true' };

/**
 * A webhook receiver that answers 204 and counts each delivery (`webhook-id`) it answered; while `holding`, it keeps
 * every request unanswered, as a receiver would be when the sender dies mid-post.
 */
async function startReceiver() {
  const answered = new Map<string, number>();
  const received: string[] = [];
  const held = new Map<string, http.ServerResponse>();
  const state = { holding: false };
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const id = String(request.headers['webhook-id']);
      received.push(id);
      if (state.holding) return void held.set(id, response);
      answered.set(id, (answered.get(id) ?? 0) + 1);
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    answered,
    received,
    held,
    state,
    /** Drops the held requests unanswered (their sender is dead) and answers again. */
    release() {
      for (const response of held.values()) response.destroy();
      held.clear();
      state.holding = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const isGone = (server: ServerProcess) => server.child.exitCode !== null || server.child.signalCode !== null;
const kinds: Array<StressDatabase['kind']> = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

describe('alert deliveries through kill -9', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const start = async (database: StressDatabase) => {
    const server = await startServer(database, ALERT_ENV);
    cleanups.push(async () => {
      if (!isGone(server)) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
    });
    return server;
  };

  it.each(kinds)(
    'on %s: the receiver acknowledges each alert once, however often the senders are killed mid-post',
    async (kind) => {
      const database = await createStressDatabase(kind);
      cleanups.push(() => database.drop());
      const receiver = await startReceiver();
      cleanups.push(() => receiver.close());
      // The first process makes the schema; on PostgreSQL a second one competes for the deliveries.
      let servers = [await start(database)];
      if (kind === 'postgres') servers.push(await start(database));
      const sql = await connect(database);
      cleanups.push(() => sql.close());

      const channelGuid = randomUUID();
      const now = new Date().toISOString();
      const deliveries: unknown[] = [];
      for (let i = 0; i < DELIVERIES; i++) {
        const payload = JSON.stringify({ type: 'test', at: now, channelName: `Stress ${i}` });
        deliveries.push(randomUUID(), channelGuid, payload, 'pending', 0, now, now);
      }
      await sql.transaction([
        [
          'insert into alert_channels (channel_guid, name, kind, url, secret, is_default, created_at) ' +
            'values (?, ?, ?, ?, ?, ?, ?)',
          [channelGuid, 'Stress hook', 'webhook', receiver.url, 'whsec_c3RyZXNzLXNlY3JldA==', 0, now],
        ],
        [
          'insert into alert_deliveries (delivery_guid, channel_guid, payload, state, attempts, next_attempt_at, ' +
            `created_at) values ${valuesList(DELIVERIES, 7)}`,
          deliveries,
        ],
      ]);
      /** The deliveries a live process is sending (a killed one's lease runs out unrenewed). */
      const sending = async () =>
        (
          await sql.rows<{ delivery_guid: string }>(
            "select delivery_guid from alert_deliveries where state = 'sending' and lease_until > ?",
            [new Date().toISOString()],
          )
        ).map((row) => row.delivery_guid);
      const unsent = async () =>
        Number(
          (
            await sql.rows<{ n: number | string }>("select count(*) as n from alert_deliveries where state <> 'sent'")
          )[0]!.n,
        );

      const killedMidPost = new Set<string>();
      for (let k = 0; k < KILLS; k++) {
        await waitFor(
          () => receiver.answered.size >= ((k + 1) * DELIVERIES) / (KILLS + 2),
          60_000,
          `${((k + 1) * DELIVERIES) / (KILLS + 2)} alerts delivered (kill ${k + 1})`,
        );
        // From now on no post is answered: once every delivery a live process is sending is one the receiver holds,
        // each sender is waiting for its answer (none is between an answer and marking its delivery sent), and all are
        // killed.
        receiver.state.holding = true;
        await waitFor(
          async () => {
            const died = servers.find(isGone);
            if (died) throw new Error(`a server exited by itself:\n${died.output()}`);
            const now = await sending();
            return receiver.held.size > 0 && now.every((id) => receiver.held.has(id));
          },
          30_000,
          `every sender waiting for the receiver (kill ${k + 1})`,
        );
        for (const id of receiver.held.keys()) killedMidPost.add(id);
        for (const server of servers) server.child.kill('SIGKILL');
        for (const server of servers) expect((await server.exited).signal).toBe('SIGKILL');
        receiver.release();
        servers = await Promise.all(servers.map(() => start(database)));
      }

      await waitFor(async () => (await unsent()) === 0, 90_000, 'every alert delivered');
      // Each alert was acknowledged exactly once; those whose sender died waiting were posted again with the same id.
      expect(receiver.answered.size).toBe(DELIVERIES);
      expect([...receiver.answered.values()].every((count) => count === 1)).toBe(true);
      expect(killedMidPost.size).toBeGreaterThanOrEqual(KILLS);
      for (const id of killedMidPost) expect(receiver.received.filter((r) => r === id)).toHaveLength(2);
      expect(receiver.received).toHaveLength(DELIVERIES + killedMidPost.size);
      // Each delivery's log holds the attempt that was answered.
      const logged = await sql.rows<{ n: number | string }>(
        'select count(*) as n from alert_attempts where status_code = 204 and error is null',
      );
      expect(Number(logged[0]!.n)).toBe(DELIVERIES);
    },
    180_000,
  );
});
