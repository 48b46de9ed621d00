import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/processes.js';
import { hashingStats } from '../../src/lib/password.js';
import { CLIENT, DEMO_PASSWORD, OTHER } from '../helpers/demo-seed.js';
import { buildTestApp, type TestApp } from '../helpers/test-app.js';
import { LogCapture } from './support.js';
import { redisAnswers, TEST_REDIS_URL } from '../helpers/redis.js';

/** A different source address for every attempt (an attacker with many addresses). */
const ipOf = (n: number) => `203.0.113.${(n % 250) + 1}`;
/** The client's usual source, and one they have never signed in from. */
const HOME = '198.51.100.20';
const HOTEL = '198.51.100.30';
/** Delays of a millisecond or two: the tests read the delay the server chose, they do not time it. */
const SHORT_DELAYS = { LOGIN_DELAY: '1ms', LOGIN_MAX_DELAY: '4ms' };

const REDIS_URL = TEST_REDIS_URL;

/** The delays (ms) the server chose for sign-ins so far, read from its log. */
const delaysIn = (log: LogCapture) => log.lines.filter((line) => 'delayMs' in line).map((line) => line.delayMs);

function signIn(t: TestApp, username: string, password: string, remoteAddress = '198.51.100.7') {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/authenticate',
    remoteAddress,
    payload: { username, password, siteKey: t.config.authSiteKey },
  });
}

/** Spellings of one address a client might type. */
const spellings = (email: string) => [email, email.toUpperCase(), ` ${email[0]!.toUpperCase()}${email.slice(1)} `];

// The limiter keeps its counters in memory per app (Redis when REDIS_URL is set), so SQLite is enough here.
describe('sign-in brute force', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('refuses the 11th failure for one address from one source with 429 and Retry-After, whatever the letter case', async () => {
    t = await buildTestApp({ database: 'sqlite', seed: true });
    const attacker = '192.0.2.10';
    for (let attempt = 1; attempt <= 10; attempt++) {
      const username = spellings(CLIENT.email)[attempt % 3]!;
      const response = await signIn(t, username, `Wrong-${attempt}`, attacker);
      expect(response.statusCode, `attempt ${attempt} as ${username}`).toBe(401);
    }
    for (const username of spellings(CLIENT.email)) {
      const response = await signIn(t, username, DEMO_PASSWORD, attacker);
      expect(response.statusCode, username).toBe(429);
      const retryAfter = Number(response.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(response.json()).toEqual({ error: 'rate_limited', message: expect.any(String) });
    }
    // The lock is on the address and source together: another client signs in from that source, and this client from
    // another.
    expect((await signIn(t, OTHER.email, DEMO_PASSWORD, attacker)).statusCode).toBe(200);
    expect((await signIn(t, CLIENT.email, DEMO_PASSWORD, HOME)).statusCode).toBe(200);
  });

  it('keeps the client signing in from their usual source while many other sources guess their password', async () => {
    const log = new LogCapture();
    const env = { ...SHORT_DELAYS, LOGIN_MAX_FAILURES: '3', LOG_LEVEL: 'info' };
    t = await buildTestApp({ database: 'sqlite', seed: true, env, logStream: log });
    expect((await signIn(t, CLIENT.email, DEMO_PASSWORD, HOME)).statusCode).toBe(200);
    for (let round = 0; round < 2; round++) {
      for (let n = 1; n <= 4; n++) {
        // One guess per source: no source reaches its own limit, so none is refused.
        const response = await signIn(t, CLIENT.email, `Wrong-${round}-${n}`, ipOf(round * 4 + n));
        expect(response.statusCode, `round ${round}, source ${n}`).toBe(401);
      }
      const delaysBefore = delaysIn(log).length;
      expect((await signIn(t, CLIENT.email, DEMO_PASSWORD, HOME)).statusCode, `round ${round}`).toBe(200);
      // Not slowed either: the address has had many failures, but this source signed in before.
      expect(delaysIn(log).length).toBe(delaysBefore);
    }
    // The guesses past the third failure for the address were slowed, twice as long each time up to the cap.
    expect(delaysIn(log)).toEqual([1, 2, 4, 4, 4]);
  });

  it('delays, but accepts, the right password from a new source for an address under attack', async () => {
    const log = new LogCapture();
    const env = { ...SHORT_DELAYS, LOGIN_MAX_FAILURES: '3', LOG_LEVEL: 'info' };
    t = await buildTestApp({ database: 'sqlite', seed: true, env, logStream: log });
    for (let n = 1; n <= 5; n++) {
      expect((await signIn(t, CLIENT.email, `Wrong-${n}`, ipOf(n))).statusCode, `source ${n}`).toBe(401);
    }
    expect(delaysIn(log)).toEqual([1, 2]);
    expect((await signIn(t, CLIENT.email, DEMO_PASSWORD, HOTEL)).statusCode).toBe(200);
    expect(delaysIn(log)).toEqual([1, 2, 4]);
    // Once signed in from there, that source is remembered and no longer slowed.
    expect((await signIn(t, CLIENT.email, DEMO_PASSWORD, HOTEL)).statusCode).toBe(200);
    expect(delaysIn(log)).toEqual([1, 2, 4]);
  });

  it('treats an unknown address exactly like a known one (no account discovery through the limits)', async () => {
    // A limit of 3 keeps the hashing short; the default of 10 is proven above.
    const log = new LogCapture();
    const env = { ...SHORT_DELAYS, LOGIN_MAX_FAILURES: '3', LOG_LEVEL: 'info' };
    t = await buildTestApp({ database: 'sqlite', seed: true, env, logStream: log });
    const seen = async (email: string) => {
      const statuses: number[] = [];
      const delaysBefore = delaysIn(log).length;
      // Four tries from one source, then one each from four others.
      for (let attempt = 1; attempt <= 8; attempt++) {
        const source = attempt <= 4 ? '192.0.2.20' : ipOf(attempt);
        statuses.push((await signIn(t!, email, `Wrong-${attempt}`, source)).statusCode);
      }
      return { statuses, delays: delaysIn(log).slice(delaysBefore) };
    };
    const known = await seen(OTHER.email);
    const unknown = await seen('nobody-here@example.com');
    expect(known).toEqual({ statuses: [401, 401, 401, 429, 401, 401, 401, 401], delays: [1, 2, 4, 4] });
    expect(unknown).toEqual(known);
  });

  it('stops one source trying many addresses (per-IP limit), while other sources still sign in', async () => {
    t = await buildTestApp({ database: 'sqlite', seed: true, env: { LOGIN_IP_MAX_FAILURES: '5' } });
    const attacker = '192.0.2.66';
    for (let n = 1; n <= 5; n++) {
      // Each address fails once only: far below the per-address limit.
      const response = await signIn(t, `guess-${n}@example.com`, 'Password1', attacker);
      expect(response.statusCode, `address ${n}`).toBe(401);
    }
    const fresh = await signIn(t, 'guess-6@example.com', 'Password1', attacker);
    expect(fresh.statusCode).toBe(429);
    expect(Number(fresh.headers['retry-after'])).toBeGreaterThan(0);
    // Even a correct password from that source waits; the same client from elsewhere is fine.
    expect((await signIn(t, CLIENT.email, DEMO_PASSWORD, attacker)).statusCode).toBe(429);
    expect((await signIn(t, CLIENT.email, DEMO_PASSWORD, '192.0.2.67')).statusCode).toBe(200);
  });

  it('answers a locked-out source 429 before reading its request: no parsing, no hashing, nothing counted', async () => {
    t = await buildTestApp({ database: 'sqlite', seed: true, env: { LOGIN_IP_MAX_FAILURES: '2' } });
    const attacker = '192.0.2.70';
    for (let n = 1; n <= 2; n++) {
      expect((await signIn(t, `guess-${n}@example.com`, 'Password1', attacker)).statusCode).toBe(401);
    }
    const hashesBefore = hashingStats.computations;
    // Bodies that would otherwise be a 400 (not JSON, wrong fields) are not even read.
    for (const payload of ['{"username": ', '{"password": 1}']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/authenticate',
        remoteAddress: attacker,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(429);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(response.json()).toEqual({ error: 'rate_limited', message: 'Too many attempts. Please try again later.' });
    }
    expect((await signIn(t, OTHER.email, 'Wrong-password', attacker)).statusCode).toBe(429);
    expect(hashingStats.computations).toBe(hashesBefore);
    // Those refusals counted nothing against the address tried: it signs in from elsewhere.
    expect((await signIn(t, OTHER.email, DEMO_PASSWORD, '192.0.2.71')).statusCode).toBe(200);
  });

  it('lets the right password in again once the window has passed', async () => {
    // A short window (and limit) stands in for 15 minutes: the window starts with the first failure.
    const windowMs = 4_000;
    t = await buildTestApp({ database: 'sqlite', seed: true, env: { LOGIN_WINDOW: '4s', LOGIN_MAX_FAILURES: '2' } });
    let firstFailure = 0;
    for (let attempt = 1; attempt <= 2; attempt++) {
      expect((await signIn(t, CLIENT.email, `Wrong-${attempt}`)).statusCode).toBe(401);
      // The failure is counted as the answer goes out: the window runs from there.
      firstFailure ||= Date.now();
    }
    const locked = await signIn(t, CLIENT.email, DEMO_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(windowMs / 1000);

    await new Promise((resolve) => setTimeout(resolve, firstFailure + windowMs + 500 - Date.now()));

    expect((await signIn(t, CLIENT.email, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('keeps signing in, and keeps counting failures in the process, while Redis cannot be reached', async () => {
    // REDIS_URL names a port where nothing listens: Redis down at start, or gone for good.
    const redisUrl = `redis://127.0.0.1:${await freePort()}`;
    t = await buildTestApp({ database: 'sqlite', seed: true, env: { REDIS_URL: redisUrl, LOGIN_MAX_FAILURES: '3' } });
    expect((await signIn(t, OTHER.email, DEMO_PASSWORD)).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await signIn(t, CLIENT.email, `Wrong-${attempt}`)).statusCode).toBe(401);
    }
    const locked = await signIn(t, CLIENT.email, DEMO_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('runs the password hasher exactly once per attempt, for known and unknown addresses alike', async () => {
    t = await buildTestApp({ database: 'sqlite', seed: true });
    // The first unknown address builds the dummy hash (not counted); do it before measuring.
    await signIn(t, 'warm-up@example.com', 'x');

    const attempts: Array<[string, string, number]> = [
      [CLIENT.email, DEMO_PASSWORD, 200],
      [CLIENT.email, 'Wrong-password-1', 401],
      ['no-such-user@example.com', DEMO_PASSWORD, 401],
      ['NO-SUCH-USER@example.com', 'Wrong-password-1', 401],
      ['alex@agency.example', DEMO_PASSWORD, 401], // a user without a password
      [OTHER.email, DEMO_PASSWORD, 200],
    ];
    for (const [email, password, expected] of attempts) {
      const before = hashingStats.computations;
      const response = await signIn(t, email, password);
      expect(response.statusCode, email).toBe(expected);
      expect(hashingStats.computations - before, `hash computations for ${email}`).toBe(1);
    }
  });
});

describe.runIf(await redisAnswers())('sign-in limits on one Redis shared by two API processes', () => {
  const apps: TestApp[] = [];
  // Fresh names, so this run's counters meet no other run's.
  const email = `shared-${randomBytes(4).toString('hex')}@example.com`;
  const prefix = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.`;
  afterEach(async () => {
    await Promise.all(apps.map((app) => app.close()));
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
    const keys = [...(await redis.keys(`rl:*${email}*`)), ...(await redis.keys(`rl:login-ip:${prefix}*`))];
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it('shares failures, locked sources and remembered sources between the processes', async () => {
    const env = { ...SHORT_DELAYS, LOGIN_MAX_FAILURES: '3', LOG_LEVEL: 'info', REDIS_URL };
    const [logA, logB] = [new LogCapture(), new LogCapture()];
    for (const log of [logA, logB]) {
      const app = await buildTestApp({ database: 'sqlite', seed: true, env, logStream: log });
      apps.push(app);
      await app.db.updateTable('users').set({ email }).where('user_guid', '=', CLIENT.userGuid).execute();
    }
    const [a, b] = apps as [TestApp, TestApp];
    const [home, hotel, attacker, another] = [1, 2, 3, 4].map((n) => `${prefix}${n}`) as [string, ...string[]];

    expect((await signIn(a, email, DEMO_PASSWORD, home)).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await signIn(b, email, `Wrong-${attempt}`, attacker)).statusCode).toBe(401);
    }
    // The source's failures counted on B lock it on A.
    expect((await signIn(a, email, DEMO_PASSWORD, attacker)).statusCode).toBe(429);
    expect((await signIn(b, email, 'Wrong-4', another!)).statusCode).toBe(401);
    expect(delaysIn(logB)).toEqual([1]);
    // The address's failures counted on B slow a new source on A ...
    expect((await signIn(a, email, DEMO_PASSWORD, hotel!)).statusCode).toBe(200);
    expect(delaysIn(logA)).toEqual([2]);
    // ... and the source remembered on A is not slowed on B.
    expect((await signIn(b, email, DEMO_PASSWORD, home)).statusCode).toBe(200);
    expect(delaysIn(logB)).toEqual([1]);
  });
});
