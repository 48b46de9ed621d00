import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_ORIGINS } from './helpers/demo-seed.js';
import { buildTestApp, testDatabases, type TestApp } from './helpers/test-app.js';

/** "a b; c d e" → { a: ['b'], c: ['d', 'e'] } */
function parseCsp(header: unknown): Record<string, string[]> {
  expect(typeof header).toBe('string');
  const directives: Record<string, string[]> = {};
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives[name] = values;
  }
  return directives;
}

describe.each(testDatabases())('security headers on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ database: target, seed: true });
  });
  afterAll(() => t.close());

  it.each([
    ['a JSON answer', '/api/health'],
    ['an error answer', '/api/nope'],
    ['a 401', '/api/users/me'],
    ['the config script', '/config.js'],
  ])('sets a strict Content-Security-Policy on %s', async (_, url) => {
    const response = await t.app.inject({ method: 'GET', url });
    const csp = parseCsp(response.headers['content-security-policy']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['script-src']).toBeDefined();
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    expect(csp['default-src']).toEqual(["'self'"]);
  });

  it('lets exactly the dashboard hosts of the data be framed', async () => {
    expect(DASHBOARD_ORIGINS).toEqual(['https://lookerstudio.google.com', 'https://stats.uptimerobot.com']);
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const frameSrc = parseCsp(response.headers['content-security-policy'])['frame-src'];
    expect([...(frameSrc ?? [])].sort()).toEqual(["'self'", ...DASHBOARD_ORIGINS].sort());
  });

  it('sets nosniff, a Referrer-Policy and frame denial', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('sends no HSTS over plain HTTP', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('behind a TLS-terminating proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ database: 'sqlite', env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  it('sends HSTS when the request came over HTTPS', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('lets only the page itself be framed when there are no dashboard pages', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(parseCsp(response.headers['content-security-policy'])['frame-src']).toEqual(["'self'"]);
  });
});
