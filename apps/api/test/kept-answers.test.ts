import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { bearer, forgeToken, login } from './helpers/auth.js';
import { CLIENT, DEMO_PASSWORD, OTHER, PROJECTS, REPORTS, TICKETS } from './helpers/demo-seed.js';
import { createTestDatabase, seedDemo } from './helpers/test-app.js';

interface Answer {
  status: number;
  /** Response headers in the order sent, names in lower case, without Date (which moves by the second). */
  headers: Array<[string, string]>;
  body: Buffer;
}

/**
 * A seeded app on SQLite listening on a port, counting the requests Fastify routes (an onRequest hook runs for each),
 * so a test can tell an answer sent before routing from a routed one.
 */
async function countingApp(options: { env?: Record<string, string>; logLines?: string[] } = {}) {
  const testDb = await createTestDatabase('sqlite', options.env);
  await migrateToLatest(testDb.db);
  await seedDemo(testDb.db);
  const logLines = options.logLines;
  const stream = logLines
    ? new Writable({
        write(chunk: Buffer, _encoding, callback) {
          logLines.push(...chunk.toString().split('\n').filter(Boolean));
          callback();
        },
      })
    : undefined;
  const app: FastifyInstance = await buildApp({
    config: testDb.config,
    database: testDb.database,
    logger: stream ? { stream } : false,
  });
  let routed = 0;
  app.addHook('onRequest', (_request, _reply, done) => {
    routed++;
    done();
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const token = await login(app, CLIENT.email, DEMO_PASSWORD);

  const send = (method: string, url: string, headers: Record<string, string>) =>
    new Promise<Answer>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, method, path: url, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const pairs: Array<[string, string]> = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            const name = res.rawHeaders[i]!.toLowerCase();
            if (name !== 'date') pairs.push([name, res.rawHeaders[i + 1]!]);
          }
          resolve({ status: res.statusCode!, headers: pairs, body: Buffer.concat(chunks) });
        });
        res.on('error', reject);
      });
      request.on('error', reject);
      request.end();
    });

  /** A request, and whether Fastify routed it. */
  const request = async (url: string, headers: Record<string, string> = bearer(token), method = 'GET') => {
    const before = routed;
    const answer = await send(method, url, headers);
    return { ...answer, isRouted: routed > before };
  };
  return {
    app,
    db: testDb.db,
    token,
    request,
    async close() {
      await app.close();
      await testDb.close();
    },
  };
}

const READS = {
  'the signed-in user': '/api/users/me',
  'the project list': `/api/projects/user/${CLIENT.userGuid}`,
  'a project': `/api/projects/${PROJECTS.redesign}`,
  'a project’s tickets': `/api/ticketviews/project/${PROJECTS.redesign}`,
  'a ticket’s updates': `/api/updates/ticket/${TICKETS.biosInProgress}`,
  'a Site Care report': `/api/sitecarereports/${REPORTS.acmeNovember}`,
};

describe('kept answers sent before routing (SQLite)', () => {
  let t: Awaited<ReturnType<typeof countingApp>>;
  beforeAll(async () => {
    t = await countingApp();
  });
  afterAll(() => t.close());

  it.each(Object.entries(READS))(
    'answers a repeated read of %s with the status, headers and bytes the routed answer had',
    async (_name, url) => {
      const first = await t.request(url);
      expect(first.status).toBe(200);
      expect(first.isRouted).toBe(true);
      const again = await t.request(url);
      expect(again.isRouted).toBe(false);
      expect(again.status).toBe(first.status);
      expect(again.headers).toEqual(first.headers);
      expect(again.body.equals(first.body)).toBe(true);
      expect(new Map(again.headers).get('cache-control')).toBe('no-store');
    },
  );

  it('sends a kept compressed answer with the headers of the routed one, to a client that accepts it', async () => {
    const url = READS['a project’s tickets'];
    const plain = await t.request(url);
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const encoding of ['br', 'gzip'] as const) {
      const headers = { ...bearer(t.token), 'accept-encoding': encoding };
      const first = await t.request(url, headers);
      const again = await t.request(url, headers);
      expect(again.isRouted).toBe(false);
      expect(again.headers).toEqual(first.headers);
      expect(new Map(again.headers).get('content-encoding')).toBe(encoding);
      const decode = encoding === 'br' ? zlib.brotliDecompressSync : zlib.gunzipSync;
      expect(decode(again.body).equals(plain.body)).toBe(true);
    }
    // An encoding not kept (deflate only) gets the answer as it is, as the routed path sends it.
    const deflate = await t.request(url, { ...bearer(t.token), 'accept-encoding': 'deflate' });
    expect(deflate.isRouted).toBe(false);
    expect(deflate.headers).toEqual(plain.headers);
    expect(deflate.body.equals(plain.body)).toBe(true);
  });

  it('shows a change to the data on the next request', async () => {
    const url = READS['a project'];
    await t.request(url);
    expect((await t.request(url)).isRouted).toBe(false);
    await t.db
      .updateTable('projects')
      .set({ name: 'Acme Relaunch' })
      .where('project_guid', '=', PROJECTS.redesign)
      .execute();
    try {
      const after = await t.request(url);
      expect(after.isRouted).toBe(true);
      expect(after.body.toString()).toContain('Acme Relaunch');
    } finally {
      await t.db
        .updateTable('projects')
        .set({ name: 'Acme Website Redesign' })
        .where('project_guid', '=', PROJECTS.redesign)
        .execute();
    }
  });

  it('refuses a token issued before a password reset, while the new token’s answer is kept', async () => {
    const url = READS['a project'];
    const before = await login(t.app, CLIENT.email, DEMO_PASSWORD);
    await t.request(url, bearer(before));
    expect((await t.request(url, bearer(before))).isRouted).toBe(false);
    // What a password reset does to the user's row.
    await t.db
      .updateTable('users')
      .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
      .where('user_guid', '=', CLIENT.userGuid)
      .execute();
    try {
      const after = await login(t.app, CLIENT.email, DEMO_PASSWORD);
      const refused = await t.request(url, bearer(before));
      expect(refused.status).toBe(401);
      expect(refused.body.toString()).not.toContain('Acme');
      // The new token's user row and answer are now kept; the old token still gets nothing from them.
      await t.request(url, bearer(after));
      expect((await t.request(url, bearer(after))).isRouted).toBe(false);
      const stillRefused = await t.request(url, bearer(before));
      expect(stillRefused.status).toBe(401);
      expect(stillRefused.body.toString()).not.toContain('Acme');
    } finally {
      // The other tests' token is of the version before.
      await t.db
        .updateTable('users')
        .set((eb) => ({ token_version: eb('token_version', '-', 1) }))
        .where('user_guid', '=', CLIENT.userGuid)
        .execute();
    }
  });

  it('refuses a token once it expires, though its answer is kept', async () => {
    const version = await t.db
      .selectFrom('users')
      .select('token_version')
      .where('user_guid', '=', CLIENT.userGuid)
      .executeTakeFirstOrThrow();
    const exp = Math.floor(Date.now() / 1000) + 2;
    const token = forgeToken(CLIENT.userGuid, { claims: { ver: version.token_version, exp } });
    const url = READS['a project'];
    expect((await t.request(url, bearer(token))).status).toBe(200);
    expect((await t.request(url, bearer(token))).isRouted).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, exp * 1000 - Date.now() + 50));
    const refused = await t.request(url, bearer(token));
    expect(refused.status).toBe(401);
    expect(refused.body.toString()).not.toContain('Acme');
  });

  it('never sends one user’s kept answer to another, nor to a request without a valid token', async () => {
    const url = READS['a project'];
    await t.request(url);
    expect((await t.request(url)).isRouted).toBe(false);
    const other = await login(t.app, OTHER.email, DEMO_PASSWORD);
    expect((await t.request(url, bearer(other))).status).toBe(401);
    expect((await t.request(url, {})).status).toBe(401);
    const [head, payload] = t.token.split('.');
    expect((await t.request(url, { authorization: `Bearer ${head}.${payload}.forged` })).status).toBe(401);
    expect((await t.request(url, { authorization: `Basic ${t.token}` })).status).toBe(401);
  });

  it('routes a HEAD request, answering with the GET’s headers and no body', async () => {
    const url = READS['a project'];
    const get = await t.request(url);
    const head = await t.request(url, bearer(t.token), 'HEAD');
    expect(head.isRouted).toBe(true);
    expect(head.status).toBe(200);
    expect(new Map(head.headers).get('content-length')).toBe(new Map(get.headers).get('content-length'));
    expect(head.body.length).toBe(0);
  });
});

describe('kept answers behind a trusted proxy', () => {
  let t: Awaited<ReturnType<typeof countingApp>>;
  beforeAll(async () => {
    t = await countingApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  it.each([
    ['https', true],
    ['http', false],
    ['http, https', true],
    ['https, http', false],
  ])('with X-Forwarded-Proto “%s” sends HSTS (%s) as the routed answer does', async (proto, hasHsts) => {
    const headers = { ...bearer(t.token), 'x-forwarded-proto': proto };
    const url = READS['a project’s tickets'];
    const first = await t.request(url, headers);
    const again = await t.request(url, headers);
    expect(again.isRouted).toBe(false);
    expect(again.headers).toEqual(first.headers);
    expect(new Map(again.headers).has('strict-transport-security')).toBe(hasHsts);
  });
});

describe('kept answers while request lines are logged', () => {
  it('routes every request at info level, so each one writes its request lines', async () => {
    const logLines: string[] = [];
    const t = await countingApp({ env: { LOG_LEVEL: 'info' }, logLines });
    try {
      const url = READS['a project'];
      await t.request(url);
      const again = await t.request(url);
      expect(again.isRouted).toBe(true);
      const completed = logLines
        .map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string } })
        .filter((line) => line.msg === 'request completed');
      // The sign-in and both reads.
      expect(completed).toHaveLength(3);
    } finally {
      await t.close();
    }
  });
});

describe('kept answers without a read cache', () => {
  it('leaves every request to Fastify when READ_CACHE_MB is 0', async () => {
    const t = await countingApp({ env: { READ_CACHE_MB: '0' } });
    try {
      const url = READS['a project'];
      expect((await t.request(url)).isRouted).toBe(true);
      expect((await t.request(url)).isRouted).toBe(true);
    } finally {
      await t.close();
    }
  });
});
