import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isBackgroundQuery } from '../bench/instrumented-app.js';
import { openDatabase, type DatabaseHandle } from '../src/db/database.js';
import { createReadCache } from '../src/db/read-cache.js';
import { cachedAnswer } from '../src/routes/cached-answer.js';
import { bearer, login } from './helpers/auth.js';
import { CLIENT, DEMO_PASSWORD, OTHER, PROJECTS } from './helpers/demo-seed.js';
import { buildTestApp, testDatabases, TEST_JWT_SECRET, type TestApp } from './helpers/test-app.js';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TSX_CLI = path.resolve(API_DIR, '../../node_modules/tsx/dist/cli.mjs');

/**
 * An app on a seeded database that records the statements each request runs, listening on a port: requests reach it
 * over a socket, as in production (the change marker's reading of other connections' commits is tied to the event
 * loop's turns, which an in-process inject() does not go through).
 */
async function recordingApp(
  database: Parameters<typeof buildTestApp>[0]['database'],
  env: Record<string, string> = {},
) {
  let statements: string[] = [];
  const t = await buildTestApp({
    database,
    seed: true,
    env,
    onQuery: (sql) => {
      if (!isBackgroundQuery(sql)) statements.push(sql);
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const token = await login(t.app, CLIENT.email, DEMO_PASSWORD);
  /** One GET as the demo client (or `as`): its status, body (as sent, not decompressed) and its statement count. */
  const get = async (url: string, as = token, headers: Record<string, string> = {}) => {
    statements = [];
    const response = await new Promise<{ status: number; raw: Buffer; headers: http.IncomingHttpHeaders }>(
      (resolve, reject) => {
        const request = http.get(
          { host: '127.0.0.1', port, path: url, headers: { ...bearer(as), ...headers }, agent: false },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ status: res.statusCode!, raw: Buffer.concat(chunks), headers: res.headers }));
            res.on('error', reject);
          },
        );
        request.on('error', reject);
      },
    );
    return {
      status: response.status,
      body: response.raw.toString(),
      raw: response.raw,
      headers: response.headers,
      statements: statements.length,
    };
  };
  return { t, token, get };
}

const sqliteFile = (t: TestApp) => {
  if (t.config.database.kind !== 'sqlite') throw new Error('expected SQLite');
  return t.config.database.file;
};

describe('answers kept until the database changes (SQLite)', () => {
  let app: Awaited<ReturnType<typeof recordingApp>>;
  let other: DatabaseHandle | undefined;
  beforeAll(async () => {
    app = await recordingApp('sqlite');
  });
  afterAll(() => app.t.close());
  afterEach(async () => {
    await other?.db.destroy();
    other = undefined;
  });

  it('answers a repeated read without reading the database, with the same body', async () => {
    const url = `/api/projects/${PROJECTS.redesign}`;
    const first = await app.get(url);
    expect(first.status).toBe(200);
    expect(first.statements).toBeGreaterThan(0);
    const second = await app.get(url);
    expect(second.statements).toBe(0);
    expect(second.body).toBe(first.body);
    expect(second.body).toContain('Acme Website Redesign');
    // The routes read no query string, so one does not make a new entry.
    const withQuery = await app.get(`${url}?refresh=${Date.now()}`);
    expect(withQuery.statements).toBe(0);
    expect(withQuery.body).toBe(first.body);
  });

  it('shows a change made through the server’s own connection on the next request', async () => {
    const url = `/api/projects/${PROJECTS.redesign}`;
    await app.get(url);
    await app.t.db
      .updateTable('projects')
      .set({ name: 'Acme Website Relaunch' })
      .where('project_guid', '=', PROJECTS.redesign)
      .execute();
    const after = await app.get(url);
    expect(after.statements).toBeGreaterThan(0);
    expect(after.body).toContain('Acme Website Relaunch');
    await app.t.db
      .updateTable('projects')
      .set({ name: 'Acme Website Redesign' })
      .where('project_guid', '=', PROJECTS.redesign)
      .execute();
  });

  it('shows a change committed by another connection (another process) on the next request', async () => {
    const list = `/api/projects/user/${CLIENT.userGuid}`;
    const project = `/api/projects/${PROJECTS.mobileApp}`;
    expect((await app.get(list)).body).toContain(PROJECTS.mobileApp);
    expect((await app.get(project)).status).toBe(200);
    expect((await app.get(project)).statements).toBe(0);

    other = openDatabase({ kind: 'sqlite', file: sqliteFile(app.t) });
    await other.db
      .deleteFrom('project_users')
      .where('project_guid', '=', PROJECTS.mobileApp)
      .where('user_guid', '=', CLIENT.userGuid)
      .execute();

    // Revoked: the project is gone from the list and its page is refused, though both were cached.
    expect((await app.get(list)).body).not.toContain(PROJECTS.mobileApp);
    expect((await app.get(project)).status).toBe(401);

    await other.db
      .insertInto('project_users')
      .values({ project_guid: PROJECTS.mobileApp, user_guid: CLIENT.userGuid })
      .execute();
    expect((await app.get(project)).status).toBe(200);
  });

  it('keeps a large answer compressed for each encoding asked for, and never one older than the database', async () => {
    const url = `/api/ticketviews/project/${PROJECTS.redesign}`;
    const plain = await app.get(url);
    expect(plain.body.length).toBeGreaterThan(1024);
    const decoded = { gzip: zlib.gunzipSync, br: zlib.brotliDecompressSync };
    const compressions = { gzip: vi.spyOn(zlib, 'gzip'), br: vi.spyOn(zlib, 'brotliCompress') };
    const ticket = await app.t.db
      .selectFrom('tickets')
      .select(['ticket_guid', 'name'])
      .where('project_guid', '=', PROJECTS.redesign)
      .executeTakeFirstOrThrow();
    const rename = (name: string) =>
      app.t.db.updateTable('tickets').set({ name }).where('ticket_guid', '=', ticket.ticket_guid).execute();
    try {
      for (const encoding of ['gzip', 'br'] as const) {
        const first = await app.get(url, app.token, { 'accept-encoding': encoding });
        const again = await app.get(url, app.token, { 'accept-encoding': encoding });
        for (const response of [first, again]) {
          expect(response.headers['content-encoding']).toBe(encoding);
          expect(response.headers.vary).toMatch(/accept-encoding/i);
          expect(decoded[encoding](response.raw).toString()).toBe(plain.body);
        }
        expect(again.statements).toBe(0);
        // Compressed once, then answered from the cache.
        expect(compressions[encoding]).toHaveBeenCalledTimes(1);
      }
      // A browser's usual header: brotli preferred, as the compression plugin negotiates it.
      const browser = await app.get(url, app.token, { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(browser.headers['content-encoding']).toBe('br');
      expect(compressions.br).toHaveBeenCalledTimes(1);
      // Neither: the answer as it is.
      const deflateOnly = await app.get(url, app.token, { 'accept-encoding': 'deflate' });
      expect(deflateOnly.headers['content-encoding']).toBeUndefined();
      expect(deflateOnly.body).toBe(plain.body);

      await rename('Hero image is blurry on retina screens');
      for (const encoding of ['gzip', 'br'] as const) {
        const after = decoded[encoding](
          (await app.get(url, app.token, { 'accept-encoding': encoding })).raw,
        ).toString();
        expect(after).toContain('Hero image is blurry on retina screens');
        expect(after).toBe((await app.get(url)).body);
        expect(compressions[encoding]).toHaveBeenCalledTimes(2);
      }
    } finally {
      vi.restoreAllMocks();
      await rename(ticket.name);
    }
  });

  it('never gives one user the answer kept for another', async () => {
    const url = `/api/projects/${PROJECTS.redesign}`;
    expect((await app.get(url)).status).toBe(200);
    expect((await app.get(url)).statements).toBe(0);
    const otherToken = await login(app.t.app, OTHER.email, DEMO_PASSWORD);
    const refused = await app.get(url, otherToken);
    expect(refused.status).toBe(401);
    expect(refused.body).not.toContain('Acme Website Redesign');
    // The other user's own project list is theirs, not the cached one of the demo client at another URL.
    const own = await app.get(`/api/projects/user/${OTHER.userGuid}`, otherToken);
    expect(own.status).toBe(200);
    expect(own.body).not.toContain(PROJECTS.redesign);
  });

  it('refuses a cached user’s token on the next request once the admin CLI disables the account', async () => {
    const me = await app.get('/api/users/me');
    expect(me.status).toBe(200);
    expect((await app.get('/api/users/me')).statements).toBe(0);

    await promisify(execFile)(
      process.execPath,
      [TSX_CLI, 'src/admin/cli.ts', 'user', 'disable', '--email', CLIENT.email],
      {
        cwd: API_DIR,
        env: { PATH: process.env.PATH, DATABASE_URL: `sqlite:${sqliteFile(app.t)}`, JWT_SECRET: TEST_JWT_SECRET },
        timeout: 25_000,
      },
    );

    expect((await app.get('/api/users/me')).status).toBe(401);
    expect((await app.get(`/api/projects/${PROJECTS.redesign}`)).status).toBe(401);
  });
});

/** Where every request reads the database: the cache turned off, and PostgreSQL (no cache there). */
const uncachedTargets = [
  { name: 'SQLite with READ_CACHE_MB=0', database: 'sqlite' as const, env: { READ_CACHE_MB: '0' } },
  ...testDatabases()
    .filter((target) => target.kind === 'postgres')
    .map((target) => ({ name: target.name, database: target, env: {} })),
];

describe.each(uncachedTargets)('on $name', ({ database, env }) => {
  let app: Awaited<ReturnType<typeof recordingApp>>;
  beforeAll(async () => {
    app = await recordingApp(database, env);
  });
  afterAll(() => app.t.close());

  it('reads the database on every request', async () => {
    const url = `/api/projects/${PROJECTS.redesign}`;
    const first = await app.get(url);
    const second = await app.get(url);
    expect(second.status).toBe(200);
    expect(second.statements).toBe(first.statements);
    expect(second.statements).toBeGreaterThan(0);
  });
});

describe('createReadCache', () => {
  /** A cache over a marker the test moves by hand. */
  function cacheWithMarker(maxBytes = 1024 * 1024) {
    const state = { marker: 0 };
    const cache = createReadCache({ changeMarker: () => state.marker }, maxBytes);
    let loads = 0;
    const read = (key: string, value: string) =>
      cache.read(key, async () => {
        loads++;
        return value;
      });
    return { state, cache, read, loads: () => loads };
  }

  it('loads again once the marker moves', async () => {
    const { state, read, loads } = cacheWithMarker();
    expect(await read('k', 'one')).toBe('one');
    expect(await read('k', 'two')).toBe('one');
    expect(loads()).toBe(1);
    state.marker++;
    expect(await read('k', 'three')).toBe('three');
    expect(loads()).toBe(2);
  });

  it('peeks at a kept value only while the marker is unchanged, and never loads', async () => {
    const { state, cache, read, loads } = cacheWithMarker();
    expect(cache.peek('k')).toBeUndefined();
    await read('k', 'one');
    expect(cache.peek('k')).toBe('one');
    state.marker++;
    expect(cache.peek('k')).toBeUndefined();
    expect(loads()).toBe(1);
    // A kept null (no such user) is a value, not a miss.
    await cache.read('none', async () => null);
    expect(cache.peek('none')).toBeNull();
  });

  it('does not keep what was loaded while the database changed', async () => {
    const { state, cache } = cacheWithMarker();
    // The write lands while the read is in progress: what it loaded may predate the write.
    const during = await cache.read('k', async () => {
      state.marker++;
      return 'loaded during a write';
    });
    expect(during).toBe('loaded during a write');
    expect(await cache.read('k', async () => 'after the write')).toBe('after the write');
    expect(await cache.read('k', async () => 'not loaded')).toBe('after the write');
  });

  it('keeps nothing from a load that failed', async () => {
    const { cache } = cacheWithMarker();
    await expect(cache.read('k', () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(await cache.read('k', async () => 'loaded')).toBe('loaded');
  });

  it('stays within its memory bound, dropping the least recently used', async () => {
    const { read, loads } = cacheWithMarker(10_000);
    const big = 'x'.repeat(2_000);
    for (let i = 0; i < 10; i++) await read(`k${i}`, big);
    expect(loads()).toBe(10);
    await read('k9', big);
    expect(loads()).toBe(10);
    await read('k0', big);
    expect(loads()).toBe(11);
  });

  it('passes every read through when the database has no change marker (PostgreSQL) or the size is 0', async () => {
    for (const cache of [createReadCache({}, 1024 * 1024), createReadCache({ changeMarker: () => 0 }, 0)]) {
      let loads = 0;
      for (let i = 0; i < 3; i++) await cache.read('k', async () => ++loads);
      expect(loads).toBe(3);
      expect(cache.peek('k')).toBeUndefined();
    }
  });
});

describe('cachedAnswer', () => {
  /** A reply that records what was sent. */
  const fakeReply = () => {
    const sent: { headers: Record<string, string | number>; body?: Buffer } = { headers: {} };
    const reply = {
      headers: (headers: Record<string, string | number>) => (Object.assign(sent.headers, headers), reply),
      send: (body: Buffer) => ((sent.body = body), reply),
    };
    return { reply: reply as unknown as FastifyReply, sent };
  };
  const request = {
    url: `/api/projects/${PROJECTS.redesign}`,
    headers: { 'accept-encoding': 'gzip' },
    authUser: { userGuid: CLIENT.userGuid, email: CLIENT.email, firstName: 'Casey', lastName: 'Client' },
  } as unknown as FastifyRequest;

  it('keeps each answer in memory of its own size, so the cache’s bound counts what it holds', async () => {
    const cache = createReadCache({ changeMarker: () => 0 }, 1024 * 1024);
    // A small answer would otherwise be a slice of Node's shared 8 kB pool, a compressed one of zlib's 16 kB chunk.
    const handle = cachedAnswer(cache, async () => ({ padding: 'x'.repeat(1500) }));
    for (const headers of [{}, { 'accept-encoding': 'gzip' }, { 'accept-encoding': 'br' }]) {
      const { reply, sent } = fakeReply();
      await handle({ ...request, headers } as unknown as FastifyRequest, reply);
      expect(sent.body!.buffer.byteLength).toBe(sent.body!.length);
    }
  });

  it('makes a compressed copy from the answer as it is when the database changed after the answer was read', async () => {
    let marker = 0;
    let version = 'before';
    let lookups = 0;
    const cache = createReadCache(
      {
        changeMarker: () => {
          // A write lands between this request's read of the answer and its read of the compressed copy.
          if (++lookups === 2) {
            marker++;
            version = 'after';
          }
          return marker;
        },
      },
      1024 * 1024,
    );
    const handle = cachedAnswer(cache, async () => ({ version, padding: 'x'.repeat(2048) }));
    await handle(request, fakeReply().reply);
    const next = fakeReply();
    await handle(request, next.reply);
    expect(next.sent.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(next.sent.body!).toString()).version).toBe('after');
  });
});
