import {
  DashboardPageList,
  DashboardPageResponse,
  ProjectDetail,
  ProjectList,
  ProjectUserList,
  SiteCareReport,
  SiteCareReportList,
  SiteCareSchedule,
  SiteCareScheduleList,
  TicketUpdateList,
  TicketDetail,
  TicketViewList,
} from '@client-portal/contract';
import type { LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, forgeToken } from './helpers/auth.js';
import {
  CLIENT,
  CLIENT_OWNED,
  DASHBOARD_PAGES,
  OTHER,
  PROJECTS,
  REPORTS,
  SCHEDULES,
  STAFF,
  TICKETS,
} from './helpers/demo-seed.js';
import { buildTestApp, testDatabases, type TestApp } from './helpers/test-app.js';

interface GuidRoute {
  /** The route as spec §7 writes it. */
  name: string;
  url: (guid: string) => string;
  /** GUIDs the demo client may read here. */
  clientGuids: readonly string[];
  /** The route takes the caller's own member GUID: any other GUID is 401, never 404. */
  isMemberRoute?: boolean;
  schema: z.ZodType;
}

const GUID_ROUTES: GuidRoute[] = [
  {
    name: '/api/projects/user/{memberGUID}',
    url: (g) => `/api/projects/user/${g}`,
    clientGuids: [CLIENT.userGuid],
    isMemberRoute: true,
    schema: ProjectList,
  },
  {
    name: '/api/projects/{projectGuid}',
    url: (g) => `/api/projects/${g}`,
    clientGuids: CLIENT_OWNED.projects,
    schema: ProjectDetail,
  },
  {
    name: '/api/dashboardpages/project/{projectGuid}',
    url: (g) => `/api/dashboardpages/project/${g}`,
    clientGuids: CLIENT_OWNED.projects,
    schema: DashboardPageList,
  },
  {
    name: '/api/dashboardpages/{dashboardPageGuid}',
    url: (g) => `/api/dashboardpages/${g}`,
    clientGuids: CLIENT_OWNED.dashboardPages,
    schema: DashboardPageResponse,
  },
  {
    name: '/api/ticketviews/project/{projectGuid}',
    url: (g) => `/api/ticketviews/project/${g}`,
    clientGuids: CLIENT_OWNED.projects,
    schema: TicketViewList,
  },
  {
    name: '/api/ticketviews/{ticketGuid}',
    url: (g) => `/api/ticketviews/${g}`,
    clientGuids: CLIENT_OWNED.tickets,
    schema: TicketDetail,
  },
  {
    name: '/api/ticketviews/user/{memberGUID}',
    url: (g) => `/api/ticketviews/user/${g}`,
    clientGuids: [CLIENT.userGuid],
    isMemberRoute: true,
    schema: TicketViewList,
  },
  {
    name: '/api/users/project/{projectGuid}',
    url: (g) => `/api/users/project/${g}`,
    clientGuids: CLIENT_OWNED.projects,
    schema: ProjectUserList,
  },
  {
    name: '/api/updates/ticket/{ticketGuid}',
    url: (g) => `/api/updates/ticket/${g}`,
    clientGuids: CLIENT_OWNED.tickets,
    schema: TicketUpdateList,
  },
  {
    name: '/api/sitecareschedules/{scheduleGuid}',
    url: (g) => `/api/sitecareschedules/${g}`,
    clientGuids: CLIENT_OWNED.schedules,
    schema: SiteCareSchedule,
  },
  {
    name: '/api/sitecarereports/schedule/{scheduleGuid}',
    url: (g) => `/api/sitecarereports/schedule/${g}`,
    clientGuids: CLIENT_OWNED.schedules,
    schema: SiteCareReportList,
  },
  {
    name: '/api/sitecarereports/{siteCareReportGuid}',
    url: (g) => `/api/sitecarereports/${g}`,
    clientGuids: CLIENT_OWNED.reports,
    schema: SiteCareReport,
  },
];

const UNKNOWN_GUID = '0b7a4c1e-9d2f-4e6a-8b3c-5f1d7e9a2c4b';
const MALFORMED_GUIDS = [
  'not-a-guid',
  '1e7b3c9a-4f2d-4b8e-9a6c-2d5f8e1b7c0', // one digit short
  '1e7b3c9a4f2d4b8e9a6c2d5f8e1b7c01', // no dashes
  'zzzzzzzz-4f2d-4b8e-9a6c-2d5f8e1b7c01',
  encodeURIComponent("' or 1=1 --"),
  '%00',
];

describe.each(testDatabases())('read routes on $name', (target) => {
  let t: TestApp;
  const clientToken = forgeToken(CLIENT.userGuid);
  const otherToken = forgeToken(OTHER.userGuid);

  beforeAll(async () => {
    t = await buildTestApp({ database: target, seed: true });
  });
  afterAll(() => t.close());

  /** Every read goes through here: no answer may be a 5xx or carry a password hash. */
  async function get(url: string, token?: string): Promise<LightMyRequestResponse> {
    const response = await t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
    expect(response.statusCode, `${url} answered ${response.statusCode}: ${response.body}`).toBeLessThan(500);
    expect(response.body).not.toMatch(/password_?hash|scrypt\$/i);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    return response;
  }

  async function getJson<T>(url: string, token = clientToken): Promise<T> {
    const response = await get(url, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  }

  describe.each(GUID_ROUTES)('GET $name', (route) => {
    it('returns 401 without a token', async () => {
      const response = await get(route.url(route.clientGuids[0]!));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: 'unauthorized' });
    });

    it.each(MALFORMED_GUIDS)('returns 400 for the malformed GUID %s', async (bad) => {
      const response = await get(route.url(bad), clientToken);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'bad_request' });
    });

    if (route.isMemberRoute) {
      it('returns 401 for a member GUID other than the caller’s', async () => {
        expect((await get(route.url(UNKNOWN_GUID), clientToken)).statusCode).toBe(401);
        expect((await get(route.url(OTHER.userGuid), clientToken)).statusCode).toBe(401);
      });
    } else {
      it('returns 404 for an unknown GUID', async () => {
        const response = await get(route.url(UNKNOWN_GUID), clientToken);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ error: 'not_found' });
      });
    }

    it('returns 401 for another client’s token on each of the demo client’s GUIDs', async () => {
      for (const guid of route.clientGuids) {
        const response = await get(route.url(guid), otherToken);
        expect(response.statusCode, guid).toBe(401);
        expect(response.json()).toEqual({ error: 'unauthorized', message: expect.any(String) });
      }
    });

    it('returns data in the contract shape to the demo client for each of their GUIDs, in any letter case', async () => {
      for (const guid of route.clientGuids) {
        const body = await getJson<unknown>(route.url(guid));
        // The contract parse strips unknown keys: equality proves there are none.
        expect(route.schema.parse(body)).toEqual(body);
        expect(await getJson<unknown>(route.url(guid.toUpperCase()))).toEqual(body);
      }
    });
  });

  it('GET /api/sitecareschedules returns 401 without a token', async () => {
    expect((await get('/api/sitecareschedules')).statusCode).toBe(401);
  });

  describe('the demo client gets the right data', () => {
    it('lists their projects with counts of open tickets (excluding completed and deleted) and of reports', async () => {
      const projects = ProjectList.parse(await getJson(`/api/projects/user/${CLIENT.userGuid}`));
      expect(projects).toEqual([
        {
          projectGuid: PROJECTS.mobileApp,
          name: 'Acme Mobile App',
          status: 'inactive',
          countOfOpenTickets: 1,
          countOfSiteCareReports: 0,
          siteCareScheduleGuid: null,
        },
        {
          projectGuid: PROJECTS.redesign,
          name: 'Acme Website Redesign',
          status: 'active',
          countOfOpenTickets: 3,
          countOfSiteCareReports: 3,
          siteCareScheduleGuid: SCHEDULES.acme,
        },
      ]);
    });

    it('counts a ticket as open again when it leaves completed', async () => {
      await t.db
        .updateTable('tickets')
        .set({ status: 'awaiting-customer' })
        .where('ticket_guid', '=', TICKETS.appCompleted)
        .execute();
      try {
        const projects = ProjectList.parse(await getJson(`/api/projects/user/${CLIENT.userGuid}`));
        expect(projects.find((p) => p.projectGuid === PROJECTS.mobileApp)?.countOfOpenTickets).toBe(2);
      } finally {
        await t.db
          .updateTable('tickets')
          .set({ status: 'completed' })
          .where('ticket_guid', '=', TICKETS.appCompleted)
          .execute();
      }
    });

    it('shows a project with its details and authorised users', async () => {
      const detail = ProjectDetail.parse(await getJson(`/api/projects/${PROJECTS.redesign}`));
      expect(detail.projectDto).toEqual({
        projectGuid: PROJECTS.redesign,
        name: 'Acme Website Redesign',
        status: 'active',
        startDate: '2024-03-01',
        periodStartDate: '2026-11-01',
        periodEndDate: '2026-11-30',
      });
      expect(detail.projectUsers.map((u) => u.email).sort()).toEqual(
        [STAFF.email, CLIENT.email, 'sam@example.com'].sort(),
      );
      expect(detail.projectUsers).toContainEqual({
        userGuid: CLIENT.userGuid,
        firstName: CLIENT.firstName,
        lastName: CLIENT.lastName,
        email: CLIENT.email,
      });
      expect(await getJson(`/api/users/project/${PROJECTS.redesign}`)).toEqual(detail.projectUsers);
    });

    it('lists a project’s dashboard pages in their order and returns one page', async () => {
      const { dashboardPages } = DashboardPageList.parse(
        await getJson(`/api/dashboardpages/project/${PROJECTS.redesign}`),
      );
      expect(dashboardPages.map((p) => p.dashboardPageGuid)).toEqual([
        DASHBOARD_PAGES.analytics,
        DASHBOARD_PAGES.uptime,
        DASHBOARD_PAGES.search,
      ]);
      expect(await getJson(`/api/dashboardpages/${DASHBOARD_PAGES.uptime}`)).toEqual({
        dashboardPage: {
          dashboardPageGuid: DASHBOARD_PAGES.uptime,
          title: 'Uptime',
          iconClass: 'bi bi-activity',
          url: 'https://stats.uptimerobot.com/acme-widgets',
          projectGuid: PROJECTS.redesign,
        },
      });
    });

    it('lists a project’s tickets newest first, every status included', async () => {
      const tickets = TicketViewList.parse(await getJson(`/api/ticketviews/project/${PROJECTS.redesign}`));
      expect(tickets.map((t) => t.ticketGuid)).toEqual([
        TICKETS.bannerNew,
        TICKETS.biosInProgress,
        TICKETS.contactFormAwaiting,
        TICKETS.redesignCompleted,
        TICKETS.redesignDeleted,
      ]);
      const created = tickets.map((t) => t.createdDateTime);
      expect(created).toEqual([...created].sort().reverse());
    });

    it('returns a ticket view with its creator’s first name and project name', async () => {
      expect(await getJson(`/api/ticketviews/${TICKETS.biosInProgress}`)).toEqual({
        ticketId: 100198,
        ticketGuid: TICKETS.biosInProgress,
        name: 'Add new team member bios',
        description: expect.stringContaining('<strong>About us</strong>'),
        status: 'in-progress',
        createdByFirstName: 'Sam',
        createdDateTime: '2026-11-10T14:30:00.000Z',
        projectGuid: PROJECTS.redesign,
        projectName: 'Acme Website Redesign',
        attachments: [],
      });
    });

    it('lists the tickets of all their projects newest first, and none of other clients', async () => {
      const tickets = TicketViewList.parse(await getJson(`/api/ticketviews/user/${CLIENT.userGuid}`));
      expect(tickets.map((t) => t.ticketGuid).sort()).toEqual([...CLIENT_OWNED.tickets].sort());
      const created = tickets.map((t) => t.createdDateTime);
      expect(created).toEqual([...created].sort().reverse());
    });

    it('lists a ticket’s updates oldest first, and none for a ticket without updates', async () => {
      const updates = TicketUpdateList.parse(await getJson(`/api/updates/ticket/${TICKETS.biosInProgress}`));
      expect(updates).toEqual([
        {
          userFirstName: 'Alex',
          userLastName: 'Morgan',
          createdDateTime: '2026-11-11T08:05:00.000Z',
          updateText: '<p>Thanks Sam, we have started on this. :thumbsup:</p>',
          attachments: [],
        },
        {
          userFirstName: 'Alex',
          userLastName: 'Morgan',
          createdDateTime: '2026-11-12T16:40:00.000Z',
          updateText: expect.stringContaining('Two of three bios'),
          attachments: [],
        },
      ]);
      expect(await getJson(`/api/updates/ticket/${TICKETS.bannerNew}`)).toEqual([]);
    });

    it('lists only the Site Care schedules linked to the user’s projects', async () => {
      expect(SiteCareScheduleList.parse(await getJson('/api/sitecareschedules'))).toEqual([
        {
          siteCareScheduleGuid: SCHEDULES.acme,
          domainName: 'acme-widgets.example',
          status: 'active',
          siteCareDay: 15,
          countOfSiteCareReports: 3,
        },
      ]);
      expect(
        (await getJson<Array<{ siteCareScheduleGuid: string }>>('/api/sitecareschedules', otherToken)).map(
          (s) => s.siteCareScheduleGuid,
        ),
      ).toEqual([SCHEDULES.otherCo]);
    });

    it('returns an empty schedule list to a user without projects', async () => {
      const userGuid = '5e0f3a2b-7c4d-4e8f-9a1b-2c3d4e5f6a7b';
      await t.db
        .insertInto('users')
        .values({
          user_guid: userGuid,
          email: 'no-projects@example.com',
          first_name: 'No',
          last_name: 'Projects',
          password_hash: null,
          created_at: new Date().toISOString(),
        })
        .execute();
      try {
        expect(await getJson('/api/sitecareschedules', forgeToken(userGuid))).toEqual([]);
        expect(await getJson(`/api/projects/user/${userGuid}`, forgeToken(userGuid))).toEqual([]);
      } finally {
        await t.db.deleteFrom('users').where('user_guid', '=', userGuid).execute();
      }
    });

    it('returns one schedule and its reports newest first', async () => {
      expect(await getJson(`/api/sitecareschedules/${SCHEDULES.acme}`)).toMatchObject({
        domainName: 'acme-widgets.example',
        countOfSiteCareReports: 3,
      });
      const reports = SiteCareReportList.parse(await getJson(`/api/sitecarereports/schedule/${SCHEDULES.acme}`));
      expect(reports.map((r) => r.siteCareReportGuid)).toEqual([
        REPORTS.acmeNovember,
        REPORTS.acmeOctober,
        REPORTS.acmeSeptember,
      ]);
      expect(reports.every((r) => r.domainName === 'acme-widgets.example')).toBe(true);
    });

    it('returns one report with its schedule’s domain name', async () => {
      const report = SiteCareReport.parse(await getJson(`/api/sitecarereports/${REPORTS.acmeOctober}`));
      expect(report).toMatchObject({
        siteCareReportGuid: REPORTS.acmeOctober,
        siteCareScheduleGuid: SCHEDULES.acme,
        domainName: 'acme-widgets.example',
        createdDateTime: '2026-10-15T06:00:00.000Z',
        completedDateTime: '2026-10-16T14:20:00.000Z',
      });
      const unfinished = SiteCareReport.parse(await getJson(`/api/sitecarereports/${REPORTS.acmeNovember}`));
      expect(unfinished.completedDateTime).toBeNull();
    });
  });
});
