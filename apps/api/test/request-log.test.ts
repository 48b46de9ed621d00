import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { freePort } from './helpers/processes.js';
import { bearer } from './helpers/auth.js';
import { CLIENT, DEMO_PASSWORD, PROJECTS } from './helpers/demo-seed.js';
import type { TestApp } from './helpers/test-app.js';
import { buildLoggedTestApp, LogCapture } from './security/support.js';

/** An app whose database address has nothing listening: every read fails with 503 and a logged warning. */
async function appWithoutDatabase(level: string, log: LogCapture) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'client-portal-log-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: `postgres://portal@127.0.0.1:${await freePort()}/portal`,
    JWT_SECRET: randomBytes(32).toString('base64url'),
    LOG_LEVEL: level,
  });
  const database = openDatabase(config.database);
  const app = await buildApp({ config, database, logger: { stream: log } });
  const headers = bearer(app.signToken({ userGuid: CLIENT.userGuid, tokenVersion: 0 }));
  return {
    read: () => app.inject({ url: '/api/users/me', headers }),
    /** Answered without the database. */
    health: () => app.inject({ url: '/api/health' }),
    async close() {
      await app.close();
      await database.db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('the request log', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  it('at info, writes one line for each request when it is answered: method, path, status and time, under its own id', async () => {
    const log = new LogCapture();
    const t: TestApp = await buildLoggedTestApp({ kind: 'sqlite', name: 'SQLite' }, log, 'info');
    close = () => t.close();
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/authenticate',
      payload: { username: CLIENT.email, password: DEMO_PASSWORD, siteKey: t.config.authSiteKey },
    });
    const headers = bearer((signIn.json() as { token: string }).token);
    const before = log.lines.length;
    for (const url of ['/api/users/me', `/api/projects/${PROJECTS.redesign}?from=test`, '/api/nothing-here']) {
      await t.app.inject({ url, headers });
    }

    const lines = log.lines.slice(before);
    expect(lines.map((line) => line.msg)).toEqual(['request completed', 'request completed', 'request completed']);
    // The path only: a query string can hold a reset link's token.
    expect(lines.map((line) => line.req)).toEqual([
      { method: 'GET', url: '/api/users/me', remoteAddress: '127.0.0.1' },
      { method: 'GET', url: `/api/projects/${PROJECTS.redesign}`, remoteAddress: '127.0.0.1' },
      { method: 'GET', url: '/api/nothing-here', remoteAddress: '127.0.0.1' },
    ]);
    expect(lines.map((line) => (line.res as { statusCode?: number }).statusCode)).toEqual([200, 200, 404]);
    expect(lines.every((line) => typeof line.responseTime === 'number' && line.responseTime >= 0)).toBe(true);
    const ids = lines.map((line) => line.reqId);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(3);
  });

  it('at warn, writes nothing for answered requests and a failed one’s warning under its request id', async () => {
    const log = new LogCapture();
    const app = await appWithoutDatabase('warn', log);
    close = app.close;

    expect((await app.health()).statusCode).toBe(200);
    expect(log.text).toBe('');
    expect((await app.read()).statusCode).toBe(503);
    expect((await app.read()).statusCode).toBe(503);

    expect(log.lines.map((line) => [line.level, line.msg])).toEqual([
      [40, 'database unavailable'],
      [40, 'database unavailable'],
    ]);
    const [first, second] = log.lines;
    expect(first!.reqId).toEqual(expect.any(String));
    expect(second!.reqId).toEqual(expect.any(String));
    expect(first!.reqId).not.toBe(second!.reqId);
    expect((first!.err as { code?: string }).code).toBe('ECONNREFUSED');
  });

  it('at info, the failed request’s warning shares its id with the line of its answer', async () => {
    const log = new LogCapture();
    const app = await appWithoutDatabase('info', log);
    close = app.close;

    expect((await app.read()).statusCode).toBe(503);

    const lines = log.lines;
    expect(lines.map((line) => line.msg)).toEqual(['database unavailable', 'request completed']);
    expect((lines[1]!.res as { statusCode: number }).statusCode).toBe(503);
    expect(lines.map((line) => line.reqId)).toEqual(Array(2).fill(lines[0]!.reqId));
    expect(lines[0]!.reqId).toEqual(expect.any(String));
  });

  it('at error, writes nothing for a request that fails with a warning', async () => {
    const log = new LogCapture();
    const app = await appWithoutDatabase('error', log);
    close = app.close;

    expect((await app.read()).statusCode).toBe(503);

    expect(log.text).toBe('');
  });
});
