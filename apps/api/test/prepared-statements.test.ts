import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledQuery } from '../src/db/compiled-query.js';
import type { Db } from '../src/db/database.js';
import { bearer, login } from './helpers/auth.js';
import { CLIENT, DEMO_PASSWORD, PROJECTS } from './helpers/demo-seed.js';
import { buildTestApp, testDatabases, type TestApp } from './helpers/test-app.js';

const READS = [
  '/api/users/me',
  `/api/projects/user/${CLIENT.userGuid}`,
  `/api/projects/${PROJECTS.redesign}`,
  `/api/ticketviews/project/${PROJECTS.redesign}`,
];

describe.each(testDatabases())('compiled queries on $name', (target) => {
  it('refuse select *, which a prepared statement cannot survive a new column with', async () => {
    const t = await buildTestApp({ database: target });
    try {
      const everything = compiledQuery((db: Db, guid: string) =>
        db.selectFrom('users').selectAll().where('user_guid', '=', guid),
      );
      expect(() => everything(t.db, CLIENT.userGuid)).toThrow(/name the columns/);
      const prefixed = compiledQuery((db: Db, guid: string) =>
        db.selectFrom('users as u').selectAll('u').where('u.user_guid', '=', guid),
      );
      expect(() => prefixed(t.db, CLIENT.userGuid)).toThrow(/name the columns/);
    } finally {
      await t.close();
    }
  });
});

// Prepared statements live in one PostgreSQL session: a pool of one connection lets the test look at them.
describe.runIf(process.env.TEST_DATABASE_URL)('prepared statements on PostgreSQL', () => {
  const preparedNames = async (t: TestApp) =>
    (
      await sql<{ name: string }>`select name from pg_prepared_statements where name like 'client_portal_%'`.execute(
        t.db,
      )
    ).rows.map((row) => row.name);

  describe('by default', () => {
    let t: TestApp;
    let token: string;
    beforeAll(async () => {
      t = await buildTestApp({ database: 'postgres', seed: true, env: { DB_POOL_SIZE: '1' } });
      token = await login(t.app, CLIENT.email, DEMO_PASSWORD);
    });
    afterAll(() => t.close());

    it('runs the hot reads as named prepared statements, once prepared per connection', async () => {
      const first: unknown[] = [];
      for (const url of READS) {
        const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
        expect(response.statusCode, url).toBe(200);
        first.push(response.json());
      }
      const prepared = await preparedNames(t);
      // The signed-in user, the access check, and each read's own statements.
      expect(prepared.length).toBeGreaterThanOrEqual(READS.length + 1);
      for (const [i, url] of READS.entries()) {
        const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
        expect(response.json(), url).toEqual(first[i]);
      }
      expect((await preparedNames(t)).sort()).toEqual(prepared.sort());
    });

    it('keeps answering after a migration adds a column to the tables they read', async () => {
      for (const url of READS) await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      await sql`alter table users add column nickname varchar(50)`.execute(t.db);
      await sql`alter table projects add column colour varchar(20)`.execute(t.db);
      await sql`alter table tickets add column priority integer`.execute(t.db);
      for (const url of READS) {
        const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
        expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      }
    });
  });

  it('runs every statement unnamed with DB_PREPARED_STATEMENTS=false (PgBouncer in transaction mode)', async () => {
    const t = await buildTestApp({
      database: 'postgres',
      seed: true,
      env: { DB_POOL_SIZE: '1', DB_PREPARED_STATEMENTS: 'false' },
    });
    try {
      const token = await login(t.app, CLIENT.email, DEMO_PASSWORD);
      for (const url of READS) {
        const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
        expect(response.statusCode, url).toBe(200);
      }
      expect(await preparedNames(t)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
