/**
 * Several API processes on one PostgreSQL and one Redis share everything: a token from one works on the
 * other, a sign-in rate limit counted on one holds on the other. And with the database gone, requests fail fast
 * with 503 and recover by themselves when it is back. Needs TEST_DATABASE_URL (PostgreSQL) and, for the
 * two-process part, Redis (TEST_REDIS_URL, default redis://127.0.0.1:6379); without them those tests are not
 * registered at all. The pool's configuration and the fast 503 with nothing listening need neither. Redis going
 * away and coming back needs Redis only.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_AUTH_SITE_KEY } from '@client-portal/contract';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { children, freePort, PROCESS_TEST_TIMEOUT_MS, startProcess, stopProcess } from './helpers/processes.js';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { hashPassword } from '../src/lib/password.js';
import { addressAndIp } from '../src/plugins/limiters.js';
import { DEMO_PASSWORD, OTHER } from './helpers/demo-seed.js';
import { createPgSchema } from './helpers/pg-schema.js';
import { buildTestApp, type TestApp } from './helpers/test-app.js';
import { LogCapture } from './security/support.js';
import { redisAnswers, TEST_REDIS_URL } from './helpers/redis.js';

const DATABASE_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = TEST_REDIS_URL;
const PASSWORD = 'ScaleOut-Passw0rd';

const hasRedis = await redisAnswers();

/**
 * How long a test waits for requests to succeed again once PostgreSQL or Redis is back: that they recover is what is
 * checked, and on a loaded machine reconnecting can take far longer than the second or two it takes on an idle one.
 */
const RECOVERY_WAIT_MS = 60_000;

/** A fresh schema in the test database with one user; drop() removes it. */
async function createSchemaWithUser(email: string) {
  const schema = `scale_${randomBytes(6).toString('hex')}`;
  await createPgSchema(DATABASE_URL!, schema);
  const url = new URL(DATABASE_URL!);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const database = openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2, connectTimeoutMs: 2000 });
  const userGuid = crypto.randomUUID();
  try {
    await migrateToLatest(database.db);
    await database.db
      .insertInto('users')
      .values({
        user_guid: userGuid,
        email,
        first_name: 'Scale',
        last_name: 'Out',
        password_hash: await hashPassword(PASSWORD),
        disabled_at: null,
        created_at: new Date().toISOString(),
      })
      .execute();
  } finally {
    await database.db.destroy();
  }
  return {
    schema,
    userGuid,
    /** DATABASE_URL for a server process: the test database with this schema first on the search path. */
    databaseUrl: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: DATABASE_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    },
  };
}

async function authenticate(baseUrl: string, email: string, password: string, ip: string) {
  return fetch(`${baseUrl}/api/auth/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ username: email, password, siteKey: DEFAULT_AUTH_SITE_KEY }),
  });
}

if (DATABASE_URL && hasRedis) {
  describe('two API processes on one PostgreSQL and one Redis', { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
    const email = `scale-${randomBytes(4).toString('hex')}@example.com`;
    // Behind a proxy (TRUST_PROXY) each test run signs in from an address of its own.
    const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'client-portal-scale-'));
    let schema: Awaited<ReturnType<typeof createSchemaWithUser>>;
    let a: string;
    let b: string;
    let output: () => string;

    beforeAll(async () => {
      schema = await createSchemaWithUser(email);
      const env = {
        NODE_ENV: 'production',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        DATABASE_URL: schema.databaseUrl,
        REDIS_URL,
        JWT_SECRET: randomBytes(32).toString('base64url'),
        TRUST_PROXY: 'true',
        LOGIN_MAX_FAILURES: '3',
        PUBLIC_URL: 'http://portal.example',
        // No SPA needed: an empty directory keeps the servers off the shared build.
        WEB_DIST: dataDir,
      };
      const [first, second] = await Promise.all([
        startProcess('API process A', 'src/server.ts', { ...env, DATA_DIR: path.join(dataDir, 'a') }),
        startProcess('API process B', 'src/server.ts', { ...env, DATA_DIR: path.join(dataDir, 'b') }),
      ]);
      a = first.url;
      b = second.url;
      // What both servers printed, for the message of a failed expectation.
      output = () => `A:\n${first.output()}\nB:\n${second.output()}`;
    }, PROCESS_TEST_TIMEOUT_MS);

    afterAll(async () => {
      await Promise.all([...children].map(stopProcess));
      await schema?.drop();
      const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
      const pair = addressAndIp(email, ip);
      await redis
        .del(`rl:login-email:${email}`, `rl:login-ip:${ip}`, `rl:login-pair:${pair}`, `rl:login-known:${pair}`)
        .catch(() => {});
      redis.disconnect();
      rmSync(dataDir, { recursive: true, force: true });
    }, PROCESS_TEST_TIMEOUT_MS);

    it('accepts on one process a token signed in on the other', async () => {
      const signIn = await authenticate(a, email, PASSWORD, ip);
      expect(signIn.status, output()).toBe(200);
      const { token } = (await signIn.json()) as { token: string };
      const me = await fetch(`${b}/api/users/me`, { headers: { authorization: `Bearer ${token}` } });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { email: string }).email).toBe(email);
      const tampered = await fetch(`${b}/api/users/me`, { headers: { authorization: `Bearer ${token}x` } });
      expect(tampered.status).toBe(401);
    });

    it('shows on both processes, at the very next read, a change written elsewhere while both keep answers', async () => {
      const signIn = await authenticate(a, email, PASSWORD, ip);
      expect(signIn.status, output()).toBe(200);
      const { token } = (await signIn.json()) as { token: string };
      const firstName = async (url: string) => {
        const me = await fetch(`${url}/api/users/me`, { headers: { authorization: `Bearer ${token}` } });
        expect(me.status, output()).toBe(200);
        return ((await me.json()) as { firstName: string }).firstName;
      };
      // Read twice on each: the second answer is the kept one.
      for (const url of [a, b, a, b]) expect(await firstName(url)).toBe('Scale');
      const writer = new pg.Client({ connectionString: schema.databaseUrl });
      await writer.connect();
      try {
        await writer.query(`UPDATE users SET first_name = 'Renamed' WHERE email = $1`, [email]);
      } finally {
        await writer.end();
      }
      expect(await firstName(a)).toBe('Renamed');
      expect(await firstName(b)).toBe('Renamed');
    });

    it('holds on one process a sign-in limit counted on the other', async () => {
      for (let i = 0; i < 3; i++) {
        expect((await authenticate(a, email, 'wrong-password', ip)).status, output()).toBe(401);
      }
      // The right password on the other process: the address, from this source, is already locked out there.
      const locked = await authenticate(b, email, PASSWORD, ip);
      expect(locked.status, output()).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await authenticate(a, email, PASSWORD, ip)).status).toBe(429);
    });
  });
}

/** A TCP proxy (to PostgreSQL or Redis) that the test can stop, make hang, and start again, as a restart would. */
function createTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  const relays = new Set<{ client: net.Socket; upstream: net.Socket }>();
  let mode: 'forward' | 'hang' = 'forward';
  let server: net.Server | undefined;
  let port = 0;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer((client) => {
        track(client);
        // Accepted and then silence: a database that is reachable but not answering.
        if (mode === 'hang') return;
        const upstream = net.connect(target.port, target.host);
        track(upstream);
        client.pipe(upstream).pipe(client);
        const relay = { client, upstream };
        relays.add(relay);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => {
          client.destroy();
          relays.delete(relay);
        });
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  const close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server) return resolve();
      server.close(() => resolve());
      server = undefined;
    });
  return {
    get port() {
      return port;
    },
    start: async (nextMode: 'forward' | 'hang' = 'forward') => {
      mode = nextMode;
      await listen();
    },
    /** Stops listening and cuts every open connection: the database went away. */
    stop: close,
    /** Open connections stay open but nothing more is relayed either way: a server that stalled. */
    freeze() {
      for (const { client, upstream } of relays) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
  };
}

if (DATABASE_URL) {
  describe('the database going away and coming back', () => {
    const target = new URL(DATABASE_URL);
    const proxy = createTcpProxy({ host: target.hostname || '127.0.0.1', port: Number(target.port || 5432) });
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'client-portal-dbdown-'));
    let schema: Awaited<ReturnType<typeof createSchemaWithUser>>;
    let app: Awaited<ReturnType<typeof buildApp>>;
    let closeDatabase: () => Promise<void>;
    let headers: Record<string, string>;

    beforeAll(async () => {
      schema = await createSchemaWithUser(`dbdown-${randomBytes(4).toString('hex')}@example.com`);
      await proxy.start();
      const url = new URL(schema.databaseUrl);
      url.host = `127.0.0.1:${proxy.port}`;
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        DATABASE_URL: url.toString(),
        DB_POOL_SIZE: '2',
        DB_CONNECT_TIMEOUT: '1s',
        JWT_SECRET: randomBytes(32).toString('base64url'),
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'false',
      });
      const database = openDatabase(config.database);
      closeDatabase = () => database.db.destroy();
      app = await buildApp({ config, database });
      await app.ready();
      headers = { authorization: `Bearer ${app.signToken({ userGuid: schema.userGuid, tokenVersion: 0 })}` };
    }, PROCESS_TEST_TIMEOUT_MS);

    afterAll(async () => {
      await app?.close();
      await proxy.stop();
      await closeDatabase?.().catch(() => {});
      await schema?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }, PROCESS_TEST_TIMEOUT_MS);

    async function timedGet() {
      const started = Date.now();
      const response = await app.inject({ method: 'GET', url: '/api/users/me', headers });
      return { response, ms: Date.now() - started };
    }

    it(
      'answers 503 at once while the database is down, and recovers by itself when it is back',
      async () => {
        expect((await timedGet()).response.statusCode).toBe(200);

        await proxy.stop();
        for (let i = 0; i < 3; i++) {
          const { response, ms } = await timedGet();
          expect(response.statusCode).toBe(503);
          expect(response.json()).toMatchObject({ error: 'unavailable' });
          expect(response.headers['retry-after']).toBeDefined();
          expect(ms).toBeLessThan(1500);
        }

        await proxy.start();
        await vi.waitFor(async () => expect((await timedGet()).response.statusCode).toBe(200), {
          timeout: RECOVERY_WAIT_MS,
          interval: 200,
        });
      },
      PROCESS_TEST_TIMEOUT_MS,
    );

    it(
      'answers 503 within DB_CONNECT_TIMEOUT when the database accepts connections but does not answer',
      async () => {
        await proxy.stop();
        await proxy.start('hang');
        try {
          const { response, ms } = await timedGet();
          expect(response.statusCode).toBe(503);
          // DB_CONNECT_TIMEOUT is 1 s: a request never waits for the operating system's TCP time-outs.
          expect(ms).toBeLessThan(3000);
        } finally {
          await proxy.stop();
          await proxy.start();
        }
        await vi.waitFor(async () => expect((await timedGet()).response.statusCode).toBe(200), {
          timeout: RECOVERY_WAIT_MS,
          interval: 200,
        });
      },
      PROCESS_TEST_TIMEOUT_MS,
    );
  });
}

if (hasRedis) {
  describe('Redis going away and coming back', () => {
    const target = new URL(REDIS_URL);
    const proxy = createTcpProxy({ host: target.hostname || '127.0.0.1', port: Number(target.port || 6379) });
    const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.1`;
    // Unknown addresses lock like known ones; fresh ones keep this run's counters apart from any other.
    const guess = () => `away-${randomBytes(4).toString('hex')}@example.com`;
    const guessed: string[] = [];
    const log = new LogCapture();
    const warnings = () => log.lines.filter((line) => line.level === 40).map((line) => line.msg);
    let t: TestApp;
    let redis: Redis;

    beforeAll(async () => {
      await proxy.start();
      const url = new URL(REDIS_URL);
      url.host = `127.0.0.1:${proxy.port}`;
      t = await buildTestApp({
        database: 'sqlite',
        seed: true,
        env: { REDIS_URL: url.toString(), LOG_LEVEL: 'info' },
        logStream: log,
      });
      redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
    }, PROCESS_TEST_TIMEOUT_MS);

    afterAll(async () => {
      await t?.close();
      await proxy.stop();
      const keys = guessed.flatMap((email) => [`rl:login-email:${email}`, `rl:login-pair:${addressAndIp(email, ip)}`]);
      await redis?.del(...keys, `rl:login-ip:${ip}`, `rl:login-known:${addressAndIp(OTHER.email, ip)}`);
      redis?.disconnect();
    });

    const signIn = (username: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/authenticate',
        remoteAddress: ip,
        payload: { username, password, siteKey: t.config.authSiteKey },
      });
    async function failFor(email: string) {
      guessed.push(email);
      expect((await signIn(email, 'Wrong-password-1')).statusCode).toBe(401);
    }
    const countedInRedis = async (email: string) => Number(await redis.get(`rl:login-email:${email}`));

    it(
      'counts in Redis, keeps signing in while Redis stalls or is gone, and counts in Redis again once it is back',
      async () => {
        const first = guess();
        await failFor(first);
        expect(await countedInRedis(first)).toBe(1);

        // Connected, but answering nothing: each limiter call gives up on Redis after its command time-out.
        proxy.freeze();
        const stalled = guess();
        guessed.push(stalled);
        for (const [email, password, status] of [
          [OTHER.email, DEMO_PASSWORD, 200],
          [stalled, 'Wrong-password-1', 401],
        ] as const) {
          const started = Date.now();
          expect((await signIn(email, password)).statusCode).toBe(status);
          // Answered, not held: three rounds of limiter calls give up on Redis after 250 ms each (about 0.75 s, plus the
          // password hash). The bound leaves room for a busy machine; without the time-out the request never returns.
          expect(Date.now() - started).toBeLessThan(5000);
        }
        expect(await countedInRedis(stalled)).toBe(0);
        // Said once, not for every call: the warnings are at most one a minute while Redis stays connected.
        expect(warnings()).toEqual(['A Redis command failed: this rate limit was counted in this process only']);

        await proxy.stop();
        expect((await signIn(OTHER.email, DEMO_PASSWORD)).statusCode).toBe(200);
        const meanwhile = guess();
        await failFor(meanwhile);
        expect(await countedInRedis(meanwhile)).toBe(0);

        await proxy.start();
        // The client reconnects by itself (its back-off is at most 2 s).
        const deadline = Date.now() + RECOVERY_WAIT_MS;
        let counted = 0;
        while (Date.now() < deadline && counted === 0) {
          await new Promise((resolve) => setTimeout(resolve, 200));
          const later = guess();
          await failFor(later);
          counted = await countedInRedis(later);
        }
        expect(counted).toBe(1);
        expect(warnings()).toContain('Redis is unreachable: rate limits are counted per process until it is back');
        expect(log.lines.map((line) => line.msg)).toContain('Redis is back: rate limits are shared again');
      },
      PROCESS_TEST_TIMEOUT_MS,
    );
  });
}

describe('PostgreSQL pool configuration', () => {
  it('takes the pool size and connection time-out from DB_POOL_SIZE and DB_CONNECT_TIMEOUT', async () => {
    const config = loadConfig({
      DATA_DIR: os.tmpdir(),
      DATABASE_URL: 'postgres://portal@127.0.0.1:5432/portal',
      DB_POOL_SIZE: '7',
      DB_CONNECT_TIMEOUT: '1500ms',
      JWT_SECRET: randomBytes(32).toString('base64url'),
    });
    // The pool connects lazily: nothing is opened here.
    const database = openDatabase(config.database);
    try {
      expect(database.pool!.options).toMatchObject({ max: 7, connectionTimeoutMillis: 1500 });
    } finally {
      await database.db.destroy();
    }
  });

  it('answers 503 at once when nothing listens at the database address', async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'client-portal-nodb-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: `postgres://portal@127.0.0.1:${port}/portal`,
      DB_CONNECT_TIMEOUT: '5s',
      JWT_SECRET: randomBytes(32).toString('base64url'),
      LOG_LEVEL: 'silent',
    });
    const database = openDatabase(config.database);
    const app = await buildApp({ config, database });
    try {
      const token = app.signToken({ userGuid: crypto.randomUUID(), tokenVersion: 0 });
      const started = Date.now();
      const response = await app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ error: 'unavailable' });
      // Refused at once: well within the 5 s connection time-out.
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await app.close();
      await database.db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
