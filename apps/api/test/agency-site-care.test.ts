import {
  AgencyProjectDetail,
  AgencyReport,
  AgencySchedule,
  AgencyScheduleReports,
  DueScheduleList,
  REPORT_SITE_HEALTH_STUB,
  REPORT_SUMMARY_STUB,
  SiteCareReport,
  SiteCareScheduleList,
} from '@client-portal/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ok, refused } from './helpers/answers.js';
import { bearer, login } from './helpers/auth.js';
import { ADMIN, CLIENT, DEMO_PASSWORD, PROJECTS, REPORTS, SCHEDULES } from './helpers/demo-seed.js';
import { buildTestApp, rowCounts, testDatabases, type TestApp } from './helpers/test-app.js';

const UNKNOWN = '0b7a4c1e-9d2f-4e6a-8b3c-5f1d7e9a2c4b';
const currentMonth = () => new Date().toISOString().slice(0, 7);

describe.each(testDatabases())('the agency’s Site Care API on $name', (target) => {
  let t: TestApp;
  let staffToken: string;
  let clientToken: string;

  beforeAll(async () => {
    t = await buildTestApp({ database: target, seed: true });
    [staffToken, clientToken] = await Promise.all([
      login(t.app, ADMIN.email, DEMO_PASSWORD),
      login(t.app, CLIENT.email, DEMO_PASSWORD),
    ]);
  });
  afterAll(() => t.close());

  const request = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object, token = staffToken) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  /** A new project with a schedule (Site Care day 1: always due), authorised for the demo client. */
  const projectWithSchedule = async (name: string, domainName: string) => {
    const project = AgencyProjectDetail.parse(
      await ok(request('POST', '/api/agency/projects', { name, status: 'active' }), 201),
    );
    await ok(request('PUT', `/api/agency/projects/${project.projectGuid}/users/${CLIENT.userGuid}`));
    const schedule = AgencySchedule.parse(
      await ok(
        request('PUT', `/api/agency/projects/${project.projectGuid}/sitecareschedule`, {
          domainName,
          siteCareDay: 1,
          status: 'active',
        }),
      ),
    );
    return { projectGuid: project.projectGuid, scheduleGuid: schedule.siteCareScheduleGuid };
  };
  const createReport = async (scheduleGuid: string, month: string) =>
    AgencyReport.parse(
      await ok(request('POST', `/api/agency/sitecareschedules/${scheduleGuid}/reports`, { month }), 201),
    );
  const audit = (objectGuid: string) =>
    t.db.selectFrom('audit_log').selectAll().where('object_guid', '=', objectGuid).orderBy('created_at').execute();

  describe('schedules', () => {
    it('creates a project’s schedule, links it, and changes it, audited', async () => {
      const project = AgencyProjectDetail.parse(
        await ok(request('POST', '/api/agency/projects', { name: 'Schedule project', status: 'active' }), 201),
      );
      const url = `/api/agency/projects/${project.projectGuid}/sitecareschedule`;
      const created = AgencySchedule.parse(
        await ok(request('PUT', url, { domainName: ' Shop.Example.COM ', siteCareDay: 10, status: 'active' })),
      );
      expect(created).toMatchObject({
        domainName: 'shop.example.com',
        siteCareDay: 10,
        status: 'active',
        countOfSiteCareReports: 0,
      });
      const detail = AgencyProjectDetail.parse(await ok(request('GET', `/api/agency/projects/${project.projectGuid}`)));
      expect(detail.schedule).toEqual(created);

      const changed = AgencySchedule.parse(
        await ok(request('PUT', url, { domainName: 'shop.example.com', siteCareDay: 20, status: 'paused' })),
      );
      expect(changed).toMatchObject({
        siteCareScheduleGuid: created.siteCareScheduleGuid,
        siteCareDay: 20,
        status: 'paused',
      });
      const entries = await audit(created.siteCareScheduleGuid);
      expect(entries.map((e) => [e.object_type, e.action])).toEqual([
        ['site care schedule', 'created'],
        ['site care schedule', 'changed'],
      ]);
      expect(JSON.parse(entries[1]!.changes)).toEqual({
        siteCareDay: { before: 10, after: 20 },
        status: { before: 'active', after: 'paused' },
      });
    });

    it('refuses a bad schedule with 400 naming the field, and an unknown project with 404', async () => {
      const before = await rowCounts(t.db);
      const url = `/api/agency/projects/${PROJECTS.mobileApp}/sitecareschedule`;
      for (const [body, field] of [
        [{ domainName: 'mobile.example', siteCareDay: 29, status: 'active' }, 'siteCareDay'],
        [{ domainName: 'mobile.example', siteCareDay: 0, status: 'active' }, 'siteCareDay'],
        [{ domainName: 'mobile.example', siteCareDay: 1.5, status: 'active' }, 'siteCareDay'],
        [{ domainName: 'http://mobile.example', siteCareDay: 1, status: 'active' }, 'domainName'],
        [{ domainName: 'mobile.example', siteCareDay: 1, status: 'stopped' }, 'status'],
      ] as const) {
        await refused(request('PUT', url, body), 400, new RegExp(`^${field}: `));
      }
      await refused(
        request('PUT', `/api/agency/projects/${UNKNOWN}/sitecareschedule`, {
          domainName: 'x.example',
          siteCareDay: 1,
          status: 'active',
        }),
        404,
        /not found/,
      );
      expect(await rowCounts(t.db)).toEqual(before);
    });
  });

  describe('reports', () => {
    it('lists a schedule’s reports newest month first, with its project', async () => {
      const list = AgencyScheduleReports.parse(
        await ok(request('GET', `/api/agency/sitecareschedules/${SCHEDULES.acme}/reports`)),
      );
      expect(list).toMatchObject({
        domainName: 'acme-widgets.example',
        siteCareDay: 15,
        projectGuid: PROJECTS.redesign,
        projectName: 'Acme Website Redesign',
      });
      expect(list.reports.map((r) => [r.siteCareReportGuid, r.month])).toEqual([
        [REPORTS.acmeNovember, '2026-11'],
        [REPORTS.acmeOctober, '2026-10'],
        [REPORTS.acmeSeptember, '2026-09'],
      ]);
      expect(list.reports[0]!.completedDateTime).toBeNull();
      await refused(request('GET', `/api/agency/sitecareschedules/${UNKNOWN}/reports`), 404, /not found/);
      await refused(request('GET', '/api/agency/sitecareschedules/nope/reports'), 400, /^scheduleGuid: /);
    });

    it('starts a draft prefilled with the stubs; one report a month (409)', async () => {
      const { scheduleGuid, projectGuid } = await projectWithSchedule('Drafts', 'drafts.example');
      const now = await createReport(scheduleGuid, currentMonth());
      expect(now).toMatchObject({
        month: currentMonth(),
        completedDateTime: null,
        comments: REPORT_SUMMARY_STUB,
        siteHealth: REPORT_SITE_HEALTH_STUB,
        pluginsUpdated: null,
        downtimes: null,
        domainName: 'drafts.example',
        projectGuid,
        projectName: 'Drafts',
      });
      expect(Date.now() - Date.parse(now.createdDateTime)).toBeLessThan(60_000);
      expect(now.history).toEqual([
        expect.objectContaining({
          objectType: 'site care report',
          action: 'created',
          actor: expect.objectContaining({ email: ADMIN.email }),
        }),
      ]);
      const earlier = await createReport(scheduleGuid, '2025-02');
      expect(earlier.createdDateTime).toBe('2025-02-01T12:00:00.000Z');

      const before = await rowCounts(t.db);
      await refused(
        request('POST', `/api/agency/sitecareschedules/${scheduleGuid}/reports`, { month: '2025-02' }),
        409,
        /^A report for 2025-02 already exists\.$/,
      );
      for (const month of ['2025-13', '2025-2', 'February', '9999-01', '0000-01', '0999-12', '1999-12']) {
        await refused(
          request('POST', `/api/agency/sitecareschedules/${scheduleGuid}/reports`, { month }),
          400,
          /^month: /,
        );
      }
      await refused(
        request('POST', `/api/agency/sitecareschedules/${UNKNOWN}/reports`, { month: '2025-03' }),
        404,
        /not found/,
      );
      expect(await rowCounts(t.db)).toEqual(before);

      const list = AgencyScheduleReports.parse(
        await ok(request('GET', `/api/agency/sitecareschedules/${scheduleGuid}/reports`)),
      );
      expect(list.reports.map((r) => r.month)).toEqual([currentMonth(), '2025-02']);

      // The first month there can be a report for: its PDF and uptime figures answer like any other month's.
      const first = await createReport(scheduleGuid, '2000-01');
      expect(first.createdDateTime).toBe('2000-01-01T12:00:00.000Z');
      for (const part of ['pdf', 'uptime']) {
        const answer = await request('GET', `/api/sitecarereports/${first.siteCareReportGuid}/${part}`);
        expect(answer.statusCode, `${part}: ${answer.body.slice(0, 200)}`).toBe(200);
      }
      await refused(
        request('POST', `/api/agency/sitecareschedules/${scheduleGuid}/reports`, { month: '2000-01' }),
        409,
        /^A report for 2000-01 already exists\.$/,
      );
    });

    it('takes all eight text fields at their 50,000-character limit in one change, in a script of two-byte letters', async () => {
      const { scheduleGuid } = await projectWithSchedule('Long report', 'long.example');
      const draft = await createReport(scheduleGuid, '2025-04');
      const full = `<p>${'ж'.repeat(50_000 - 7)}</p>`;
      const fields = ['comments', 'siteHealth', 'pluginsUpdated', 'pluginsDeleted', 'themesUpdated', 'themesDeleted'];
      const change = Object.fromEntries([...fields, 'securityIssues', 'miscellaneous'].map((field) => [field, full]));
      const response = await request('PATCH', `/api/agency/sitecarereports/${draft.siteCareReportGuid}`, change);
      expect(response.statusCode, response.body).toBe(200);
      expect(AgencyReport.parse(response.json())).toMatchObject(change);
    });

    it('takes the CMS core version and update at their 100-character limit', async () => {
      const { scheduleGuid } = await projectWithSchedule('Long version', 'long-version.example');
      const draft = await createReport(scheduleGuid, '2025-04');
      const change = { cmsCoreVersion: `6.${'9'.repeat(98)}`, cmsCoreUpdate: 'ж'.repeat(100) };
      const response = await request('PATCH', `/api/agency/sitecarereports/${draft.siteCareReportGuid}`, change);
      expect(response.statusCode, response.body).toBe(200);
      expect(AgencyReport.parse(response.json())).toMatchObject(change);
      await refused(
        request('PATCH', `/api/agency/sitecarereports/${draft.siteCareReportGuid}`, {
          cmsCoreVersion: '9'.repeat(101),
        }),
        400,
        /^cmsCoreVersion: /,
      );
    });

    it('changes a draft: sanitised HTML, empty text as null, stubs kept as they are; audited before and after', async () => {
      const { scheduleGuid } = await projectWithSchedule('Changes', 'changes.example');
      const draft = await createReport(scheduleGuid, '2025-05');
      const url = `/api/agency/sitecarereports/${draft.siteCareReportGuid}`;
      const changed = AgencyReport.parse(
        await ok(
          request('PATCH', url, {
            comments: REPORT_SUMMARY_STUB,
            siteHealth: '<p>Good</p><script>alert(1)</script>',
            pluginsUpdated: '<p>Yoast 22.1</p><img src=x onerror="alert(1)">',
            securityIssues: '<p> </p>',
            cmsCoreVersion: ' 6.5.2 ',
            cmsCoreUpdate: 'AlreadyAtLatest',
            downtimes: 2,
            totalDowntime: 0,
            averageResponseTime: 340,
          }),
        ),
      );
      expect(changed).toMatchObject({
        comments: REPORT_SUMMARY_STUB,
        siteHealth: '<p>Good</p>',
        securityIssues: null,
        cmsCoreVersion: '6.5.2',
        cmsCoreUpdate: 'AlreadyAtLatest',
        downtimes: 2,
        totalDowntime: 0,
        averageResponseTime: 340,
      });
      expect(changed.pluginsUpdated).toContain('Yoast 22.1');
      expect(changed.pluginsUpdated).not.toMatch(/onerror|script/);
      expect(changed.history[0]).toMatchObject({
        action: 'changed',
        changes: {
          siteHealth: { before: REPORT_SITE_HEALTH_STUB, after: '<p>Good</p>' },
          downtimes: { before: null, after: 2 },
          cmsCoreVersion: { before: null, after: '6.5.2' },
        },
      });
      // The stub sent back unchanged is no change at all.
      expect(changed.history[0]!.changes).not.toHaveProperty('comments');
      expect(changed.history[0]!.changes).not.toHaveProperty('securityIssues');

      for (const [body, field] of [
        [{ downtimes: -1 }, 'downtimes'],
        [{ averageResponseTime: 1.5 }, 'averageResponseTime'],
        [{ totalDowntime: '3' }, 'totalDowntime'],
        [{ cmsCoreVersion: 'x'.repeat(101) }, 'cmsCoreVersion'],
        [{ colour: 'red' }, ''],
      ] as const) {
        await refused(request('PATCH', url, body), 400, new RegExp(`^${field}`));
      }
      await refused(request('PATCH', `/api/agency/sitecarereports/${UNKNOWN}`, { downtimes: 1 }), 404, /not found/);
      expect(AgencyReport.parse(await ok(request('GET', url)))).toEqual(changed);
    });

    it('completes a report for the client, refuses changes until it is reopened, and answers 409s', async () => {
      const { scheduleGuid } = await projectWithSchedule('Completion', 'completion.example');
      const draft = await createReport(scheduleGuid, '2025-07');
      const url = `/api/agency/sitecarereports/${draft.siteCareReportGuid}`;
      const clientReport = async () =>
        SiteCareReport.parse(
          await ok(request('GET', `/api/sitecarereports/${draft.siteCareReportGuid}`, undefined, clientToken)),
        );

      // A draft: the client's screen shows it as not completed.
      expect((await clientReport()).completedDateTime).toBeNull();
      await ok(request('PATCH', url, { miscellaneous: '<p>Fixed the footer</p>' }));

      // The client's report shows the offsite backup and visual check ticked: staff confirm both first.
      await refused(request('POST', `${url}/complete`), 400, /^offsiteBackupConfirmed: confirm the offsite backup/);
      const confirmed = AgencyReport.parse(await ok(request('PATCH', url, { offsiteBackupConfirmed: true })));
      expect(confirmed).toMatchObject({ offsiteBackupConfirmed: true, visualCheckConfirmed: false });
      expect(confirmed.history[0]).toMatchObject({
        action: 'changed',
        changes: { offsiteBackupConfirmed: { before: false, after: true } },
      });
      await refused(request('POST', `${url}/complete`), 400, /^visualCheckConfirmed: confirm the visual site check/);
      await refused(request('PATCH', url, { visualCheckConfirmed: 'yes' }), 400, /^visualCheckConfirmed/);
      expect((await clientReport()).completedDateTime).toBeNull();
      await ok(request('PATCH', url, { visualCheckConfirmed: true }));

      const completed = AgencyReport.parse(await ok(request('POST', `${url}/complete`)));
      expect(completed.completedDateTime).not.toBeNull();
      expect(completed.history[0]).toMatchObject({
        action: 'completed',
        changes: { completedDateTime: { before: null, after: completed.completedDateTime } },
      });
      expect(await clientReport()).toMatchObject({
        completedDateTime: completed.completedDateTime,
        miscellaneous: '<p>Fixed the footer</p>',
      });

      await refused(request('POST', `${url}/complete`), 409, /already completed/);
      await refused(request('PATCH', url, { downtimes: 1 }), 409, /^Reopen the report to change it\.$/);
      expect((await clientReport()).downtimes).toBeNull();

      const reopened = AgencyReport.parse(await ok(request('POST', `${url}/reopen`)));
      expect(reopened.completedDateTime).toBeNull();
      expect(reopened.history[0]).toMatchObject({
        action: 'reopened',
        changes: { completedDateTime: { before: completed.completedDateTime, after: null } },
      });
      expect((await clientReport()).completedDateTime).toBeNull();
      await refused(request('POST', `${url}/reopen`), 409, /draft/);
      await refused(request('POST', `/api/agency/sitecarereports/${UNKNOWN}/complete`), 404, /not found/);
      await refused(request('POST', `/api/agency/sitecarereports/${UNKNOWN}/reopen`), 404, /not found/);
      await refused(request('GET', `/api/agency/sitecarereports/${UNKNOWN}`), 404, /not found/);

      // The client's schedule list counts the new reports.
      const schedules = SiteCareScheduleList.parse(
        await ok(request('GET', '/api/sitecareschedules', undefined, clientToken)),
      );
      expect(schedules.find((s) => s.siteCareScheduleGuid === scheduleGuid)?.countOfSiteCareReports).toBe(1);
    });

    it('lists the schedules due this month, with their draft, until the month’s report is completed', async () => {
      const { scheduleGuid, projectGuid } = await projectWithSchedule('Due project', 'due.example');
      const due = async () =>
        DueScheduleList.parse(await ok(request('GET', '/api/agency/sitecare/due'))).find(
          (s) => s.siteCareScheduleGuid === scheduleGuid,
        );
      expect(await due()).toEqual({
        siteCareScheduleGuid: scheduleGuid,
        domainName: 'due.example',
        siteCareDay: 1,
        projectGuid,
        projectName: 'Due project',
        month: currentMonth(),
        draftReportGuid: null,
      });
      // An older month's report changes nothing.
      await createReport(scheduleGuid, '2025-01');
      expect((await due())?.draftReportGuid).toBeNull();
      const draft = await createReport(scheduleGuid, currentMonth());
      expect((await due())?.draftReportGuid).toBe(draft.siteCareReportGuid);
      await ok(
        request('PATCH', `/api/agency/sitecarereports/${draft.siteCareReportGuid}`, {
          offsiteBackupConfirmed: true,
          visualCheckConfirmed: true,
        }),
      );
      await ok(request('POST', `/api/agency/sitecarereports/${draft.siteCareReportGuid}/complete`));
      expect(await due()).toBeUndefined();

      // A paused schedule is never due.
      const paused = await projectWithSchedule('Paused project', 'paused.example');
      await ok(
        request('PUT', `/api/agency/projects/${paused.projectGuid}/sitecareschedule`, {
          domainName: 'paused.example',
          siteCareDay: 1,
          status: 'paused',
        }),
      );
      const list = DueScheduleList.parse(await ok(request('GET', '/api/agency/sitecare/due')));
      expect(list.map((s) => s.siteCareScheduleGuid)).not.toContain(paused.scheduleGuid);
    });
  });

  it('shows a schedule as due from its Site Care day on, with no write in between', async () => {
    const project = AgencyProjectDetail.parse(
      await ok(request('POST', '/api/agency/projects', { name: 'Day 28 project', status: 'active' }), 201),
    );
    const schedule = AgencySchedule.parse(
      await ok(
        request('PUT', `/api/agency/projects/${project.projectGuid}/sitecareschedule`, {
          domainName: 'day28.example',
          siteCareDay: 28,
          status: 'active',
        }),
      ),
    );
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2027-01-27T23:30:00Z'));
      const token = await login(t.app, ADMIN.email, DEMO_PASSWORD);
      const dueNow = async () =>
        DueScheduleList.parse(await ok(request('GET', '/api/agency/sitecare/due', undefined, token))).map(
          (s) => s.siteCareScheduleGuid,
        );
      expect(await dueNow()).not.toContain(schedule.siteCareScheduleGuid);
      vi.setSystemTime(new Date('2027-01-28T00:30:00Z'));
      expect(await dueNow()).toContain(schedule.siteCareScheduleGuid);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a client token (403) and no token (401) on every route', async () => {
    const report = `/api/agency/sitecarereports/${REPORTS.acmeNovember}`;
    for (const [method, url] of [
      ['PUT', `/api/agency/projects/${PROJECTS.redesign}/sitecareschedule`],
      ['GET', '/api/agency/sitecare/due'],
      ['GET', `/api/agency/sitecareschedules/${SCHEDULES.acme}/reports`],
      ['POST', `/api/agency/sitecareschedules/${SCHEDULES.acme}/reports`],
      ['GET', report],
      ['PATCH', report],
      ['POST', `${report}/complete`],
      ['POST', `${report}/reopen`],
    ] as const) {
      expect((await request(method, url, { month: '2025-01' }, clientToken)).statusCode, `${method} ${url}`).toBe(403);
      expect((await t.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('describes every route in /api/docs/json, tagged agency site care, with its answers', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[]; responses?: Record<string, unknown> }>>;
    };
    for (const [route, method, statuses] of [
      ['/api/agency/projects/{projectGuid}/sitecareschedule', 'put', ['200', '400', '404']],
      ['/api/agency/sitecare/due', 'get', ['200', '403']],
      ['/api/agency/sitecareschedules/{scheduleGuid}/reports', 'get', ['200', '404']],
      ['/api/agency/sitecareschedules/{scheduleGuid}/reports', 'post', ['201', '400', '404', '409']],
      ['/api/agency/sitecarereports/{reportGuid}', 'get', ['200', '404']],
      ['/api/agency/sitecarereports/{reportGuid}', 'patch', ['200', '400', '404', '409']],
      ['/api/agency/sitecarereports/{reportGuid}/complete', 'post', ['200', '404', '409']],
      ['/api/agency/sitecarereports/{reportGuid}/reopen', 'post', ['200', '404', '409']],
    ] as const) {
      const operation = document.paths[route]?.[method];
      expect(operation, `${method} ${route}`).toBeDefined();
      expect(operation!.tags).toEqual(['agency site care']);
      expect(Object.keys(operation!.responses ?? {})).toEqual(expect.arrayContaining([...statuses]));
    }
  });
});
