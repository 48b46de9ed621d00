import { describe, expect, it } from 'vitest';
import { serverOnFreshDatabase, stressTargets } from './support.js';

/** Routes anyone may call, each sent 64 KiB in a key it does not take. */
const ANONYMOUS = [
  '/api/events/insert',
  '/api/auth/sendresetlink/',
  '/api/auth/resetpassword/',
  '/api/notifications/unsubscribe?token=x',
];
/** 32,000 values: what once cost the server 10 ms and more of its event loop each. */
const ZEROS = `{"z":[${Array(32_000).fill('0').join(',')}]}`;
/** As many bytes in one string: the cost of the bytes alone, to compare with. */
const ONE_STRING = `{"z":"${'0,'.repeat(32_000)}"}`;
const AT_ONCE = 20;
const ROUNDS = 25;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]!;

describe.each(stressTargets())('cheap hostile bodies on $name', ({ kind }) => {
  const started = serverOnFreshDatabase(kind);

  /** One round: AT_ONCE bodies at once while /api/health is asked one request after another until all are answered. */
  async function round(body: string, health: number[], statuses: Record<number, number>) {
    const { server } = started();
    let sending = true;
    const bodies = Promise.all(
      Array.from({ length: AT_ONCE }, async (_, i) => {
        const answer = await fetch(server.url + ANONYMOUS[i % ANONYMOUS.length], {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
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
    await bodies;
  }

  /** /api/health's p99 behind the hostile bodies and behind bodies of one string, their rounds taken in turn. */
  async function measure() {
    const hostile: number[] = [];
    const plain: number[] = [];
    const statuses: Record<number, number> = {};
    for (let i = 0; i < ROUNDS; i++) {
      await round(ZEROS, hostile, statuses);
      await round(ONE_STRING, plain, statuses);
    }
    expect(statuses).toEqual({ 400: 2 * AT_ONCE * ROUNDS });
    const p99 = (times: number[]) =>
      percentile(
        [...times].sort((a, b) => a - b),
        0.99,
      );
    return { hostile: p99(hostile), plain: p99(plain) };
  }

  it(`keeps /api/health within 50 ms at p99 while ${AT_ONCE} bodies of 64 KiB of values arrive at once`, async () => {
    // On a quiet machine health answers in a few ms behind either body. A machine busy with other work delays health
    // behind both alike; a body that cost the server 10 ms would hold it back some 200 ms more than its plain twin.
    // The best of three runs, as any timing on a shared machine.
    // Within 50 ms, or no further behind the hostile bodies than 25 ms past the plain ones on a slow machine.
    const within = (run: { hostile: number; plain: number }) => run.hostile < Math.max(50, run.plain + 25);
    const runs: Array<{ hostile: number; plain: number }> = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const run = await measure();
      runs.push(run);
      if (within(run)) break;
    }
    const figures = runs
      .map((run) => `p99 ${run.hostile.toFixed(1)} ms (behind one string: ${run.plain.toFixed(1)} ms)`)
      .join('; ');
    console.log(`/api/health behind hostile bodies on ${kind}: ${figures}`);
    expect(runs.some(within), figures).toBe(true);
  });
});
