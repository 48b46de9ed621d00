import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  AgencyDashboardPage,
  AgencyProjectDetail,
  AgencyProjectPage,
  DashboardPageList,
  ProjectList,
} from '@client-portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, refused } from './helpers/answers.js';
import { bearer, login } from './helpers/auth.js';
import { ADMIN, CLIENT, DEMO_PASSWORD, OTHER, PROJECTS, SCHEDULES, STAFF } from './helpers/demo-seed.js';
import { buildTestApp, rowCounts, testDatabases, type TestApp } from './helpers/test-app.js';

const UNKNOWN = '0b7a4c1e-9d2f-4e6a-8b3c-5f1d7e9a2c4b';

const frameSrc = (header: unknown) =>
  String(header)
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === 'frame-src')
    ?.slice(1) ?? [];

describe.each(testDatabases())('the agency’s projects API on $name', (target) => {
  let t: TestApp;
  let staffToken: string;
  let clientToken: string;
  let otherToken: string;
  let webDist: string;

  beforeAll(async () => {
    // A stand-in SPA build: the page the browser loads carries the frame-src.
    webDist = mkdtempSync(path.join(os.tmpdir(), 'portal-agency-projects-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Client Portal</title>');
    t = await buildTestApp({ database: target, seed: true, serveSpa: true, env: { WEB_DIST: webDist } });
    [staffToken, clientToken, otherToken] = await Promise.all([
      login(t.app, ADMIN.email, DEMO_PASSWORD),
      login(t.app, CLIENT.email, DEMO_PASSWORD),
      login(t.app, OTHER.email, DEMO_PASSWORD),
    ]);
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const request = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    token = staffToken,
  ) => t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const project = async (guid: string) =>
    AgencyProjectDetail.parse(await ok(request('GET', `/api/agency/projects/${guid}`)));
  const projectPage = async (query = '') =>
    AgencyProjectPage.parse(await ok(request('GET', `/api/agency/projects${query ? `?${query}` : ''}`)));
  const newProject = async (name: string) =>
    AgencyProjectDetail.parse(await ok(request('POST', '/api/agency/projects', { name, status: 'active' }), 201));

  it('lists every project by name with its enabled users, open tickets and schedule', async () => {
    const list = (await projectPage()).items;
    expect(list.map((p) => p.name)).toEqual(['Acme Mobile App', 'Acme Website Redesign', 'Other Co Intranet']);
    const redesign = list.find((p) => p.projectGuid === PROJECTS.redesign)!;
    // Open tickets by the client list's rule: the client sees the same count.
    const clientList = ProjectList.parse(
      await ok(request('GET', `/api/projects/user/${CLIENT.userGuid}`, undefined, clientToken)),
    );
    expect(redesign.countOfOpenTickets).toBe(
      clientList.find((p) => p.projectGuid === PROJECTS.redesign)!.countOfOpenTickets,
    );
    expect(redesign.countOfOpenTickets).toBe(3);
    expect(redesign.users.map((u) => u.email)).toEqual(expect.arrayContaining([CLIENT.email]));
    expect(redesign.schedule).toMatchObject({ siteCareScheduleGuid: SCHEDULES.acme, countOfSiteCareReports: 3 });
    expect(list.find((p) => p.projectGuid === PROJECTS.mobileApp)!.schedule).toBeNull();
  });

  it('pages the projects by name with the total; searches the name and filters by status and schedule', async () => {
    const all = await projectPage();
    expect(all).toMatchObject({ total: all.items.length, page: 1, pageSize: 50 });
    const second = await projectPage('pageSize=1&page=2');
    expect(second).toMatchObject({ total: all.total, page: 2, pageSize: 1 });
    expect(second.items.map((p) => p.projectGuid)).toEqual([all.items[1]!.projectGuid]);
    expect((await projectPage('q=ACME%20m')).items.map((p) => p.projectGuid)).toEqual([PROJECTS.mobileApp]);
    expect((await projectPage('q=%25')).items).toEqual([]);
    const paused = await newProject(`Paused ${randomUUID()}`);
    await ok(request('PATCH', `/api/agency/projects/${paused.projectGuid}`, { status: 'paused' }));
    const pausedPage = await projectPage('status=paused');
    expect(pausedPage.items.map((p) => p.projectGuid)).toContain(paused.projectGuid);
    expect(pausedPage.items.every((p) => p.status === 'paused')).toBe(true);
    const scheduled = await projectPage('withSchedule=true');
    expect(scheduled.items.length).toBeGreaterThan(0);
    expect(scheduled.items.every((p) => p.schedule !== null)).toBe(true);
    expect(scheduled.items.map((p) => p.projectGuid)).not.toContain(PROJECTS.mobileApp);
  });

  it('refuses a bad search, status, page or page size with a 400 naming the parameter', async () => {
    for (const [query, field] of [
      ['status=', 'status'],
      ['withSchedule=yes', 'withSchedule'],
      ['page=0', 'page'],
      ['pageSize=1000', 'pageSize'],
      ['q=%00', 'q'],
    ]) {
      await refused(request('GET', `/api/agency/projects?${query}`), 400, new RegExp(`^${field}: `));
    }
  });

  it('writes back a project as read, an agency’s own status word (from data brought in) included', async () => {
    await t.db
      .updateTable('projects')
      .set({ status: 'on-hold' })
      .where('project_guid', '=', PROJECTS.intranet)
      .execute();
    const read = (await request('GET', `/api/agency/projects/${PROJECTS.intranet}`)).json() as Record<string, unknown>;
    expect(read.status).toBe('on-hold');
    const written = await request('PATCH', `/api/agency/projects/${PROJECTS.intranet}`, {
      name: read.name,
      status: read.status,
      startDate: read.startDate,
      periodStartDate: read.periodStartDate,
      periodEndDate: read.periodEndDate,
    });
    expect(written.statusCode).toBe(200);
    expect((written.json() as { status: string }).status).toBe('on-hold');
  });

  it('creates a project (201), reads it and changes it, checking the period on the changed project', async () => {
    const before = await rowCounts(t.db);
    await refused(request('POST', '/api/agency/projects', { name: ' ', status: 'active' }), 400, /^name: /);
    await refused(request('POST', '/api/agency/projects', { name: 'X', status: ' ' }), 400, /^status: /);
    await refused(request('POST', '/api/agency/projects', { name: 'X', status: 'x'.repeat(51) }), 400, /^status: /);
    await refused(
      request('POST', '/api/agency/projects', { name: 'X', status: 'active', startDate: '2026-13-01' }),
      400,
      /^startDate: /,
    );
    await refused(
      request('POST', '/api/agency/projects', {
        name: 'X',
        status: 'active',
        periodStartDate: '2026-06-01',
        periodEndDate: '2026-05-31',
      }),
      400,
      /^periodEndDate: /,
    );
    expect(await rowCounts(t.db)).toEqual(before);

    const created = AgencyProjectDetail.parse(
      await ok(
        request('POST', '/api/agency/projects', {
          name: '  Beta Launch ',
          status: 'active',
          startDate: '2026-01-05',
          periodStartDate: '2026-01-01',
          periodEndDate: '2026-12-31',
        }),
        201,
      ),
    );
    expect(created).toMatchObject({
      name: 'Beta Launch',
      status: 'active',
      startDate: '2026-01-05',
      periodStartDate: '2026-01-01',
      periodEndDate: '2026-12-31',
      users: [],
      countOfOpenTickets: 0,
      schedule: null,
      dashboardPages: [],
    });
    expect(created.history).toEqual([
      expect.objectContaining({
        action: 'created',
        objectType: 'project',
        actor: expect.objectContaining({ email: ADMIN.email }),
        changes: expect.objectContaining({ name: { before: null, after: 'Beta Launch' } }),
      }),
    ]);
    expect(await project(created.projectGuid)).toEqual(created);

    // An end before the (unchanged) start: refused, and nothing changes.
    await refused(
      request('PATCH', `/api/agency/projects/${created.projectGuid}`, { periodEndDate: '2025-12-31' }),
      400,
      /^periodEndDate: periodEndDate must not be before periodStartDate/,
    );
    await refused(request('PATCH', `/api/agency/projects/${created.projectGuid}`, { colour: 'red' }), 400, /./);
    expect(await project(created.projectGuid)).toEqual(created);

    const changed = AgencyProjectDetail.parse(
      await ok(
        request('PATCH', `/api/agency/projects/${created.projectGuid}`, {
          status: 'paused',
          periodStartDate: null,
          periodEndDate: '2025-12-31',
        }),
      ),
    );
    expect(changed).toMatchObject({ status: 'paused', periodStartDate: null, periodEndDate: '2025-12-31' });
    expect(changed.history[0]).toMatchObject({
      action: 'changed',
      changes: {
        status: { before: 'active', after: 'paused' },
        periodStartDate: { before: '2026-01-01', after: null },
        periodEndDate: { before: '2026-12-31', after: '2025-12-31' },
      },
    });
    // Sending what it already holds records nothing.
    const same = AgencyProjectDetail.parse(
      await ok(request('PATCH', `/api/agency/projects/${created.projectGuid}`, { status: 'paused' })),
    );
    expect(same.history).toHaveLength(2);
  });

  it('answers 404 for an unknown project and 400 for a malformed GUID', async () => {
    await refused(request('GET', `/api/agency/projects/${UNKNOWN}`), 404, /not found/);
    await refused(request('PATCH', `/api/agency/projects/${UNKNOWN}`, { name: 'X' }), 404, /not found/);
    await refused(request('GET', '/api/agency/projects/nope'), 400, /^projectGuid: /);
  });

  it('grants a client user (idempotent), shows the project to them, and takes it away again', async () => {
    const clientProjects = async () =>
      ProjectList.parse(await ok(request('GET', `/api/projects/user/${OTHER.userGuid}`, undefined, otherToken))).map(
        (p) => p.projectGuid,
      );
    expect(await clientProjects()).not.toContain(PROJECTS.redesign);
    const url = `/api/agency/projects/${PROJECTS.redesign}/users/${OTHER.userGuid}`;
    const granted = AgencyProjectDetail.parse(await ok(request('PUT', url)));
    expect(granted.users.map((u) => u.userGuid)).toContain(OTHER.userGuid);
    expect(granted.history[0]).toMatchObject({
      objectType: 'project',
      action: 'user added',
      changes: { user: { before: null, after: OTHER.email } },
    });
    // GUIDs in any case name the same user.
    const again = AgencyProjectDetail.parse(
      await ok(request('PUT', `/api/agency/projects/${PROJECTS.redesign}/users/${OTHER.userGuid.toUpperCase()}`)),
    );
    expect(again.history.filter((entry) => entry.action === 'user added')).toHaveLength(1);
    expect(await clientProjects()).toContain(PROJECTS.redesign);

    expect((await request('DELETE', url)).statusCode).toBe(204);
    expect(await clientProjects()).not.toContain(PROJECTS.redesign);
    const after = await project(PROJECTS.redesign);
    expect(after.users.map((u) => u.userGuid)).not.toContain(OTHER.userGuid);
    expect(after.history[0]).toMatchObject({
      action: 'user removed',
      changes: { user: { before: OTHER.email, after: null } },
    });
    await refused(request('DELETE', url), 404, /not authorised/);
  });

  it('refuses to grant an unknown user (404), a staff member (400) or on an unknown project (404)', async () => {
    const before = await rowCounts(t.db);
    await refused(request('PUT', `/api/agency/projects/${PROJECTS.redesign}/users/${UNKNOWN}`), 404, /not found/);
    await refused(
      request('PUT', `/api/agency/projects/${PROJECTS.redesign}/users/${STAFF.userGuid}`),
      400,
      /^userGuid: /,
    );
    await refused(request('PUT', `/api/agency/projects/${UNKNOWN}/users/${OTHER.userGuid}`), 404, /not found/);
    await refused(request('PUT', `/api/agency/projects/${PROJECTS.redesign}/users/nope`), 400, /^userGuid: /);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  describe('dashboard pages', () => {
    const addPage = (projectGuid: string, title: string, url: string) =>
      request('POST', `/api/agency/projects/${projectGuid}/dashboardpages`, {
        title,
        iconClass: 'bi bi-graph-up',
        url,
      });

    it('adds pages last, moves one (the others close up) and removes one, each in the project’s history', async () => {
      const { projectGuid } = await newProject('Pages project');
      const pages: AgencyDashboardPage[] = [];
      for (const title of ['A', 'B', 'C', 'D']) {
        pages.push(
          AgencyDashboardPage.parse(await ok(addPage(projectGuid, title, `https://dash.example/${title}`), 201)),
        );
      }
      expect(pages.map((p) => p.sortOrder)).toEqual([0, 1, 2, 3]);
      const order = async () => (await project(projectGuid)).dashboardPages.map((p) => `${p.title}${p.sortOrder}`);

      const moved = AgencyDashboardPage.parse(
        await ok(
          request('PATCH', `/api/agency/dashboardpages/${pages[3]!.dashboardPageGuid}`, { sortOrder: 0, title: 'D2' }),
        ),
      );
      expect(moved).toMatchObject({ title: 'D2', sortOrder: 0 });
      expect(await order()).toEqual(['D20', 'A1', 'B2', 'C3']);
      // Past the end: last.
      await ok(request('PATCH', `/api/agency/dashboardpages/${pages[0]!.dashboardPageGuid}`, { sortOrder: 99 }));
      expect(await order()).toEqual(['D20', 'B1', 'C2', 'A3']);

      expect((await request('DELETE', `/api/agency/dashboardpages/${pages[1]!.dashboardPageGuid}`)).statusCode).toBe(
        204,
      );
      expect(await order()).toEqual(['D20', 'C1', 'A2']);

      const { history } = await project(projectGuid);
      expect(history.map((entry) => entry.action)).toEqual([
        'dashboard page removed',
        'dashboard page changed',
        'dashboard page changed',
        'dashboard page added',
        'dashboard page added',
        'dashboard page added',
        'dashboard page added',
        'created',
      ]);
      expect(history[0]!.changes).toMatchObject({
        dashboardPageGuid: { before: pages[1]!.dashboardPageGuid, after: null },
        title: { before: 'B', after: null },
      });
      expect(history[2]!.changes).toMatchObject({
        title: { before: 'D', after: 'D2' },
        sortOrder: { before: 3, after: 0 },
      });

      // The client screens show the same order.
      await ok(request('PUT', `/api/agency/projects/${projectGuid}/users/${CLIENT.userGuid}`));
      const clientPages = DashboardPageList.parse(
        await ok(request('GET', `/api/dashboardpages/project/${projectGuid}`, undefined, clientToken)),
      );
      expect(clientPages.dashboardPages.map((p) => p.title)).toEqual(['D2', 'C', 'A']);
    });

    it('refuses a bad page with 400 naming the field, and unknown GUIDs with 404, changing nothing', async () => {
      const before = await rowCounts(t.db);
      await refused(addPage(PROJECTS.redesign, 'Plain', 'http://dash.example/'), 400, /^url: must be an https/);
      await refused(addPage(PROJECTS.redesign, ' ', 'https://dash.example/'), 400, /^title: /);
      await refused(
        request('POST', `/api/agency/projects/${PROJECTS.redesign}/dashboardpages`, {
          title: 'X',
          iconClass: 'fa fa-star',
          url: 'https://dash.example/',
        }),
        400,
        /^iconClass: /,
      );
      await refused(addPage(UNKNOWN, 'X', 'https://dash.example/'), 404, /not found/);
      await refused(request('PATCH', `/api/agency/dashboardpages/${UNKNOWN}`, { title: 'X' }), 404, /not found/);
      await refused(request('DELETE', `/api/agency/dashboardpages/${UNKNOWN}`), 404, /not found/);
      const [page] = (await project(PROJECTS.redesign)).dashboardPages;
      await refused(
        request('PATCH', `/api/agency/dashboardpages/${page!.dashboardPageGuid}`, { sortOrder: -1 }),
        400,
        /^sortOrder: /,
      );
      await refused(
        request('PATCH', `/api/agency/dashboardpages/${page!.dashboardPageGuid}`, { url: 'javascript:alert(1)' }),
        400,
        /^url: /,
      );
      expect(await rowCounts(t.db)).toEqual(before);
    });

    it('shows a new page to the project’s clients', async () => {
      const added = AgencyDashboardPage.parse(
        await ok(addPage(PROJECTS.mobileApp, 'Crash reports', 'https://crashes.example/board'), 201),
      );
      const { dashboardPages } = DashboardPageList.parse(
        await ok(request('GET', `/api/dashboardpages/project/${PROJECTS.mobileApp}`, undefined, clientToken)),
      );
      expect(dashboardPages.at(-1)).toEqual({
        dashboardPageGuid: added.dashboardPageGuid,
        title: 'Crash reports',
        iconClass: 'bi bi-graph-up',
        url: 'https://crashes.example/board',
        projectGuid: PROJECTS.mobileApp,
      });
      expect((await request('DELETE', `/api/agency/dashboardpages/${added.dashboardPageGuid}`)).statusCode).toBe(204);
    });

    it('frames a new page’s host from the very next page request, and no longer once it is gone', async () => {
      const origin = 'https://frames-next.example';
      const pageFrameSrc = async () =>
        frameSrc((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
      expect(await pageFrameSrc()).not.toContain(origin);
      const added = AgencyDashboardPage.parse(await ok(addPage(PROJECTS.redesign, 'Next', `${origin}/board`), 201));
      expect(await pageFrameSrc()).toContain(origin);
      expect(await pageFrameSrc()).toContain('https://lookerstudio.google.com');
      expect((await request('DELETE', `/api/agency/dashboardpages/${added.dashboardPageGuid}`)).statusCode).toBe(204);
      expect(await pageFrameSrc()).not.toContain(origin);

      // A write made in the database itself (the admin CLI, another API process) is seen as well.
      const direct = 'https://frames-cli.example';
      await t.db
        .insertInto('dashboard_pages')
        .values({
          dashboard_page_guid: 'a1b2c3d4-8888-4a6a-8b6b-000000000001',
          project_guid: PROJECTS.intranet,
          title: 'From the CLI',
          icon_class: 'bi bi-graph-up',
          url: `${direct}/x`,
          sort_order: 5,
        })
        .execute();
      expect(await pageFrameSrc()).toContain(direct);
      await t.db
        .deleteFrom('dashboard_pages')
        .where('dashboard_page_guid', '=', 'a1b2c3d4-8888-4a6a-8b6b-000000000001')
        .execute();
      expect(await pageFrameSrc()).not.toContain(direct);
    });
  });

  it('refuses a client token (403) and no token (401) on every route', async () => {
    const page = `/api/agency/dashboardpages/${UNKNOWN}`;
    for (const [method, url] of [
      ['GET', '/api/agency/projects'],
      ['POST', '/api/agency/projects'],
      ['GET', `/api/agency/projects/${PROJECTS.redesign}`],
      ['PATCH', `/api/agency/projects/${PROJECTS.redesign}`],
      ['PUT', `/api/agency/projects/${PROJECTS.redesign}/users/${CLIENT.userGuid}`],
      ['DELETE', `/api/agency/projects/${PROJECTS.redesign}/users/${CLIENT.userGuid}`],
      ['POST', `/api/agency/projects/${PROJECTS.redesign}/dashboardpages`],
      ['PATCH', page],
      ['DELETE', page],
    ] as const) {
      expect((await request(method, url, { name: 'X' }, clientToken)).statusCode, `${method} ${url}`).toBe(403);
      expect((await t.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('describes every route in /api/docs/json, tagged agency projects, with its answers', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<
        string,
        Record<string, { tags?: string[]; responses?: Record<string, unknown>; security?: unknown }>
      >;
    };
    for (const [route, method, statuses] of [
      ['/api/agency/projects', 'get', ['200', '400', '401', '403']],
      ['/api/agency/projects', 'post', ['201', '400']],
      ['/api/agency/projects/{projectGuid}', 'get', ['200', '404']],
      ['/api/agency/projects/{projectGuid}', 'patch', ['200', '400', '404']],
      ['/api/agency/projects/{projectGuid}/users/{userGuid}', 'put', ['200', '400', '404']],
      ['/api/agency/projects/{projectGuid}/users/{userGuid}', 'delete', ['204', '404']],
      ['/api/agency/projects/{projectGuid}/dashboardpages', 'post', ['201', '400', '404']],
      ['/api/agency/dashboardpages/{dashboardPageGuid}', 'patch', ['200', '400', '404']],
      ['/api/agency/dashboardpages/{dashboardPageGuid}', 'delete', ['204', '404']],
    ] as const) {
      const operation = document.paths[route]?.[method];
      expect(operation, `${method} ${route}`).toBeDefined();
      expect(operation!.tags).toEqual(['agency projects']);
      expect(operation!.security).toEqual([{ bearerAuth: [] }]);
      expect(Object.keys(operation!.responses ?? {})).toEqual(expect.arrayContaining([...statuses]));
    }
  });
});
