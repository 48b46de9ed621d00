import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStressDatabase, startServer, type ServerProcess, type StressDatabase } from './support.js';

const targets: Array<{ kind: StressDatabase['kind']; name: string }> = [{ kind: 'sqlite', name: 'SQLite' }];
if (process.env.TEST_DATABASE_URL) targets.push({ kind: 'postgres', name: 'PostgreSQL' });

/** Routes anyone may call, each sent 64 KiB of zeros in a key it does not take. */
const ANONYMOUS = [
  '/api/events/insert',
  '/api/auth/sendresetlink/',
  '/api/auth/resetpassword/',
  '/api/notifications/unsubscribe?token=x',
];
const ZEROS = `{"z":[${Array(32_000).fill('0').join(',')}]}`;
const AT_ONCE = 20;
const ROUNDS = 25;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]!;

describe.each(targets)('cheap hostile bodies on $name', ({ kind }) => {
  let database: StressDatabase;
  let server: ServerProcess;
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

  /** One measurement: ROUNDS times, AT_ONCE hostile bodies at once while /api/health is asked one after another. */
  async function measure(): Promise<{ p50: number; p99: number; statuses: Record<number, number> }> {
    const health: number[] = [];
    const statuses: Record<number, number> = {};
    for (let round = 0; round < ROUNDS; round++) {
      let sending = true;
      const hostile = Promise.all(
        Array.from({ length: AT_ONCE }, async (_, i) => {
          const answer = await fetch(server.url + ANONYMOUS[i % ANONYMOUS.length], {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: ZEROS,
          });
          await answer.arrayBuffer();
          statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        }),
      ).finally(() => (sending = false));
      do {
        const started = performance.now();
        const answer = await fetch(`${server.url}/api/health`);
        await answer.arrayBuffer();
        expect(answer.status).toBe(200);
        health.push(performance.now() - started);
      } while (sending);
      await hostile;
    }
    const sorted = health.sort((a, b) => a - b);
    return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), statuses };
  }

  it(`keeps /api/health under 50 ms at p99 while ${AT_ONCE} bodies of 64 KiB of values arrive at once`, async () => {
    // The best of three: the machine may be busy with other work, which a body's own cost does not explain. A body
    // that cost the server 10 ms would hold health back 200 ms in every one of them.
    const runs: Array<{ p50: number; p99: number }> = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const run = await measure();
      expect(run.statuses).toEqual({ 400: AT_ONCE * ROUNDS });
      runs.push(run);
      if (run.p99 < 50) break;
    }
    const figures = runs.map((run) => `p50 ${run.p50.toFixed(1)} ms, p99 ${run.p99.toFixed(1)} ms`).join('; ');
    console.log(`/api/health under hostile bodies on ${kind}: ${figures}`);
    expect(Math.min(...runs.map((run) => run.p99)), figures).toBeLessThan(50);
  });
});
