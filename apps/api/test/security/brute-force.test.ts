import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../bench/processes.js';
import { hashingStats } from '../../src/lib/password.js';
import { CLIENT, DEMO_PASSWORD, OTHER } from '../helpers/demo-seed.js';
import { buildTestApp, type TestApp } from '../helpers/test-app.js';

/** A different source address for every attempt: the per-address limit must not care. */
const ipOf = (n: number) => `203.0.113.${(n % 250) + 1}`;

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

  it('refuses the 11th failure for one address with 429 and Retry-After, whatever the source IP and letter case', async () => {
    t = await buildTestApp({ database: 'sqlite', seed: true });
    for (let attempt = 1; attempt <= 10; attempt++) {
      const username = spellings(CLIENT.email)[attempt % 3]!;
      const response = await signIn(t, username, `Wrong-${attempt}`, ipOf(attempt));
      expect(response.statusCode, `attempt ${attempt} as ${username}`).toBe(401);
    }
    for (const [i, username] of spellings(CLIENT.email).entries()) {
      const response = await signIn(t, username, DEMO_PASSWORD, ipOf(100 + i));
      expect(response.statusCode, username).toBe(429);
      const retryAfter = Number(response.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(response.json()).toEqual({ error: 'rate_limited', message: expect.any(String) });
    }
    // The lock is on the address, not the sources: another client signs in from those same IPs.
    expect((await signIn(t, OTHER.email, DEMO_PASSWORD, ipOf(1))).statusCode).toBe(200);
  });

  it('locks an unknown address exactly like a known one (no account discovery through the lock)', async () => {
    // A limit of 3 keeps the hashing short; the default of 10 is proven above.
    t = await buildTestApp({ database: 'sqlite', seed: true, env: { LOGIN_MAX_FAILURES: '3' } });
    const statuses = async (email: string) => {
      const seen: number[] = [];
      for (let attempt = 1; attempt <= 4; attempt++) {
        seen.push((await signIn(t!, email, `Wrong-${attempt}`, ipOf(attempt))).statusCode);
      }
      return seen;
    };
    const known = await statuses(OTHER.email);
    const unknown = await statuses('nobody-here@example.com');
    expect(known).toEqual([401, 401, 401, 429]);
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
      expect((await signIn(t, CLIENT.email, `Wrong-${attempt}`, ipOf(attempt))).statusCode).toBe(401);
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
      expect((await signIn(t, CLIENT.email, `Wrong-${attempt}`, ipOf(attempt))).statusCode).toBe(401);
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
