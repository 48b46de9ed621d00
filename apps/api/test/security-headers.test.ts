import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AUTH_SITE_KEY } from '@client-portal/contract';
import { CLIENT, DASHBOARD_ORIGINS, DEMO_PASSWORD } from './helpers/demo-seed.js';
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
    ['an API error answer', '/api/nope'],
    ['a 401', '/api/users/me'],
    ['an API call whose path is percent-encoded', '/%61pi/health'],
  ])('gives %s the API headers: nothing may load or frame it, and it is never stored', async (_, url) => {
    const response = await t.app.inject({ method: 'GET', url });
    const csp = parseCsp(response.headers['content-security-policy']);
    expect(csp).toEqual({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('keeps a signed-in answer and the sign-in token out of every cache', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/authenticate',
      payload: { username: CLIENT.email, password: DEMO_PASSWORD, siteKey: DEFAULT_AUTH_SITE_KEY },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const token = (login.json() as { token: string }).token;
    const projects = await t.app.inject({
      method: 'GET',
      url: `/api/projects/user/${CLIENT.userGuid}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(projects.statusCode).toBe(200);
    expect(projects.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['the config script', '/config.js'],
    ['a missing page', '/nope'],
  ])('sets a strict page Content-Security-Policy on %s', async (_, url) => {
    const response = await t.app.inject({ method: 'GET', url });
    const csp = parseCsp(response.headers['content-security-policy']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['script-src']).toBeDefined();
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('lets pages load images only from the portal itself, never from any https host', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/config.js' });
    const imgSrc = parseCsp(response.headers['content-security-policy'])['img-src'];
    // An image from another host would tell it who opened the page and when.
    expect(imgSrc).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('lets pages frame exactly the dashboard hosts of the data', async () => {
    expect(DASHBOARD_ORIGINS).toEqual(['https://lookerstudio.google.com', 'https://stats.uptimerobot.com']);
    const response = await t.app.inject({ method: 'GET', url: '/config.js' });
    const frameSrc = parseCsp(response.headers['content-security-policy'])['frame-src'];
    expect([...(frameSrc ?? [])].sort()).toEqual(["'self'", ...DASHBOARD_ORIGINS].sort());
  });

  it('lets any site load the brand images an email shows, and nothing else', async () => {
    const policy = async (url: string) =>
      (await t.app.inject({ method: 'GET', url })).headers['cross-origin-resource-policy'];
    expect(await policy('/logo.svg')).toBe('cross-origin');
    expect(await policy('/brand-logo.png?v=2')).toBe('cross-origin');
    expect(await policy('/config.js')).toBe('same-origin');
    expect(await policy('/assets/logo.svg')).toBe('same-origin');
    expect(await policy('/api/logo.svg')).toBe('same-origin');
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
    const response = await t.app.inject({ method: 'GET', url: '/config.js' });
    expect(parseCsp(response.headers['content-security-policy'])['frame-src']).toEqual(["'self'"]);
  });
});

describe('with the brand logo on another host', () => {
  const imgSrcWith = async (logoUrl: string) => {
    const t = await buildTestApp({ database: 'sqlite', env: { LOGO_URL: logoUrl } });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/config.js' });
      return parseCsp(response.headers['content-security-policy'])['img-src'];
    } finally {
      await t.close();
    }
  };

  it('lets pages load images from exactly the logo’s origin as well', async () => {
    expect(await imgSrcWith('https://cdn.example:8443/brand/logo.svg?v=2')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://cdn.example:8443',
    ]);
    // Protocol-relative: the logo comes over the page's own scheme.
    expect(await imgSrcWith('//cdn.example/logo.png')).toEqual(["'self'", 'data:', 'blob:', 'cdn.example']);
  });

  it('adds nothing for a logo of the portal’s own, or one the policy cannot name', async () => {
    for (const logoUrl of [
      '/brand.png',
      'data:image/png;base64,iVBORw0KGgo=',
      'https://cdn.example;script-src/x.png',
    ]) {
      expect(await imgSrcWith(logoUrl), logoUrl).toEqual(["'self'", 'data:', 'blob:']);
    }
  });
});
