import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECTS } from '../helpers/demo-seed.js';
import { buildTestApp, testDatabases, type TestApp } from '../helpers/test-app.js';

const cspDirective = (header: unknown, name: string) =>
  String(header)
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directive]) => directive === name)
    ?.slice(1) ?? [];

/** URLs an older import accepted: `URL` parses each, but none is a host a policy can name. */
const STORED_BAD_URLS = ['https://evil.example;script-src/x', 'https://a,b.example/board', "https://quote'.example/"];

describe.each(testDatabases())('a stored dashboard URL the policy cannot name, on $name', (database) => {
  let t: TestApp;
  const log: string[] = [];
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => log.push(...chunk.toString().split('\n').filter(Boolean)));
    t = await buildTestApp({ database, seed: true, logStream: stream, env: { LOG_LEVEL: 'warn' } });
    await t.db
      .insertInto('dashboard_pages')
      .values(
        STORED_BAD_URLS.map((url, i) => ({
          dashboard_page_guid: `a1b2c3d4-7777-4a6a-8b6b-00000000000${i}`,
          project_guid: PROJECTS.redesign,
          title: `Bad ${i}`,
          icon_class: 'bi bi-bar-chart',
          url,
          sort_order: 20 + i,
        })),
      )
      .execute();
  });
  afterAll(() => t.close());

  it.each(['/', '/login', '/index.html', '/dashboardpages/a1b2c3d4-7777-4a6a-8b6b-000000000000'])(
    'still serves %s, framing the good hosts and leaving the bad ones out',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBeLessThan(500);
      const frameSrc = cspDirective(response.headers['content-security-policy'], 'frame-src');
      expect(frameSrc).toContain("'self'");
      expect(frameSrc).toContain('https://lookerstudio.google.com');
      expect(frameSrc.join(' ')).not.toMatch(/evil|a,b|quote/);
      // The policy still has every other directive: nothing was cut short by a stored `;`.
      expect(cspDirective(response.headers['content-security-policy'], 'script-src')).toEqual(["'self'"]);
    },
  );

  it('logs the origins it left out', () => {
    const warning = log.map((line) => JSON.parse(line) as { msg?: string; leftOut?: string[] }).find((l) => l.leftOut);
    expect(warning?.msg).toMatch(/left out of frame-src/);
    expect(warning?.leftOut).toEqual(
      expect.arrayContaining(['https://evil.example;script-src', 'https://a,b.example']),
    );
  });
});
