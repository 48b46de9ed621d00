import { ProjectDetail, ProjectList, TicketViewList, type TicketStatus } from '@client-portal/contract';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listProjectsForUser } from '../src/domain/projects/list-projects-for-user.js';
import { bearer, login } from './helpers/auth.js';
import { CLIENT, CLIENT_OWNED, DEMO_PASSWORD, OTHER, PROJECTS, SCHEDULES, TICKETS } from './helpers/demo-seed.js';
import { buildTestApp, testDatabases, type TestApp } from './helpers/test-app.js';

const UNKNOWN_GUID = '0b7a4c1e-9d2f-4e6a-8b3c-5f1d7e9a2c4b';
const MALFORMED = ['not-a-guid', '1e7b3c9a-4f2d-4b8e-9a6c-2d5f8e1b7c0', '1e7b3c9a4f2d4b8e9a6c2d5f8e1b7c01'];

/** Counts the statements a Kysely instance sends. */
function countingPlugin() {
  const plugin: KyselyPlugin & { count: number } = {
    count: 0,
    // Once per statement sent to the database (a subquery is part of its statement).
    transformQuery: (args) => args.node,
    async transformResult(args) {
      plugin.count += 1;
      return args.result;
    },
  };
  return plugin;
}

describe.each(testDatabases())('projects API on $name', (target) => {
  let t: TestApp;
  let clientToken: string;
  let otherToken: string;

  beforeAll(async () => {
    t = await buildTestApp({ database: target, seed: true });
    clientToken = await login(t.app, CLIENT.email, DEMO_PASSWORD);
    otherToken = await login(t.app, OTHER.email, DEMO_PASSWORD);
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  describe('GET /api/projects/user/{memberGUID}', () => {
    it('lists the demo client’s projects with the seed’s open-ticket and Site Care report counts', async () => {
      const response = await get(`/api/projects/user/${CLIENT.userGuid}`, clientToken);
      expect(response.statusCode).toBe(200);
      const projects = ProjectList.parse(response.json());
      const byName = Object.fromEntries(projects.map((p) => [p.name, p]));
      expect(Object.keys(byName).sort()).toEqual(['Acme Mobile App', 'Acme Website Redesign']);
      // Redesign: new, in-progress and awaiting-customer are open; completed and deleted are not.
      expect(byName['Acme Website Redesign']).toEqual({
        projectGuid: PROJECTS.redesign,
        name: 'Acme Website Redesign',
        status: 'active',
        countOfOpenTickets: 3,
        countOfSiteCareReports: 3,
        siteCareScheduleGuid: SCHEDULES.acme,
      });
      expect(byName['Acme Mobile App']).toEqual({
        projectGuid: PROJECTS.mobileApp,
        name: 'Acme Mobile App',
        status: 'inactive',
        countOfOpenTickets: 1,
        countOfSiteCareReports: 0,
        siteCareScheduleGuid: null,
      });
    });

    it('lists only the other client’s own project to them', async () => {
      const response = await get(`/api/projects/user/${OTHER.userGuid}`, otherToken);
      expect(response.statusCode).toBe(200);
      expect(ProjectList.parse(response.json()).map((p) => p.projectGuid)).toEqual([PROJECTS.intranet]);
    });

    it('counts every status other than completed and deleted as open', async () => {
      const setStatus = (status: TicketStatus) =>
        t.db.updateTable('tickets').set({ status }).where('ticket_guid', '=', TICKETS.redesignDeleted).execute();
      const openCount = async () => {
        const projects = ProjectList.parse((await get(`/api/projects/user/${CLIENT.userGuid}`, clientToken)).json());
        return projects.find((p) => p.projectGuid === PROJECTS.redesign)?.countOfOpenTickets;
      };
      try {
        await setStatus('in-progress');
        expect(await openCount()).toBe(4);
        await setStatus('completed');
        expect(await openCount()).toBe(3);
      } finally {
        await setStatus('deleted');
      }
      expect(await openCount()).toBe(3);
    });

    it('computes every project’s counts in one query, however many projects there are', async () => {
      const plugin = countingPlugin();
      const projects = await listProjectsForUser(t.db.withPlugin(plugin), CLIENT.userGuid);
      expect(projects).toHaveLength(2);
      expect(plugin.count).toBe(1);
    });

    it('returns 401 when the member GUID is not the token’s user', async () => {
      expect((await get(`/api/projects/user/${CLIENT.userGuid}`, otherToken)).statusCode).toBe(401);
      expect((await get(`/api/projects/user/${OTHER.userGuid}`, clientToken)).statusCode).toBe(401);
      expect((await get(`/api/projects/user/${UNKNOWN_GUID}`, clientToken)).statusCode).toBe(401);
    });

    it('returns 401 without a token', async () => {
      const response = await get(`/api/projects/user/${CLIENT.userGuid}`);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: 'unauthorized' });
    });

    it.each(MALFORMED)('returns 400 for the malformed member GUID %s', async (bad) => {
      const response = await get(`/api/projects/user/${bad}`, clientToken);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'bad_request' });
    });
  });

  describe('GET /api/projects/{projectGuid}', () => {
    it('returns projectDto and the authorised users', async () => {
      const response = await get(`/api/projects/${PROJECTS.mobileApp}`, clientToken);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(ProjectDetail.parse(body)).toEqual(body);
      expect(body.projectDto).toEqual({
        projectGuid: PROJECTS.mobileApp,
        name: 'Acme Mobile App',
        status: 'inactive',
        startDate: '2023-06-12',
        periodStartDate: '2025-01-01',
        periodEndDate: '2025-06-30',
      });
      expect(body.projectUsers.map((u: { email: string }) => u.email).sort()).toEqual([
        'alex@agency.example',
        'client@example.com',
      ]);
      expect(body.projectUsers[0]).toEqual({
        userGuid: expect.any(String),
        firstName: expect.any(String),
        lastName: expect.any(String),
        email: expect.any(String),
      });
    });

    it('returns 404 with "Project {id} not found." for an unknown project', async () => {
      const response = await get(`/api/projects/${UNKNOWN_GUID}`, clientToken);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', message: `Project ${UNKNOWN_GUID} not found.` });
    });

    it('returns 401 to other@example.com for each of the demo client’s projects', async () => {
      for (const projectGuid of CLIENT_OWNED.projects) {
        const response = await get(`/api/projects/${projectGuid}`, otherToken);
        expect(response.statusCode, projectGuid).toBe(401);
        expect(response.json()).toEqual({
          error: 'unauthorized',
          message: 'You are not authorised to view this item.',
        });
      }
    });

    it('returns 401 to the demo client for the other client’s project', async () => {
      expect((await get(`/api/projects/${PROJECTS.intranet}`, clientToken)).statusCode).toBe(401);
    });

    it('returns 401 without a token', async () => {
      expect((await get(`/api/projects/${PROJECTS.redesign}`)).statusCode).toBe(401);
    });

    it.each(MALFORMED)('returns 400 for the malformed project GUID %s', async (bad) => {
      const response = await get(`/api/projects/${bad}`, clientToken);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'bad_request' });
    });
  });

  describe('GET /api/ticketviews/project/{projectGuid} (the project screen’s ticket table)', () => {
    it('returns every ticket of the project, whatever its status, for the table’s filter', async () => {
      const response = await get(`/api/ticketviews/project/${PROJECTS.redesign}`, clientToken);
      expect(response.statusCode).toBe(200);
      const tickets = TicketViewList.parse(response.json());
      expect(tickets.map((ticket) => ticket.status).sort()).toEqual(
        ['awaiting-customer', 'completed', 'deleted', 'in-progress', 'new'].sort(),
      );
      expect(tickets.every((ticket) => ticket.projectGuid === PROJECTS.redesign)).toBe(true);
    });

    it('returns 404 for an unknown project, 401 for another client’s, 400 for a malformed GUID', async () => {
      expect((await get(`/api/ticketviews/project/${UNKNOWN_GUID}`, clientToken)).statusCode).toBe(404);
      for (const projectGuid of CLIENT_OWNED.projects) {
        expect((await get(`/api/ticketviews/project/${projectGuid}`, otherToken)).statusCode, projectGuid).toBe(401);
      }
      expect((await get('/api/ticketviews/project/not-a-guid', clientToken)).statusCode).toBe(400);
      expect((await get(`/api/ticketviews/project/${PROJECTS.redesign}`)).statusCode).toBe(401);
    });
  });
});
