import { DEFAULT_AUTH_SITE_KEY } from '@client-portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashingStats } from '../src/lib/password.js';
import { CLIENT, DEMO_PASSWORD, STAFF } from './helpers/demo-seed.js';
import { buildTestApp, testDatabases, type TestApp } from './helpers/test-app.js';

const authenticate = (t: TestApp, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/authenticate', payload: body });

const credentials = (username: string, password: string) => ({ username, password, siteKey: DEFAULT_AUTH_SITE_KEY });

describe.each(testDatabases())('POST /api/auth/authenticate on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ database: target, seed: true });
  });
  afterAll(() => t.close());

  it('returns 200 with a token for the demo client', async () => {
    const response = await authenticate(t, credentials(CLIENT.email, DEMO_PASSWORD));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body)).toEqual(['token']);
    expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('matches the email address case-insensitively and ignores surrounding spaces', async () => {
    const response = await authenticate(t, credentials('  Client@EXAMPLE.com ', DEMO_PASSWORD));
    expect(response.statusCode).toBe(200);
  });

  it('returns 401 with the same body for a wrong password and for an unknown address', async () => {
    const wrongPassword = await authenticate(t, credentials(CLIENT.email, 'WrongPassword1'));
    const unknownEmail = await authenticate(t, credentials('nobody@example.com', DEMO_PASSWORD));
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(unknownEmail.body).toBe(wrongPassword.body);
    expect(wrongPassword.json()).toEqual({ error: 'unauthorized', message: expect.any(String) });
  });

  it('returns 401 for a user without a password', async () => {
    const response = await authenticate(t, credentials(STAFF.email, DEMO_PASSWORD));
    expect(response.statusCode).toBe(401);
  });

  it('returns 401 for a disabled user even with the right password', async () => {
    await t.db
      .updateTable('users')
      .set({ disabled_at: new Date().toISOString() })
      .where('email', '=', 'sam@example.com')
      .execute();
    const response = await authenticate(t, credentials('sam@example.com', DEMO_PASSWORD));
    expect(response.statusCode).toBe(401);
  });

  it('runs the password hasher the same number of times for a known and an unknown address', async () => {
    // Warm up: the first unknown address creates the dummy hash, which is not counted.
    await authenticate(t, credentials('warm-up@example.com', 'x'));

    const before = hashingStats.computations;
    await authenticate(t, credentials(CLIENT.email, 'WrongPassword1'));
    const known = hashingStats.computations - before;

    const middle = hashingStats.computations;
    await authenticate(t, credentials('unknown-address@example.com', 'WrongPassword1'));
    const unknown = hashingStats.computations - middle;

    expect(known).toBe(1);
    expect(unknown).toBe(known);
  });

  it.each([
    ['a wrong siteKey', { siteKey: 'not-the-key' }],
    ['no siteKey', { siteKey: undefined }],
    ['an empty siteKey', { siteKey: '' }],
  ])('returns 400 for %s', async (_, override) => {
    const response = await authenticate(t, { ...credentials(CLIENT.email, DEMO_PASSWORD), ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'bad_request', message: expect.stringMatching(/siteKey/) });
  });

  it.each([
    ['no username', { username: undefined }],
    ['no password', { password: undefined }],
    ['a username that is not a string', { username: 42 }],
  ])('returns 400 for %s', async (_, override) => {
    const response = await authenticate(t, { ...credentials(CLIENT.email, DEMO_PASSWORD), ...override });
    expect(response.statusCode).toBe(400);
  });
});

describe.each(testDatabases())('sign-in rate limit on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ database: target, seed: true });
  });
  afterAll(() => t.close());

  it('returns 429 with Retry-After on the 11th failed sign-in for one address', async () => {
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await authenticate(t, credentials(CLIENT.email, `WrongPassword${attempt}`));
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }

    const eleventh = await authenticate(t, credentials(CLIENT.email, 'WrongPassword11'));
    expect(eleventh.statusCode).toBe(429);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    expect(eleventh.json()).toMatchObject({ error: 'rate_limited' });

    // Locked even with the right password, in any letter case; other addresses are unaffected.
    expect((await authenticate(t, credentials('CLIENT@example.com', DEMO_PASSWORD))).statusCode).toBe(429);
    expect((await authenticate(t, credentials('other@example.com', DEMO_PASSWORD))).statusCode).toBe(200);
  });
});
