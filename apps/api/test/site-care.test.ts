import { SiteCareReport, SiteCareReportList, SiteCareSchedule, SiteCareScheduleList } from '@client-portal/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login } from './helpers/auth.js';
import { CLIENT, CLIENT_OWNED, DEMO_PASSWORD, OTHER, PROJECTS, REPORTS, SCHEDULES } from './helpers/demo-seed.js';
import { buildTestApp, testDatabases, type TestApp } from './helpers/test-app.js';

const UNKNOWN_GUID = '9b1f0c2e-3d4a-4b5c-8d6e-7f8091a2b3c4';
const MALFORMED = ['not-a-guid', '2d9f6a3c-7e1b-4c8d-a5f2-3b8e9c1d6a1', '2d9f6a3c7e1b4c8da5f23b8e9c1d6a10'];

/** Every Site Care call of spec §7 that takes a GUID, with the demo client's GUIDs for it. */
const GUID_CALLS = [
  {
    name: 'GET /api/sitecareschedules/{scheduleGuid}',
    url: (g: string) => `/api/sitecareschedules/${g}`,
    clientGuids: CLIENT_OWNED.schedules,
  },
  {
    name: 'GET /api/sitecarereports/schedule/{scheduleGuid}',
    url: (g: string) => `/api/sitecarereports/schedule/${g}`,
    clientGuids: CLIENT_OWNED.schedules,
  },
  {
    name: 'GET /api/sitecarereports/{siteCareReportGuid}',
    url: (g: string) => `/api/sitecarereports/${g}`,
    clientGuids: CLIENT_OWNED.reports,
  },
] as const;

/** The October report exactly as the demo seed writes it (spec §3: every field). */
const OCTOBER_REPORT: SiteCareReport = {
  siteCareReportGuid: REPORTS.acmeOctober,
  siteCareScheduleGuid: SCHEDULES.acme,
  domainName: 'acme-widgets.example',
  createdDateTime: '2026-10-15T06:00:00.000Z',
  completedDateTime: '2026-10-16T14:20:00.000Z',
  comments: "<p>Following this month's Site Care, your site is secure, backed up and running smoothly. :check:</p>",
  siteHealth: '<p>Your current WordPress Site Health rating is <strong>Good</strong>, with no critical issues.</p>',
  pluginsUpdated: '<ul><li>WooCommerce 9.3.1 → 9.4.0</li><li>Yoast SEO 23.6 → 23.7</li></ul>',
  pluginsDeleted: '<ul><li>Hello Dolly</li></ul>',
  cmsCoreVersion: '6.6.2',
  cmsCoreUpdate: 'Updated from 6.6.1',
  themesUpdated: '<ul><li>Astra 4.8.3 → 4.8.4</li></ul>',
  themesDeleted: null,
  downtimes: 2,
  totalDowntime: 7,
  averageResponseTime: 412,
  securityIssues: null,
  miscellaneous: '<p>Replaced the footer logo with the new brand version.</p>',
};

describe.each(testDatabases())('Site Care API on $name', (target) => {
  let t: TestApp;
  let clientToken: string;
  let otherToken: string;

  beforeAll(async () => {
    t = await buildTestApp({ database: target, seed: true });
    clientToken = await login(t.app, CLIENT.email, DEMO_PASSWORD);
    otherToken = await login(t.app, OTHER.email, DEMO_PASSWORD);
  });
  afterAll(() => t?.close());

  async function get(url: string, token?: string): Promise<LightMyRequestResponse> {
    return t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  }

  describe('GET /api/sitecareschedules', () => {
    it('lists only the schedules linked to the caller’s projects, with their report counts', async () => {
      const response = await get('/api/sitecareschedules', clientToken);
      expect(response.statusCode).toBe(200);
      expect(SiteCareScheduleList.parse(response.json())).toEqual([
        {
          siteCareScheduleGuid: SCHEDULES.acme,
          domainName: 'acme-widgets.example',
          status: 'active',
          siteCareDay: 15,
          countOfSiteCareReports: 3,
        },
      ]);
      expect((await get('/api/sitecareschedules', otherToken)).json()).toEqual([
        {
          siteCareScheduleGuid: SCHEDULES.otherCo,
          domainName: 'otherco.example',
          status: 'active',
          siteCareDay: 1,
          countOfSiteCareReports: 1,
        },
      ]);
    });

    it('returns 401 without a token or with a bad one', async () => {
      expect((await get('/api/sitecareschedules')).statusCode).toBe(401);
      expect((await get('/api/sitecareschedules', 'not.a.token')).statusCode).toBe(401);
    });
  });

  describe('GET /api/sitecareschedules/{scheduleGuid}', () => {
    it('returns the client’s schedule, also when the GUID is written in capitals', async () => {
      const response = await get(`/api/sitecareschedules/${SCHEDULES.acme}`, clientToken);
      expect(response.statusCode).toBe(200);
      expect(SiteCareSchedule.parse(response.json())).toEqual({
        siteCareScheduleGuid: SCHEDULES.acme,
        domainName: 'acme-widgets.example',
        status: 'active',
        siteCareDay: 15,
        countOfSiteCareReports: 3,
      });
      const upper = await get(`/api/sitecareschedules/${SCHEDULES.acme.toUpperCase()}`, clientToken);
      expect(upper.json()).toEqual(response.json());
    });
  });

  describe('GET /api/sitecarereports/schedule/{scheduleGuid}', () => {
    it('lists the schedule’s reports newest first, each with the schedule’s domain', async () => {
      const response = await get(`/api/sitecarereports/schedule/${SCHEDULES.acme}`, clientToken);
      expect(response.statusCode).toBe(200);
      const reports = SiteCareReportList.parse(response.json());
      expect(reports.map((r) => r.siteCareReportGuid)).toEqual([
        REPORTS.acmeNovember,
        REPORTS.acmeOctober,
        REPORTS.acmeSeptember,
      ]);
      expect(reports.map((r) => r.createdDateTime)).toEqual([
        '2026-11-15T06:00:00.000Z',
        '2026-10-15T06:00:00.000Z',
        '2026-09-15T06:00:00.000Z',
      ]);
      expect(new Set(reports.map((r) => r.domainName))).toEqual(new Set(['acme-widgets.example']));
      expect(reports[1]).toEqual(OCTOBER_REPORT);
    });
  });

  describe('GET /api/sitecarereports/{siteCareReportGuid}', () => {
    it('returns a completed report with every field of spec §3', async () => {
      const response = await get(`/api/sitecarereports/${REPORTS.acmeOctober}`, clientToken);
      expect(response.statusCode).toBe(200);
      expect(SiteCareReport.parse(response.json())).toEqual(OCTOBER_REPORT);
    });

    it('returns the not-completed report with a null completedDateTime and none of the draft’s contents', async () => {
      const stored = await t.db
        .selectFrom('site_care_reports')
        .select('comments')
        .where('site_care_report_guid', '=', REPORTS.acmeNovember)
        .executeTakeFirstOrThrow();
      expect(stored.comments).toBe("Following this month's Site Care, ");
      const report = SiteCareReport.parse(
        (await get(`/api/sitecarereports/${REPORTS.acmeNovember}`, clientToken)).json(),
      );
      expect(report.completedDateTime).toBeNull();
      expect(report).toMatchObject({ comments: null, siteHealth: null, downtimes: null, securityIssues: null });
      expect(report.domainName).toBe('acme-widgets.example');
    });

    it('returns the stub report as stored: stubs, AlreadyAtLatest and zero downtime', async () => {
      const report = SiteCareReport.parse(
        (await get(`/api/sitecarereports/${REPORTS.acmeSeptember}`, clientToken)).json(),
      );
      expect(report).toMatchObject({
        completedDateTime: '2026-09-15T17:05:00.000Z',
        comments: "Following this month's Site Care, ",
        siteHealth: 'Your current WordPress Site Health rating is ',
        pluginsUpdated: null,
        pluginsDeleted: null,
        cmsCoreVersion: '6.6.1',
        cmsCoreUpdate: 'AlreadyAtLatest',
        themesUpdated: null,
        themesDeleted: null,
        downtimes: 0,
        totalDowntime: 0,
        averageResponseTime: 388,
        securityIssues: null,
        miscellaneous: null,
      });
    });
  });

  describe.each(GUID_CALLS)('$name', (call) => {
    it('answers the demo client for each of their GUIDs', async () => {
      for (const guid of call.clientGuids) expect((await get(call.url(guid), clientToken)).statusCode).toBe(200);
    });

    it('returns 401 to other@example.com for every one of the demo client’s GUIDs', async () => {
      for (const guid of call.clientGuids) {
        const response = await get(call.url(guid), otherToken);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ error: 'unauthorized' });
        // Nothing of the client's schedule leaks into the refusal.
        expect(response.body).not.toContain('acme');
      }
    });

    it('returns 401 without a token', async () => {
      expect((await get(call.url(call.clientGuids[0]))).statusCode).toBe(401);
    });

    it('returns 404 for an unknown GUID', async () => {
      const response = await get(call.url(UNKNOWN_GUID), clientToken);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'not_found' });
    });

    it('returns 400 for a malformed GUID', async () => {
      for (const guid of MALFORMED) {
        const response = await get(call.url(guid), clientToken);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ error: 'bad_request' });
      }
    });
  });

  it("returns 401 to the demo client for the other client's schedule and report", async () => {
    expect((await get(`/api/sitecareschedules/${SCHEDULES.otherCo}`, clientToken)).statusCode).toBe(401);
    expect((await get(`/api/sitecarereports/schedule/${SCHEDULES.otherCo}`, clientToken)).statusCode).toBe(401);
    expect((await get(`/api/sitecarereports/${REPORTS.otherCoNovember}`, clientToken)).statusCode).toBe(401);
  });
});

describe.each(testDatabases())('Site Care access and ordering on changed data ($name)', (target) => {
  let t: TestApp;
  let clientToken: string;
  const LONE_SCHEDULE = '5e4d3c2b-1a09-4f8e-9d7c-6b5a4f3e2d1c';
  const APP_SCHEDULE = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
  const newReport = (guid: string, scheduleGuid: string, created: string) => ({
    site_care_report_guid: guid,
    site_care_schedule_guid: scheduleGuid,
    created_date_time: created,
    completed_date_time: null,
    comments: null,
    site_health: null,
    plugins_updated: null,
    plugins_deleted: null,
    cms_core_version: null,
    cms_core_update: null,
    themes_updated: null,
    themes_deleted: null,
    downtimes: null,
    total_downtime: null,
    average_response_time: null,
    security_issues: null,
    miscellaneous: null,
  });

  beforeAll(async () => {
    t = await buildTestApp({ database: target, seed: true });
    clientToken = await login(t.app, CLIENT.email, DEMO_PASSWORD);
    await t.db
      .insertInto('site_care_schedules')
      .values([
        { site_care_schedule_guid: LONE_SCHEDULE, domain_name: 'nobody.example', status: 'active', site_care_day: 3 },
        {
          site_care_schedule_guid: APP_SCHEDULE,
          domain_name: 'app.acme-widgets.example',
          status: 'paused',
          site_care_day: 22,
        },
      ])
      .execute();
    // Reports inserted out of date order: the answer must still be newest first.
    await t.db
      .insertInto('site_care_reports')
      .values([
        newReport('aaaaaaaa-0000-4000-8000-000000000001', SCHEDULES.acme, '2025-01-15T06:00:00.000Z'),
        newReport('aaaaaaaa-0000-4000-8000-000000000002', SCHEDULES.acme, '2027-01-15T06:00:00.000Z'),
        newReport('aaaaaaaa-0000-4000-8000-000000000003', SCHEDULES.acme, '2026-12-31T23:59:00.000Z'),
        newReport('aaaaaaaa-0000-4000-8000-000000000004', LONE_SCHEDULE, '2026-12-01T06:00:00.000Z'),
      ])
      .execute();
    await t.db
      .updateTable('projects')
      .set({ site_care_schedule_guid: APP_SCHEDULE })
      .where('project_guid', '=', PROJECTS.mobileApp)
      .execute();
  });
  afterAll(() => t?.close());

  const getJson = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: bearer(clientToken) });
    return { status: response.statusCode, body: response.json() as unknown };
  };

  it('lists reports newest first whatever order they were stored in', async () => {
    const { body } = await getJson(`/api/sitecarereports/schedule/${SCHEDULES.acme}`);
    const created = SiteCareReportList.parse(body).map((r) => r.createdDateTime);
    expect(created).toEqual([
      '2027-01-15T06:00:00.000Z',
      '2026-12-31T23:59:00.000Z',
      '2026-11-15T06:00:00.000Z',
      '2026-10-15T06:00:00.000Z',
      '2026-09-15T06:00:00.000Z',
      '2025-01-15T06:00:00.000Z',
    ]);
  });

  it('lists every schedule linked to one of the client’s projects, each once, by domain, with fresh counts', async () => {
    const { body } = await getJson('/api/sitecareschedules');
    expect(SiteCareScheduleList.parse(body)).toEqual(
      [
        {
          siteCareScheduleGuid: APP_SCHEDULE,
          domainName: 'app.acme-widgets.example',
          status: 'paused',
          siteCareDay: 22,
          countOfSiteCareReports: 0,
        },
        {
          siteCareScheduleGuid: SCHEDULES.acme,
          domainName: 'acme-widgets.example',
          status: 'active',
          siteCareDay: 15,
          countOfSiteCareReports: 6,
        },
      ].sort((a, b) => a.domainName.localeCompare(b.domainName)),
    );
  });

  it('returns an empty list, not 404, for a visible schedule with no reports', async () => {
    expect(await getJson(`/api/sitecarereports/schedule/${APP_SCHEDULE}`)).toEqual({ status: 200, body: [] });
  });

  it('returns 401 for a schedule linked to no project, and for its reports', async () => {
    expect((await getJson(`/api/sitecareschedules/${LONE_SCHEDULE}`)).status).toBe(401);
    expect((await getJson(`/api/sitecarereports/schedule/${LONE_SCHEDULE}`)).status).toBe(401);
    expect((await getJson('/api/sitecarereports/aaaaaaaa-0000-4000-8000-000000000004')).status).toBe(401);
  });
});
