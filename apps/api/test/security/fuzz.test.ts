import { DEFAULT_AUTH_SITE_KEY, DEFAULT_EVENTS_SITE_KEY } from '@client-portal/contract';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, forgeToken, login } from '../helpers/auth.js';
import { CLIENT, DEMO_PASSWORD, OTHER, PROJECTS, REPORTS, SCHEDULES, TICKETS } from '../helpers/demo-seed.js';
import { buildTestApp, testDatabases, type TestApp } from '../helpers/test-app.js';
import { registeredRoutes, type RegisteredRoute } from './support.js';

const RUNS = 5_000;
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const;

const KNOWN_GUIDS = [
  CLIENT.userGuid,
  OTHER.userGuid,
  PROJECTS.redesign,
  PROJECTS.intranet,
  TICKETS.biosInProgress,
  TICKETS.intranetInProgress,
  SCHEDULES.acme,
  SCHEDULES.otherCo,
  REPORTS.acmeOctober,
];

/** Path parameters: real GUIDs (theirs and others'), near-GUIDs, junk, traversal, injection, broken escapes. */
const pathParam: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...KNOWN_GUIDS).map(encodeURIComponent),
  fc.constantFrom(...KNOWN_GUIDS).map((g) => g.toUpperCase()),
  fc.uuid().map(encodeURIComponent),
  fc
    .uuid()
    .map((g) => `{${g}}`)
    .map(encodeURIComponent),
  fc.string({ maxLength: 60 }).map(encodeURIComponent),
  fc.string({ unit: 'binary', maxLength: 40 }).map(encodeURIComponent),
  fc.string({ minLength: 150, maxLength: 400 }).map(encodeURIComponent),
  fc.constantFrom(
    '',
    '%',
    '%E0%A4%A',
    '%C3%28',
    '%FF%FE',
    '%00',
    '..%2F..%2Fetc%2Fpasswd',
    '..',
    "'%20OR%201%3D1%20--",
    '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    'null',
    'undefined',
    '0',
    '-1',
    '1e308',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
  ),
);

const query = fc.oneof(
  { weight: 4, arbitrary: fc.constant('') },
  fc
    .dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 30 }), { maxKeys: 4 })
    .map((q) => `?${new URLSearchParams(q).toString()}`),
  fc.constantFrom('?', '?%', '?a=%E0%A4%A', '?__proto__[x]=1', '?constructor[prototype][x]=1'),
);

type TokenKind = 'none' | 'client' | 'other' | 'junk' | 'alg-none' | 'expired' | 'long' | 'basic';
const tokenKind = fc.constantFrom<TokenKind>('none', 'client', 'other', 'junk', 'alg-none', 'expired', 'long', 'basic');

const contentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  fc.constantFrom(
    undefined,
    'application/json; charset=utf-8',
    'application/json; charset=latin1',
    'application/vnd.api+json',
    'text/plain',
    'text/plain; charset=utf-8',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=xyz',
    'application/octet-stream',
    '*/*',
    ';;;',
  ),
);

const oddHeaders = fc.record(
  {
    'accept-encoding': fc.constantFrom('gzip', 'br', 'deflate', '*', 'identity;q=0', 'gzip;q=0, identity;q=0', 'zz'),
    'content-encoding': fc.constantFrom('gzip', 'br', 'deflate', 'identity', 'zz'),
    accept: fc.constantFrom('*/*', 'text/html', 'application/xml', 'image/png', ''),
    'x-forwarded-for': fc.constantFrom('1.2.3.4', 'not-an-ip', '::1, 10.0.0.1', ''),
    'x-forwarded-proto': fc.constantFrom('https', 'gopher'),
    'x-http-method-override': fc.constantFrom('DELETE', 'PUT'),
    cookie: fc.constantFrom('JwtToken=abc', 'JwtToken=' + 'x'.repeat(4000), 'a=b; ; c'),
    'if-none-match': fc.constantFrom('*', 'W/"x"'),
    range: fc.constantFrom('bytes=0-10', 'bytes=99999999-', 'junk'),
  },
  { requiredKeys: [] },
);

/** Values for the fields the public POST routes read, valid and not. */
const fieldValue = fc.oneof(
  fc.constantFrom(
    DEFAULT_AUTH_SITE_KEY,
    DEFAULT_EVENTS_SITE_KEY,
    'LoggedIn',
    'PasswordResetFailed',
    CLIENT.email,
    'Nobody@Example.com',
    'Valid-Password1',
    ...KNOWN_GUIDS,
  ),
  fc.uuid(),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x'.repeat(3000), ''),
  fc.anything({ maxDepth: 2 }),
);
const FIELDS = [
  'username',
  'password',
  'siteKey',
  'eventTypeName',
  'userGuid',
  'objectGuid',
  'description',
  'EmailAddress',
  'SiteKey',
  'PasswordResetGuid',
  'Password1',
  'Password2',
];
const shapedBody = fc
  .dictionary(fc.constantFrom(...FIELDS, '__proto__', 'constructor', 'extra'), fieldValue, { maxKeys: 6 })
  .map((body) => JSON.stringify(body));

/** A valid body per public POST route: the fuzzer drops, retypes or adds one field at a time. */
const VALID_BODIES: Record<string, Record<string, unknown>> = {
  '/api/auth/authenticate': {
    username: 'nobody@example.com',
    password: 'Wrong-Password1',
    siteKey: DEFAULT_AUTH_SITE_KEY,
  },
  '/api/events/insert': {
    siteKey: DEFAULT_EVENTS_SITE_KEY,
    eventTypeName: 'LoggedIn',
    userGuid: null,
    objectGuid: PROJECTS.redesign,
    description: 'fuzz',
  },
  '/api/auth/sendresetlink': { EmailAddress: 'nobody@example.com', SiteKey: DEFAULT_AUTH_SITE_KEY },
  '/api/auth/resetpassword': {
    PasswordResetGuid: '0f8fad5b-d9cb-469f-a165-70867728950e',
    Password1: 'Valid-Password1',
    Password2: 'Valid-Password1',
  },
};

function nearlyValidBody(url: string): fc.Arbitrary<string> | undefined {
  const valid = VALID_BODIES[url.replace(/\/$/, '')];
  if (!valid) return undefined;
  const keys = Object.keys(valid);
  return fc
    .record({
      drop: fc.option(fc.constantFrom(...keys)),
      set: fc.option(fc.tuple(fc.constantFrom(...keys, 'extra', '__proto__'), fieldValue)),
    })
    .map(({ drop, set }) => {
      const out: Record<string, unknown> = { ...valid };
      if (drop) delete out[drop];
      if (set) out[set[0]] = set[1];
      return JSON.stringify(out);
    });
}

const invalidUtf8 = fc
  .uint8Array({ minLength: 1, maxLength: 64 })
  .map((bytes) =>
    Buffer.concat([Buffer.from('{"description":"'), Buffer.from([0xff, 0xc3, 0x28, ...bytes]), Buffer.from('"}')]),
  );

const anyBody: fc.Arbitrary<string | Buffer | undefined> = fc.oneof(
  { weight: 2, arbitrary: fc.constant(undefined) },
  { weight: 6, arbitrary: shapedBody },
  fc.json({ maxDepth: 3 }),
  shapedBody.chain((json) => fc.nat({ max: Math.max(0, json.length - 1) }).map((cut) => json.slice(0, cut))),
  fc.string({ maxLength: 200 }),
  invalidUtf8,
  fc.constantFrom(
    '',
    'null',
    '[]',
    '"string"',
    '1e999',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    '['.repeat(20_000) + ']'.repeat(20_000),
    JSON.stringify({ description: 'x'.repeat(70_000) }),
    '{"a":1,"a":2}',
    '\ufeff{}',
  ),
);

interface FuzzRequest {
  route: RegisteredRoute;
  method: (typeof METHODS)[number];
  params: string[];
  query: string;
  token: TokenKind;
  contentType: string | undefined;
  headers: Record<string, string>;
  body: string | Buffer | undefined;
}

function fuzzRequest(routes: RegisteredRoute[]): fc.Arbitrary<FuzzRequest> {
  return fc.constantFrom(...routes).chain((route) => {
    const paramCount = (route.url.match(/:\w+/g) ?? []).length;
    return fc.record({
      route: fc.constant(route),
      method: fc.oneof(
        { weight: 8, arbitrary: fc.constant(route.method as FuzzRequest['method']) },
        fc.constantFrom(...METHODS),
      ),
      params: fc.array(pathParam, { minLength: paramCount, maxLength: paramCount }),
      query,
      token: tokenKind,
      contentType,
      headers: fc.oneof({ weight: 3, arbitrary: fc.constant({}) }, oddHeaders),
      body: nearlyValidBody(route.url)
        ? fc.oneof({ weight: 2, arbitrary: nearlyValidBody(route.url)! }, anyBody)
        : anyBody,
    });
  });
}

describe.each(testDatabases())('fuzzing every route on $name', (target) => {
  let t: TestApp;
  let tokens: Record<TokenKind, string | undefined>;
  beforeAll(async () => {
    t = await buildTestApp({
      database: target,
      seed: true,
      // Few sign-in failures before 429 keeps the deliberate password hashing short; events go unthrottled
      // so fuzzed bodies reach the database.
      env: { LOGIN_IP_MAX_FAILURES: '5', EVENTS_PER_MINUTE: '1000000' },
    });
    const past = Math.floor(Date.now() / 1000) - 60;
    tokens = {
      none: undefined,
      client: bearer(await login(t.app, CLIENT.email, DEMO_PASSWORD)).authorization,
      other: bearer(await login(t.app, OTHER.email, DEMO_PASSWORD)).authorization,
      junk: 'Bearer a.b.c',
      'alg-none': bearer(forgeToken(CLIENT.userGuid, { header: { alg: 'none' }, secret: null })).authorization,
      expired: bearer(forgeToken(CLIENT.userGuid, { claims: { exp: past } })).authorization,
      long: `Bearer ${'a'.repeat(8_000)}.${'b'.repeat(100)}.c`,
      basic: 'Basic YWRtaW46YWRtaW4=',
    };
  });
  afterAll(() => t?.close());

  // Values the generator reaches only by luck, tried on every field of every public POST route.
  const NASTY: Array<[string, unknown]> = [
    ['a NUL character', 'a\u0000b'],
    ['a lone surrogate', 'a\ud800b'],
    ['a right-to-left override', 'abc\u202edcba'],
    ['an emoji', '😀@example.com'],
    ['3,000 characters', 'x'.repeat(3_000)],
    ['an object', { $gt: '' }],
    ['an array', ['a']],
    ['a number', 1e308],
    ['a boolean', true],
    ['null', null],
  ];
  const nastyCases = Object.entries(VALID_BODIES).flatMap(([url, valid]) =>
    Object.keys(valid).flatMap((field) =>
      NASTY.map(([what, value]) => ({ url, field, what, payload: { ...valid, [field]: value } })),
    ),
  );

  it(`answers ${nastyCases.length} hand-picked nasty field values with 2xx or a 4xx naming the field`, async () => {
    for (const { url, field, what, payload } of nastyCases) {
      const response = await t.app.inject({ method: 'POST', url, payload });
      const where = `${url} with ${what} in ${field} → ${response.statusCode} ${response.body}`;
      expect(response.statusCode, where).toBeLessThan(500);
      if (response.statusCode === 400 && response.headers['content-type']?.toString().startsWith('application/json')) {
        // The bad field, or (a site key check failing first) the site key.
        expect((response.json() as { message: string }).message, where).toMatch(new RegExp(`${field}|siteKey`, 'i'));
      }
    }
  });

  it(`answers ${RUNS} generated requests with 2xx or a clear 4xx, never a 5xx, and keeps answering`, async () => {
    const routes = registeredRoutes(t.app).filter((r) => r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThanOrEqual(20);
    const statuses = new Map<number, number>();
    const byRoute = new Map<string, number>();
    let sent = 0;

    const check = (request: FuzzRequest, response: LightMyRequestResponse) => {
      const where = `${request.method} ${request.route.url} → ${response.statusCode} ${response.body.slice(0, 200)}`;
      expect(response.statusCode, where).toBeLessThan(500);
      expect(response.statusCode, where).toBeGreaterThanOrEqual(200);
      if (response.statusCode < 400 || request.method === 'HEAD') return;
      // A clear message: JSON {error, message}, or one plain sentence (the reset screen shows it as is).
      const type = String(response.headers['content-type'] ?? '');
      if (type.startsWith('application/json')) {
        const json = response.json() as { error?: unknown; message?: unknown };
        expect(typeof json.error, where).toBe('string');
        expect(typeof json.message, where).toBe('string');
        expect((json.message as string).length, where).toBeGreaterThan(0);
      } else {
        expect(type, where).toMatch(/^text\/plain/);
        expect(response.body.trim().length, where).toBeGreaterThan(0);
      }
      expect(response.body, where).not.toMatch(/\bat .+\.(ts|js):\d+|SQLITE_|syntax error at|node_modules/);
    };

    await fc.assert(
      fc.asyncProperty(fuzzRequest(routes), async (request) => {
        const params = [...request.params];
        const url = request.route.url.replace(/:\w+/g, () => params.shift() ?? '') + request.query;
        const headers: Record<string, string> = { ...request.headers };
        const authorization = tokens[request.token];
        if (authorization) headers.authorization = authorization;
        if (request.contentType) headers['content-type'] = request.contentType;
        const options: InjectOptions = { method: request.method, url, headers };
        if (request.body !== undefined && request.method !== 'GET' && request.method !== 'HEAD') {
          options.payload = request.body;
        }
        const response = await t.app.inject(options);
        sent++;
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        byRoute.set(request.route.url, (byRoute.get(request.route.url) ?? 0) + 1);
        check(request, response);
      }),
      // A failure prints its seed; FUZZ_SEED=<seed> replays it.
      { numRuns: RUNS, ...(process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED) } : {}) },
    );

    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ ok: true });
    expect(byRoute.size).toBe(new Set(routes.map((r) => r.url)).size);

    const figure = [...statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
    console.log(`fuzz on ${target.name}: ${sent} requests over ${byRoute.size} routes; statuses ${figure.join(', ')}`);
    expect(sent).toBeGreaterThanOrEqual(RUNS);
  }, 120_000);
});
