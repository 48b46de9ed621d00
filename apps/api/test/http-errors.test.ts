import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_AUTH_SITE_KEY, DEFAULT_EVENTS_SITE_KEY } from '@client-portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login } from './helpers/auth.js';
import { CLIENT, DEMO_PASSWORD, PROJECTS, REPORTS, SCHEDULES, TICKETS, DASHBOARD_PAGES } from './helpers/demo-seed.js';
import { buildTestApp, testDatabases, type TestApp } from './helpers/test-app.js';

const BODY_LIMIT = 64 * 1024;
const LEAK = /password_?hash|scrypt\$/i;

describe.each(testDatabases())('HTTP errors on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ database: target, seed: true });
  });
  afterAll(() => t.close());

  it.each(['/api/events/insert', '/api/auth/authenticate'])('returns 413 for a body over 64 KiB on %s', async (url) => {
    const payload = JSON.stringify({
      siteKey: DEFAULT_EVENTS_SITE_KEY,
      eventTypeName: 'LoggedIn',
      description: 'x'.repeat(BODY_LIMIT),
    });
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: 'payload_too_large',
      message: 'The request body is too large: at most 64 KiB.',
    });
  });

  it('takes a ticket whose description is at its limit in two-byte letters, and refuses a body over 2 MiB', async () => {
    const token = await login(t.app, CLIENT.email, DEMO_PASSWORD);
    const post = (description: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/tickets',
        headers: bearer(token),
        payload: { projectGuid: PROJECTS.redesign, name: 'Long', description },
      });
    const atLimit = await post(`<p>${'ж'.repeat(50_000 - 7)}</p>`);
    expect(atLimit.statusCode, atLimit.body).toBe(201);
    const tooLarge = await post('x'.repeat(2 * 1024 * 1024));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({
      error: 'payload_too_large',
      message: 'The request body is too large: at most 2 MiB.',
    });
  });

  it.each([
    ['/api/ticketviews/%ED%A0%80', 'The path is not valid: a %-escape in it is not UTF-8.'],
    [`/api/projects/${'x'.repeat(201)}`, 'A part of the path is longer than 200 characters.'],
  ])('answers the path %s, which cannot be routed, with the API’s error body and headers', async (url, message) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'bad_request', message });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('names the content-type it does not accept, and an empty JSON body', async () => {
    const token = await login(t.app, CLIENT.email, DEMO_PASSWORD);
    const put = (contentType: string, payload: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/users/me/notifications',
        headers: { ...bearer(token), 'content-type': contentType },
        payload,
      });
    const textJson = await put('text/json', '{}');
    expect(textJson.statusCode).toBe(415);
    expect(textJson.json()).toEqual({
      error: 'bad_request',
      message: 'content-type: text/json is not accepted; send application/json.',
    });
    const empty = await put('application/json', '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      error: 'bad_request',
      message: 'The request body is empty: send a JSON body, or no content-type.',
    });
  });

  it('accepts a body of exactly 64 KiB (the limit is not lower)', async () => {
    const json = JSON.stringify({ siteKey: DEFAULT_EVENTS_SITE_KEY, eventTypeName: 'LoggedIn' });
    const payload = json + ' '.repeat(BODY_LIMIT - json.length);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/events/insert',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(201);
  });

  it.each(['{"username": ', '{username: "a"}', 'null', '[]'])('returns 400 for the JSON body %s', async (payload) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/authenticate',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'bad_request' });
  });

  it('refuses a body nested deeper than 16 levels before parsing it, and names a bad string inside one that is not', async () => {
    const nested = (depth: number, inner: string) => '['.repeat(depth) + inner + ']'.repeat(depth);
    const deep = await t.app.inject({
      method: 'POST',
      url: '/api/events/insert',
      payload: nested(32_000, ''),
      headers: { 'content-type': 'application/json' },
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toEqual({ error: 'bad_request', message: 'body: must nest at most 16 levels deep' });

    const withNul = await t.app.inject({
      method: 'POST',
      url: '/api/events/insert',
      payload: `{"description":${nested(15, '"a\\u0000"')}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(withNul.statusCode).toBe(400);
    expect(withNul.json().message).toBe(`description${'[0]'.repeat(15)}: must not contain the NUL character (U+0000)`);
  });

  describe('cheap bodies that would cost the server dear', () => {
    // 64 KiB of zeros in a key no request takes: one body of these cost 80-150 ms of the event loop when every value
    // was walked twice.
    const zeros = `{"z":[${Array(32_000).fill('0').join(',')}]}`;
    const ANONYMOUS = ['/api/events/insert', '/api/auth/sendresetlink/', '/api/auth/resetpassword/'];
    const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...headers } });

    it.each([...ANONYMOUS, '/api/notifications/unsubscribe?token=x'])(
      'refuses 64 KiB of values on %s before parsing it, at about the cost of a body of one value',
      async (url) => {
        expect(Buffer.byteLength(zeros)).toBeLessThan(BODY_LIMIT);
        const first = await post(url, zeros);
        expect(first.statusCode).toBe(400);
        expect(first.json()).toEqual({ error: 'bad_request', message: 'body: must hold at most 2000 values' });
        // CPU time, not the clock, and against a refused body of one value sent in turn with it: a busy machine makes
        // both dearer alike. Walked value by value, the 64 KiB body cost over a hundred times the small one.
        const small = '{"z":0}';
        expect((await post(url, small)).statusCode).toBe(400);
        const cpu = { zeros: 0, small: 0 };
        for (let i = 0; i < 20; i++) {
          for (const body of ['zeros', 'small'] as const) {
            const started = process.cpuUsage();
            expect((await post(url, body === 'zeros' ? zeros : small)).statusCode).toBe(400);
            const { user, system } = process.cpuUsage(started);
            cpu[body] += user + system;
          }
        }
        expect(cpu.zeros / cpu.small).toBeLessThan(10);
      },
    );

    it('refuses a key no request takes, naming it, and stores nothing: a client reply cannot carry extra data', async () => {
      const token = await login(t.app, CLIENT.email, DEMO_PASSWORD);
      const before = await t.db
        .selectFrom('ticket_updates')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      const reply = await post(
        `/api/updates/ticket/${TICKETS.biosInProgress}`,
        JSON.stringify({ updateText: '<p>Thanks</p>', attachmentGuids: [], padding: 'x'.repeat(1000) }),
        bearer(token),
      );
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({ error: 'bad_request', message: 'padding: is not a field of this request' });
      const after = await t.db
        .selectFrom('ticket_updates')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
      const signIn = await post(
        '/api/auth/authenticate',
        JSON.stringify({ username: CLIENT.email, password: DEMO_PASSWORD, siteKey: DEFAULT_AUTH_SITE_KEY, x: 1 }),
      );
      expect(signIn.json()).toEqual({ error: 'bad_request', message: 'x: is not a field of this request' });
    });
  });

  it('returns 400 naming JSON for a body that is not JSON at all', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/events/insert',
      payload: 'not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'bad_request', message: 'The request body is not valid JSON.' });
  });

  it('answers an unsupported content type with a 4xx JSON error', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/authenticate',
      payload: 'username=a',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });

  it.each([
    ['GET', '/api/nope'],
    ['GET', '/api/projects'],
    ['POST', '/api/users/me'],
    ['DELETE', `/api/projects/${PROJECTS.redesign}`],
    ['GET', '/api/'],
  ] as const)('returns 404 JSON for the unknown API route %s %s', async (method, url) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ error: 'not_found', message: 'Route not found.' });
  });

  it('never leaks a password hash in any answer', async () => {
    const token = await login(t.app, CLIENT.email, DEMO_PASSWORD);
    const urls = [
      '/api/users/me',
      `/api/projects/user/${CLIENT.userGuid}`,
      `/api/projects/${PROJECTS.redesign}`,
      `/api/users/project/${PROJECTS.redesign}`,
      `/api/dashboardpages/project/${PROJECTS.redesign}`,
      `/api/dashboardpages/${DASHBOARD_PAGES.analytics}`,
      `/api/ticketviews/project/${PROJECTS.redesign}`,
      `/api/ticketviews/user/${CLIENT.userGuid}`,
      `/api/ticketviews/${TICKETS.biosInProgress}`,
      `/api/updates/ticket/${TICKETS.biosInProgress}`,
      '/api/sitecareschedules',
      `/api/sitecareschedules/${SCHEDULES.acme}`,
      `/api/sitecarereports/schedule/${SCHEDULES.acme}`,
      `/api/sitecarereports/${REPORTS.acmeOctober}`,
      '/api/health',
      '/config.js',
    ];
    for (const url of urls) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toMatch(LEAK);
    }
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/authenticate',
      payload: { username: CLIENT.email, password: DEMO_PASSWORD, siteKey: DEFAULT_AUTH_SITE_KEY },
    });
    expect(signIn.body).not.toMatch(LEAK);
    const [, payload] = (signIn.json() as { token: string }).token.split('.');
    expect(Buffer.from(payload!, 'base64url').toString()).not.toMatch(LEAK);
  });
});

describe('with the built SPA served (production)', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(os.tmpdir(), 'client-portal-dist-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Client Portal</title>');
    writeFileSync(path.join(webDist, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
    t = await buildTestApp({ database: 'sqlite', serveSpa: true, env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('returns 404 JSON, not the SPA page, for an unknown API route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found', message: 'Route not found.' });
  });

  it('serves index.html for a client route and hashed assets with a long cache', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/projects/abc' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toMatch(/immutable/);
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });
});
