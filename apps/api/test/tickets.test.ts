import { readFileSync } from 'node:fs';
import { ProjectUserList, TicketUpdateList, TicketView, TicketViewList } from '@client-portal/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importDocument, parseImportDocument } from '../src/admin/import-data.js';
import { bearer, login } from './helpers/auth.js';
import { CLIENT, CLIENT_OWNED, DEMO_PASSWORD, OTHER, PROJECTS, TICKETS } from './helpers/demo-seed.js';
import { buildTestApp, testDatabases, type TestApp } from './helpers/test-app.js';

/**
 * The browser tests' XSS ticket. The import stores its texts sanitised, as the routes do; a database may still hold
 * such HTML as it was written before the server sanitised what it stores, and the API must hand that back byte for
 * byte (the client sanitises, spec §5).
 */
const XSS_FIXTURE = JSON.parse(
  readFileSync(new URL('../../../e2e/fixtures/tickets-xss.json', import.meta.url), 'utf8'),
) as {
  tickets: Array<{ ticketGuid: string; ticketId: number; description: string; updates: Array<{ updateText: string }> }>;
};
const XSS_TICKET = XSS_FIXTURE.tickets[0]!;

/** Data this file adds on top of the demo seed. */
const EMPTY_PROJECT = 'a1b2c3d4-0000-4e1f-8a01-7e57000000e1';
const SAME_TIME_LOW = { ticketGuid: 'a1b2c3d4-0001-4e1f-8a01-7e5700000001', ticketId: 700001 };
const SAME_TIME_HIGH = { ticketGuid: 'a1b2c3d4-0002-4e1f-8a01-7e5700000002', ticketId: 700002 };
const SAME_TIME = '2025-04-01T12:00:00Z';

const EXTRA_DATA = {
  projects: [
    {
      projectGuid: EMPTY_PROJECT,
      name: 'Acme Empty Project',
      status: 'active',
      startDate: null,
      periodStartDate: null,
      periodEndDate: null,
      userEmails: [CLIENT.email],
    },
  ],
  tickets: [SAME_TIME_LOW, SAME_TIME_HIGH].map((t) => ({
    ...t,
    projectGuid: PROJECTS.mobileApp,
    name: `Same-time ticket ${t.ticketId}`,
    description: '<p>Created in the same second as its sibling.</p>',
    status: 'new',
    createdByEmail: CLIENT.email,
    createdDateTime: SAME_TIME,
    // Listed newest first on purpose: the API must order by time, not by insertion.
    updates: [
      { userEmail: CLIENT.email, createdDateTime: '2025-04-03T08:00:00Z', updateText: '<p>third</p>' },
      { userEmail: 'alex@agency.example', createdDateTime: '2025-04-01T12:30:00+02:00', updateText: '<p>first</p>' },
      { userEmail: CLIENT.email, createdDateTime: '2025-04-02T23:59:00Z', updateText: '<p>second</p>' },
    ],
  })),
};

/** Writes the ticket's texts as given, unsanitised: HTML stored before the server sanitised what it stores. */
async function storeUnsanitised(t: TestApp, ticket: typeof XSS_TICKET): Promise<void> {
  await t.db
    .updateTable('tickets')
    .set({ description: ticket.description })
    .where('ticket_guid', '=', ticket.ticketGuid)
    .execute();
  const updates = await t.db
    .selectFrom('ticket_updates')
    .select('update_guid')
    .where('ticket_guid', '=', ticket.ticketGuid)
    .orderBy('created_date_time')
    .execute();
  expect(updates).toHaveLength(ticket.updates.length);
  for (const [i, { update_guid }] of updates.entries()) {
    await t.db
      .updateTable('ticket_updates')
      .set({ update_text: ticket.updates[i]!.updateText })
      .where('update_guid', '=', update_guid)
      .execute();
  }
}

const isNewestFirst = (dates: string[]) => dates.every((d, i) => i === 0 || Date.parse(dates[i - 1]!) >= Date.parse(d));

describe.each(testDatabases())('ticket routes on $name', (target) => {
  let t: TestApp;
  let clientToken: string;
  let otherToken: string;

  beforeAll(async () => {
    t = await buildTestApp({ database: target, seed: true });
    await importDocument(t.db, parseImportDocument(XSS_FIXTURE));
    await storeUnsanitised(t, XSS_TICKET);
    await importDocument(t.db, parseImportDocument(EXTRA_DATA));
    // Real sign-ins, not forged tokens: the whole path a browser takes.
    [clientToken, otherToken] = await Promise.all([
      login(t.app, CLIENT.email, DEMO_PASSWORD),
      login(t.app, OTHER.email, DEMO_PASSWORD),
    ]);
  });
  afterAll(() => t.close());

  async function get(url: string, token: string): Promise<LightMyRequestResponse> {
    const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(500);
    return response;
  }

  async function getOk(url: string, token = clientToken): Promise<unknown> {
    const response = await get(url, token);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json();
  }

  describe('other@example.com (authorised only on Other Co Intranet)', () => {
    const ticketCalls = [
      ...CLIENT_OWNED.projects.map((p) => `/api/ticketviews/project/${p}`),
      ...CLIENT_OWNED.projects.map((p) => `/api/users/project/${p}`),
      ...[...CLIENT_OWNED.tickets, XSS_TICKET.ticketGuid].map((g) => `/api/ticketviews/${g}`),
      ...[...CLIENT_OWNED.tickets, XSS_TICKET.ticketGuid].map((g) => `/api/updates/ticket/${g}`),
      `/api/ticketviews/user/${CLIENT.userGuid}`,
      `/api/ticketviews/project/${EMPTY_PROJECT}`,
    ];

    it.each(ticketCalls)('gets 401 and no ticket data from %s', async (url) => {
      const response = await get(url, otherToken);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'unauthorized', message: expect.any(String) });
      expect(response.body).not.toMatch(/Acme|<p>/);
    });

    it('is told it may not view a ticket, in the words of spec §8', async () => {
      for (const url of [`/api/ticketviews/${TICKETS.bannerNew}`, `/api/updates/ticket/${TICKETS.bannerNew}`]) {
        const response = await get(url, otherToken);
        expect(response.json()).toMatchObject({ message: 'You are not authorized to view this ticket.' });
      }
    });

    it('sees only the tickets of its own project, across projects and per project', async () => {
      const own = TicketViewList.parse(await getOk(`/api/ticketviews/user/${OTHER.userGuid}`, otherToken));
      expect(own.map((x) => [x.ticketGuid, x.projectName])).toEqual([
        [TICKETS.intranetInProgress, 'Other Co Intranet'],
      ]);
      expect(await getOk(`/api/ticketviews/project/${PROJECTS.intranet}`, otherToken)).toEqual(own);
      expect(await getOk(`/api/ticketviews/${TICKETS.intranetInProgress}`, otherToken)).toEqual({
        ...own[0],
        attachments: [],
      });
    });

    it('keeps the demo client out of the intranet ticket as well', async () => {
      expect((await get(`/api/ticketviews/${TICKETS.intranetInProgress}`, clientToken)).statusCode).toBe(401);
      expect((await get(`/api/updates/ticket/${TICKETS.intranetInProgress}`, clientToken)).statusCode).toBe(401);
      expect((await get(`/api/ticketviews/project/${PROJECTS.intranet}`, clientToken)).statusCode).toBe(401);
      expect((await get(`/api/users/project/${PROJECTS.intranet}`, clientToken)).statusCode).toBe(401);
    });
  });

  describe('GET /api/ticketviews/project/{projectGuid}', () => {
    it('lists every ticket of the project newest first, the deleted one with status deleted', async () => {
      const tickets = TicketViewList.parse(await getOk(`/api/ticketviews/project/${PROJECTS.redesign}`));
      expect(tickets.map((x) => [x.ticketId, x.status])).toEqual([
        [100231, 'new'],
        [100198, 'in-progress'],
        [100176, 'awaiting-customer'],
        [100102, 'completed'],
        [100087, 'deleted'],
        [XSS_TICKET.ticketId, 'completed'],
      ]);
      expect(isNewestFirst(tickets.map((x) => x.createdDateTime))).toBe(true);
      expect(new Set(tickets.map((x) => x.projectName))).toEqual(new Set(['Acme Website Redesign']));
    });

    it('orders tickets created in the same second by ticketId, highest first', async () => {
      const tickets = TicketViewList.parse(await getOk(`/api/ticketviews/project/${PROJECTS.mobileApp}`));
      expect(tickets.map((x) => x.ticketId)).toEqual([100044, SAME_TIME_HIGH.ticketId, SAME_TIME_LOW.ticketId, 100012]);
    });

    it('returns an empty array for a project without tickets', async () => {
      expect(await getOk(`/api/ticketviews/project/${EMPTY_PROJECT}`)).toEqual([]);
    });
  });

  describe('GET /api/ticketviews/user/{memberGUID}', () => {
    it('lists the tickets of all the user’s projects newest first, each naming its project', async () => {
      const tickets = TicketViewList.parse(await getOk(`/api/ticketviews/user/${CLIENT.userGuid}`));
      expect(tickets).toHaveLength(CLIENT_OWNED.tickets.length + 3);
      expect(isNewestFirst(tickets.map((x) => x.createdDateTime))).toBe(true);
      expect(tickets.find((x) => x.ticketGuid === TICKETS.appNew)).toMatchObject({
        projectGuid: PROJECTS.mobileApp,
        projectName: 'Acme Mobile App',
      });
      expect(tickets.find((x) => x.ticketGuid === TICKETS.redesignDeleted)).toMatchObject({
        status: 'deleted',
        projectGuid: PROJECTS.redesign,
        projectName: 'Acme Website Redesign',
      });
      expect(tickets.some((x) => x.projectGuid === PROJECTS.intranet)).toBe(false);
    });

    it('lists each ticket once even though the project has several authorised users', async () => {
      const tickets = TicketViewList.parse(await getOk(`/api/ticketviews/user/${CLIENT.userGuid}`));
      const guids = tickets.map((x) => x.ticketGuid);
      expect(new Set(guids).size).toBe(guids.length);
    });
  });

  describe('GET /api/ticketviews/{ticketGuid}', () => {
    it('returns a deleted ticket, its status saying so', async () => {
      expect(TicketView.parse(await getOk(`/api/ticketviews/${TICKETS.redesignDeleted}`))).toMatchObject({
        ticketId: 100087,
        status: 'deleted',
      });
    });

    it('returns stored HTML unchanged, leaving sanitising to the client', async () => {
      const ticket = TicketView.parse(await getOk(`/api/ticketviews/${XSS_TICKET.ticketGuid}`));
      expect(ticket.description).toBe(XSS_TICKET.description);
      const updates = TicketUpdateList.parse(await getOk(`/api/updates/ticket/${XSS_TICKET.ticketGuid}`));
      expect(updates.map((u) => u.updateText)).toEqual(XSS_TICKET.updates.map((u) => u.updateText));
    });

    it('answers 404 for an unknown ticket and 400 for a malformed GUID', async () => {
      const unknown = 'f0e1d2c3-b4a5-4968-8776-655443322110';
      for (const url of [`/api/ticketviews/${unknown}`, `/api/updates/ticket/${unknown}`]) {
        expect((await get(url, clientToken)).json()).toMatchObject({ error: 'not_found' });
      }
      for (const url of ['/api/ticketviews/not-a-guid', '/api/updates/ticket/not-a-guid']) {
        const response = await get(url, clientToken);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ error: 'bad_request' });
      }
    });
  });

  describe('GET /api/updates/ticket/{ticketGuid}', () => {
    it('lists updates oldest first by their instant, whatever the import order or offset', async () => {
      const updates = TicketUpdateList.parse(await getOk(`/api/updates/ticket/${SAME_TIME_HIGH.ticketGuid}`));
      expect(updates.map((u) => u.updateText)).toEqual(['<p>first</p>', '<p>second</p>', '<p>third</p>']);
      expect(updates[0]).toEqual({
        userFirstName: 'Alex',
        userLastName: 'Morgan',
        createdDateTime: '2025-04-01T10:30:00.000Z',
        updateText: '<p>first</p>',
        attachments: [],
      });
    });

    it('returns an empty array for a ticket without updates, deleted tickets included', async () => {
      expect(await getOk(`/api/updates/ticket/${TICKETS.redesignDeleted}`)).toEqual([]);
    });
  });

  describe('GET /api/users/project/{projectGuid}', () => {
    it('lists the project’s authorised users with name and email only', async () => {
      const body = await getOk(`/api/users/project/${EMPTY_PROJECT}`);
      expect(ProjectUserList.parse(body)).toEqual(body);
      expect(body).toEqual([
        { userGuid: CLIENT.userGuid, firstName: CLIENT.firstName, lastName: CLIENT.lastName, email: CLIENT.email },
      ]);
    });
  });
});
