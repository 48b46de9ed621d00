/**
 * The very next read after a write shows it, wherever the write came from: another connection (as another API process
 * would write), the admin CLI. The two-process case on PostgreSQL is in scale-out.test.ts.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../src/db/database.js';
import { bearer, login } from './helpers/auth.js';
import {
  CLIENT,
  DASHBOARD_PAGES,
  DEMO_PASSWORD,
  OTHER,
  PROJECTS,
  REPORTS,
  SCHEDULES,
  TICKETS,
} from './helpers/demo-seed.js';
import { PROCESS_RUN_TIMEOUT_MS, PROCESS_TEST_TIMEOUT_MS } from './helpers/processes.js';
import { buildTestApp, TEST_JWT_SECRET, testDatabases, type TestApp } from './helpers/test-app.js';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TSX_CLI = path.resolve(API_DIR, '../../node_modules/tsx/dist/cli.mjs');

describe.each(testDatabases())('reads after writes elsewhere on $name', (target) => {
  let t: TestApp;
  /** A second connection to the same database: what another API process or the CLI writes through. */
  let other: Db;
  let databaseUrl: string;
  let client: string;
  let otherClient: string;

  beforeAll(async () => {
    t = await buildTestApp({ database: target, seed: true });
    if (t.config.database.kind === 'sqlite') {
      databaseUrl = `sqlite:${t.config.database.file}`;
    } else {
      const url = new URL(t.config.database.url);
      url.searchParams.set('options', `-c search_path=${t.schema}`);
      databaseUrl = url.toString();
    }
    other = openDatabase(t.config.database, t.schema ? { searchPath: t.schema } : {}).db;
    client = await login(t.app, CLIENT.email, DEMO_PASSWORD);
    otherClient = await login(t.app, OTHER.email, DEMO_PASSWORD);
  });

  afterAll(async () => {
    await other?.destroy();
    await t?.close();
  });

  const get = (url: string, token = client) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

  it('answers each user with their own data: another client never gets someone else’s', async () => {
    expect((await get('/api/users/me')).json()).toMatchObject({ email: CLIENT.email });
    expect((await get('/api/users/me', otherClient)).json()).toMatchObject({ email: OTHER.email });
    expect((await get(`/api/projects/${PROJECTS.redesign}`)).statusCode).toBe(200);
    expect((await get(`/api/projects/${PROJECTS.redesign}`, otherClient)).statusCode).toBe(401);
  });

  // Each write goes through the other connection; the read after it, on the app, must show it.
  const writes: Array<{ table: string; read: string; write: (db: Db, marker: string) => Promise<unknown> }> = [
    {
      table: 'users',
      read: '/api/users/me',
      write: (db, marker) =>
        db.updateTable('users').set({ first_name: marker }).where('user_guid', '=', CLIENT.userGuid).execute(),
    },
    {
      table: 'projects',
      read: `/api/projects/${PROJECTS.redesign}`,
      write: (db, marker) =>
        db.updateTable('projects').set({ name: marker }).where('project_guid', '=', PROJECTS.redesign).execute(),
    },
    {
      table: 'dashboard_pages',
      read: `/api/dashboardpages/${DASHBOARD_PAGES.analytics}`,
      write: (db, marker) =>
        db
          .updateTable('dashboard_pages')
          .set({ title: marker })
          .where('dashboard_page_guid', '=', DASHBOARD_PAGES.analytics)
          .execute(),
    },
    {
      table: 'tickets',
      read: `/api/ticketviews/project/${PROJECTS.redesign}`,
      write: (db, marker) =>
        db.updateTable('tickets').set({ name: marker }).where('ticket_guid', '=', TICKETS.bannerNew).execute(),
    },
    {
      table: 'ticket_updates',
      read: `/api/updates/ticket/${TICKETS.bannerNew}`,
      write: (db, marker) =>
        db
          .insertInto('ticket_updates')
          .values({
            update_guid: crypto.randomUUID(),
            ticket_guid: TICKETS.bannerNew,
            user_guid: null,
            created_date_time: new Date().toISOString(),
            update_text: `<p>${marker}</p>`,
          })
          .execute(),
    },
    {
      table: 'site_care_schedules',
      read: `/api/sitecareschedules/${SCHEDULES.acme}`,
      write: (db, marker) =>
        db
          .updateTable('site_care_schedules')
          .set({ domain_name: `${marker}.example` })
          .where('site_care_schedule_guid', '=', SCHEDULES.acme)
          .execute(),
    },
    {
      table: 'site_care_reports',
      read: `/api/sitecarereports/${REPORTS.acmeOctober}`,
      write: (db, marker) =>
        db
          .updateTable('site_care_reports')
          .set({ comments: `<p>${marker}</p>` })
          .where('site_care_report_guid', '=', REPORTS.acmeOctober)
          .execute(),
    },
  ];

  it.each(writes)('shows a write to $table made elsewhere at the very next read', async ({ read, write }) => {
    const before = await get(read);
    expect(before.statusCode).toBe(200);
    expect((await get(read)).body).toBe(before.body);
    const marker = `Changed${Math.random().toString(36).slice(2, 10)}`;
    await write(other, marker);
    const after = await get(read);
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain(marker);
  });

  it('stops answering a project at once when its access is removed elsewhere', async () => {
    expect((await get(`/api/projects/${PROJECTS.mobileApp}`)).statusCode).toBe(200);
    const listed = await get(`/api/projects/user/${CLIENT.userGuid}`);
    expect(listed.body).toContain(PROJECTS.mobileApp);
    await other
      .deleteFrom('project_users')
      .where('project_guid', '=', PROJECTS.mobileApp)
      .where('user_guid', '=', CLIENT.userGuid)
      .execute();
    expect((await get(`/api/projects/${PROJECTS.mobileApp}`)).statusCode).toBe(401);
    expect((await get(`/api/projects/user/${CLIENT.userGuid}`)).body).not.toContain(PROJECTS.mobileApp);
  });

  it('shows a grant made with the admin CLI at the very next read', { timeout: PROCESS_TEST_TIMEOUT_MS }, async () => {
    const before = await get(`/api/projects/user/${CLIENT.userGuid}`);
    expect(before.body).not.toContain(PROJECTS.intranet);
    await promisify(execFile)(
      process.execPath,
      [TSX_CLI, 'src/admin/cli.ts', 'grant', '--email', CLIENT.email, '--project', PROJECTS.intranet],
      {
        cwd: API_DIR,
        env: {
          PATH: process.env.PATH,
          DATABASE_URL: databaseUrl,
          DATA_DIR: t.config.dataDir,
          JWT_SECRET: TEST_JWT_SECRET,
        },
        timeout: PROCESS_RUN_TIMEOUT_MS,
      },
    );
    expect((await get(`/api/projects/user/${CLIENT.userGuid}`)).body).toContain(PROJECTS.intranet);
  });
});
