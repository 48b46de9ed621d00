import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_AUTH_SITE_KEY } from '@client-portal/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login } from '../helpers/auth.js';
import { CLIENT, DASHBOARD_ORIGINS, DEMO_PASSWORD, PROJECTS } from '../helpers/demo-seed.js';
import { buildTestApp, type TestApp } from '../helpers/test-app.js';

/** "a b; c d e" → { a: ['b'], c: ['d', 'e'] } */
function parseCsp(header: unknown): Record<string, string[]> {
  expect(typeof header, 'content-security-policy header').toBe('string');
  const directives: Record<string, string[]> = {};
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives[name] = values;
  }
  return directives;
}

/** The promise of docs/security.md, checked on one response: pages and scripts get the page policy. */
function expectPageHeaders(headers: Record<string, unknown>, what: string) {
  const csp = parseCsp(headers['content-security-policy']);
  expect(csp['script-src'], what).toEqual(["'self'"]);
  expect(csp['object-src'], what).toEqual(["'none'"]);
  expect(csp['base-uri'], what).toEqual(["'none'"]);
  expect(csp['frame-ancestors'], what).toEqual(["'none'"]);
  expect([...(csp['frame-src'] ?? [])].sort(), what).toEqual(["'self'", ...DASHBOARD_ORIGINS].sort());
  expect(csp['default-src'], what).toEqual(["'self'"]);
  // Images from the portal only: one from another host would tell it who opened the page and when.
  expect(csp['img-src'], what).toEqual(["'self'", 'data:', 'blob:']);
  expectCommonHeaders(headers, what);
}

/** API answers (JSON) load nothing, may not be framed and are never stored. */
function expectApiHeaders(headers: Record<string, unknown>, what: string) {
  expect(parseCsp(headers['content-security-policy']), what).toEqual({
    'default-src': ["'none'"],
    'frame-ancestors': ["'none'"],
  });
  expect(headers['cache-control'], what).toBe('no-store');
  expect(headers['cross-origin-resource-policy'], what).toBe('same-origin');
  expectCommonHeaders(headers, what);
}

function expectCommonHeaders(headers: Record<string, unknown>, what: string) {
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('no-referrer');
  expect(headers['x-frame-options'], what).toBe('DENY');
}

/** One request of every kind the server answers: SPA page, asset, script, API JSON, every error path. */
function everyKindOfResponse(): Array<[string, InjectOptions | ((token: string) => InjectOptions), number]> {
  return [
    ['index.html at /', { method: 'GET', url: '/' }, 200],
    ['index.html for a client route', { method: 'GET', url: `/projects/${PROJECTS.redesign}` }, 200],
    ['a hashed asset', { method: 'GET', url: '/assets/index-1a2b3c.js' }, 200],
    ['a stylesheet', { method: 'GET', url: '/assets/index-1a2b3c.css' }, 200],
    ['a missing asset (404)', { method: 'GET', url: '/assets/missing-000.js' }, 404],
    ['/config.js', { method: 'GET', url: '/config.js' }, 200],
    ['HEAD of a page', { method: 'HEAD', url: '/login' }, 200],
    ['API JSON', { method: 'GET', url: '/api/health' }, 200],
    [
      'API JSON, compressed',
      (token) => ({
        method: 'GET',
        url: `/api/ticketviews/project/${PROJECTS.redesign}`,
        headers: { ...bearer(token), 'accept-encoding': 'gzip' },
      }),
      200,
    ],
    ['API 401', { method: 'GET', url: '/api/users/me' }, 401],
    ['API 404 (unknown route)', { method: 'GET', url: '/api/nope' }, 404],
    ['API 404 (unknown method)', { method: 'DELETE', url: '/api/health' }, 404],
    [
      'API 400 (bad GUID)',
      (token) => ({ method: 'GET', url: '/api/projects/not-a-guid', headers: bearer(token) }),
      400,
    ],
    [
      'API 400 (bad JSON)',
      {
        method: 'POST',
        url: '/api/auth/authenticate',
        payload: '{"username":',
        headers: { 'content-type': 'application/json' },
      },
      400,
    ],
    [
      'API 413',
      {
        method: 'POST',
        url: '/api/events/insert',
        payload: JSON.stringify({ description: 'x'.repeat(70_000) }),
        headers: { 'content-type': 'application/json' },
      },
      413,
    ],
    [
      'API 415',
      {
        method: 'POST',
        url: '/api/auth/authenticate',
        payload: 'a=b',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      415,
    ],
    [
      'reset refusal (text/plain)',
      {
        method: 'POST',
        url: '/api/auth/resetpassword/',
        payload: { PasswordResetGuid: 'nope', Password1: 'x', Password2: 'y' },
      },
      400,
    ],
  ];
}

describe.each([
  ['plain HTTP', { TRUST_PROXY: 'false' }, {}, false],
  ['HTTPS claimed by an untrusted client', { TRUST_PROXY: 'false' }, { 'x-forwarded-proto': 'https' }, false],
  ['HTTP behind a trusted proxy', { TRUST_PROXY: 'true' }, { 'x-forwarded-proto': 'http' }, false],
  ['HTTPS behind a trusted proxy', { TRUST_PROXY: 'true' }, { 'x-forwarded-proto': 'https' }, true],
] as const)('security headers on every response, %s', (_, env, forwarded, hasHsts) => {
  let t: TestApp;
  let webDist: string;
  let token = '';
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(os.tmpdir(), 'client-portal-headers-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><title>Client Portal</title><script type="module" src="/assets/index-1a2b3c.js"></script>',
    );
    writeFileSync(path.join(webDist, 'assets', 'index-1a2b3c.js'), 'console.log(1)');
    writeFileSync(path.join(webDist, 'assets', 'index-1a2b3c.css'), 'body{}');
    t = await buildTestApp({ database: 'sqlite', seed: true, serveSpa: true, env: { ...env, WEB_DIST: webDist } });
    token = await login(t.app, CLIENT.email, DEMO_PASSWORD);
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it.each(everyKindOfResponse())('%s', async (what, makeRequest, status) => {
    const request = typeof makeRequest === 'function' ? makeRequest(token) : makeRequest;
    const response = await t.app.inject({
      ...request,
      headers: { ...(request.headers as Record<string, string>), ...forwarded },
    });
    expect(response.statusCode, what).toBe(status);
    if (request.url!.toString().startsWith('/api/')) expectApiHeaders(response.headers, what);
    else expectPageHeaders(response.headers, what);
    if (hasHsts) {
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } else {
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('answers a successful sign-in with the same headers', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/authenticate',
      headers: forwarded,
      payload: { username: CLIENT.email, password: DEMO_PASSWORD, siteKey: DEFAULT_AUTH_SITE_KEY },
    });
    expect(response.statusCode).toBe(200);
    expectApiHeaders(response.headers, 'sign-in');
  });
});
