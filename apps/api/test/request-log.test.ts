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

  it('at info, writes each request arriving and completing, both lines under that request’s own id', async () => {
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
    for (const url of ['/api/users/me', `/api/projects/${PROJECTS.redesign}`]) {
      expect((await t.app.inject({ url, headers })).statusCode).toBe(200);
    }

    const lines = log.lines.slice(before);
    expect(lines.map((line) => line.msg)).toEqual([
      'incoming request',
      'request completed',
      'incoming request',
      'request completed',
    ]);
    expect(lines.map((line) => (line.req as { url?: string } | undefined)?.url)).toEqual([
      '/api/users/me',
      undefined,
      `/api/projects/${PROJECTS.redesign}`,
      undefined,
    ]);
    expect(lines.map((line) => (line.res as { statusCode?: number } | undefined)?.statusCode)).toEqual([
      undefined,
      200,
      undefined,
      200,
    ]);
    const ids = lines.map((line) => line.reqId);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).toBe(ids[3]);
    expect(ids[0]).not.toBe(ids[2]);
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

  it('at info, the failed request’s warning shares its id with the lines of its arrival and completion', async () => {
    const log = new LogCapture();
    const app = await appWithoutDatabase('info', log);
    close = app.close;

    expect((await app.read()).statusCode).toBe(503);

    const lines = log.lines;
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'database unavailable', 'request completed']);
    expect(lines.map((line) => line.reqId)).toEqual(Array(3).fill(lines[0]!.reqId));
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
