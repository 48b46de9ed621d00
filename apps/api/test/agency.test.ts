import {
  AgencyTicket,
  InboxCounts,
  InboxPage,
  StaffList,
  ThreadEntry,
  TicketUpdateList,
  TicketView,
  type InboxRow,
} from '@client-portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importDocument, parseImportDocument } from '../src/admin/import-data.js';
import { ok } from './helpers/answers.js';
import { bearer, login } from './helpers/auth.js';
import { ADMIN, CLIENT, DEMO_PASSWORD, OTHER, PROJECTS, STAFF, TICKETS } from './helpers/demo-seed.js';
import { buildTestApp, testDatabases, type TestApp } from './helpers/test-app.js';

/** 60 more open tickets on the mobile app, so the inbox has a second page. */
const BULK = Array.from({ length: 60 }, (_, i) => ({
  ticketGuid: `b0000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  ticketId: 300000 + i,
  projectGuid: PROJECTS.mobileApp,
  name: `Bulk ticket ${i}`,
  description: `<p>Routine item ${i}</p>`,
  status: 'in-progress',
  createdByEmail: CLIENT.email,
  createdDateTime: new Date(Date.UTC(2024, 0, 1, 0, i)).toISOString(),
}));

describe.each(testDatabases())('the agency workspace on $name', (target) => {
  let t: TestApp;
  let staffToken: string;
  let clientToken: string;
  let otherToken: string;

  beforeAll(async () => {
    t = await buildTestApp({ database: target, seed: true });
    await importDocument(t.db, parseImportDocument({ tickets: BULK }));
    [staffToken, clientToken, otherToken] = await Promise.all([
      login(t.app, ADMIN.email, DEMO_PASSWORD),
      login(t.app, CLIENT.email, DEMO_PASSWORD),
      login(t.app, OTHER.email, DEMO_PASSWORD),
    ]);
  });
  afterAll(() => t.close());

  const request = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const inbox = async (query: string) =>
    InboxPage.parse(await ok(request('GET', `/api/agency/tickets?${query}`, staffToken)));
  const agencyTicket = async (guid: string) =>
    AgencyTicket.parse(await ok(request('GET', `/api/agency/tickets/${guid}`, staffToken)));
  const numbers = (items: InboxRow[]) => items.map((row) => row.ticketId);
  const snapshot = () => t.db.selectFrom('tickets').selectAll().orderBy('ticket_id').execute();

  it('tells each user their role', async () => {
    expect(await ok(request('GET', '/api/users/me', staffToken))).toMatchObject({ role: 'admin' });
    expect(await ok(request('GET', '/api/users/me', clientToken))).toMatchObject({ role: 'client' });
  });

  it('counts each view: waiting on us, awaiting customer, mine, unassigned, all', async () => {
    const counts = InboxCounts.parse(await ok(request('GET', '/api/agency/tickets/counts', staffToken)));
    // Demo: new ×2 and in-progress ×2 (+60 bulk in progress), one awaiting, two completed, one deleted.
    expect(counts).toEqual({ waiting: 64, awaiting: 1, mine: 0, unassigned: 65, all: 68 });
  });

  it('lists a view newest activity first, 50 a page, with the total', async () => {
    const first = await inbox('view=waiting');
    expect(first).toMatchObject({ total: 64, page: 1, pageSize: 50 });
    expect(first.items).toHaveLength(50);
    expect(first.items.every((row) => ['new', 'in-progress'].includes(row.status))).toBe(true);
    const times = first.items.map((row) => row.lastActivityAt);
    expect([...times].sort().reverse()).toEqual(times);
    const second = await inbox('view=waiting&page=2');
    expect(second.items).toHaveLength(14);
    expect(new Set([...numbers(first.items), ...numbers(second.items)]).size).toBe(64);
  });

  it('shows each row as the inbox needs it: project, creator, status, assignee', async () => {
    const { items } = await inbox('view=awaiting');
    expect(items).toEqual([
      expect.objectContaining({
        ticketGuid: TICKETS.contactFormAwaiting,
        status: 'awaiting-customer',
        projectName: 'Acme Website Redesign',
        createdBy: expect.objectContaining({ email: expect.any(String) }),
        assignee: null,
      }),
    ]);
  });

  it('filters by project, client, status and text, and finds a ticket by its number as clients see it', async () => {
    const intranet = await inbox(`view=all&projectGuid=${PROJECTS.intranet}`);
    expect(intranet.items.map((row) => row.ticketGuid)).toEqual([TICKETS.intranetInProgress]);
    const ofOther = await inbox(`view=all&clientGuid=${OTHER.userGuid}`);
    expect(ofOther.items.map((row) => row.ticketGuid)).toEqual([TICKETS.intranetInProgress]);
    const deleted = await inbox('view=all&status=deleted');
    expect(deleted.items.map((row) => row.ticketGuid)).toEqual([TICKETS.redesignDeleted]);
    expect((await inbox('view=all&q=bulk%20TICKET%2042')).items.map((row) => row.ticketId)).toEqual([300042]);
    expect((await inbox('view=all&q=routine%20item%207')).items.map((row) => row.ticketId)).toEqual([300007]);
    // 100231 is shown to clients as #00231.
    expect((await inbox('view=all&q=%2300231')).items.map((row) => row.ticketGuid)).toEqual([TICKETS.bannerNew]);
    // A search is text, not a pattern.
    expect((await inbox('view=all&q=%25')).total).toBe(0);
  });

  it('refuses a bad view, page or filter with 400 naming it', async () => {
    for (const [query, field] of [
      ['view=later', 'view'],
      ['page=0', 'page'],
      ['status=closed', 'status'],
      ['projectGuid=nope', 'projectGuid'],
      ['q=a%00b', 'q must not contain the NUL character'],
    ] as const) {
      const response = await request('GET', `/api/agency/tickets?${query}`, staffToken);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ error: 'bad_request', message: expect.stringContaining(field) });
    }
  });

  it('lists staff for the assignee choice, never clients', async () => {
    const staff = StaffList.parse(await ok(request('GET', '/api/agency/staff', staffToken)));
    expect(staff.map((s) => [s.email, s.role])).toEqual([
      [STAFF.email, 'staff'],
      [ADMIN.email, 'admin'],
    ]);
  });

  it('raises a ticket for a client, who then sees it as theirs', async () => {
    const created = AgencyTicket.parse(
      await ok(
        request('POST', '/api/agency/tickets', staffToken, {
          projectGuid: PROJECTS.redesign,
          onBehalfOfUserGuid: CLIENT.userGuid,
          name: '  Renew the SSL certificate ',
          description: '<p>Expires soon<script>alert(1)</script></p>',
        }),
        201,
      ),
    );
    expect(created).toMatchObject({ name: 'Renew the SSL certificate', status: 'new', version: 1 });
    expect(created.description).toBe('<p>Expires soon</p>');
    expect(created.history).toEqual([
      expect.objectContaining({ action: 'created', actor: expect.objectContaining({ email: ADMIN.email }) }),
    ]);
    const asClient = TicketView.parse(await ok(request('GET', `/api/ticketviews/${created.ticketGuid}`, clientToken)));
    expect(asClient).toMatchObject({ createdByFirstName: CLIENT.firstName, projectGuid: PROJECTS.redesign });
    expect((await inbox('view=waiting')).items[0]!.ticketGuid).toBe(created.ticketGuid);
  });

  it('refuses a new ticket for someone not on the project, or for an unknown project, changing nothing', async () => {
    const before = await snapshot();
    const notMember = await request('POST', '/api/agency/tickets', staffToken, {
      projectGuid: PROJECTS.redesign,
      onBehalfOfUserGuid: OTHER.userGuid,
      name: 'x',
      description: '<p>x</p>',
    });
    expect(notMember.statusCode).toBe(400);
    expect(notMember.json()).toMatchObject({ message: expect.stringContaining('onBehalfOfUserGuid') });
    const unknown = await request('POST', '/api/agency/tickets', staffToken, {
      projectGuid: '00000000-0000-4000-8000-000000000999',
      onBehalfOfUserGuid: CLIENT.userGuid,
      name: 'x',
      description: '<p>x</p>',
    });
    expect(unknown.statusCode).toBe(404);
    const blank = await request('POST', '/api/agency/tickets', staffToken, {
      projectGuid: PROJECTS.redesign,
      onBehalfOfUserGuid: CLIENT.userGuid,
      name: '   ',
      description: '<p>x</p>',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: expect.stringContaining('name') });
    const scriptOnly = await request('POST', '/api/agency/tickets', staffToken, {
      projectGuid: PROJECTS.redesign,
      onBehalfOfUserGuid: CLIENT.userGuid,
      name: 'x',
      description: '<script>alert(1)</script>',
    });
    expect(scriptOnly.statusCode).toBe(400);
    expect(scriptOnly.json()).toMatchObject({ message: 'description: must have some text' });
    expect(await snapshot()).toEqual(before);
  });

  it('changes status, assignee and title on the current version, and records before and after', async () => {
    const ticket = await agencyTicket(TICKETS.biosInProgress);
    const changed = AgencyTicket.parse(
      await ok(
        request('PATCH', `/api/agency/tickets/${ticket.ticketGuid}`, staffToken, {
          version: ticket.version,
          status: 'awaiting-customer',
          assigneeUserGuid: ADMIN.userGuid,
          name: 'Team bios (final copy)',
        }),
      ),
    );
    expect(changed).toMatchObject({
      status: 'awaiting-customer',
      name: 'Team bios (final copy)',
      version: ticket.version + 1,
      assignee: expect.objectContaining({ userGuid: ADMIN.userGuid }),
    });
    expect(changed.history[0]).toMatchObject({
      action: 'changed',
      actor: expect.objectContaining({ email: ADMIN.email }),
      changes: {
        status: { before: 'in-progress', after: 'awaiting-customer' },
        assignee: { before: null, after: ADMIN.userGuid },
        name: { before: ticket.name, after: 'Team bios (final copy)' },
      },
    });
    // The client sees the new status and title on their next read.
    expect(await ok(request('GET', `/api/ticketviews/${ticket.ticketGuid}`, clientToken))).toMatchObject({
      status: 'awaiting-customer',
      name: 'Team bios (final copy)',
    });
    expect((await inbox('view=mine')).items.map((row) => row.ticketGuid)).toContain(ticket.ticketGuid);
  });

  it('refuses a change made on an older version with 409 naming who changed it, and keeps their change', async () => {
    const ticket = await agencyTicket(TICKETS.bannerNew);
    await ok(
      request('PATCH', `/api/agency/tickets/${ticket.ticketGuid}`, staffToken, {
        version: ticket.version,
        status: 'in-progress',
      }),
    );
    const stale = await request('PATCH', `/api/agency/tickets/${ticket.ticketGuid}`, staffToken, {
      version: ticket.version,
      status: 'completed',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      error: 'conflict',
      message: expect.stringMatching(/^Avery Agency changed this ticket at \d\d-[A-Z][a-z]{2}-\d{4} \d\d:\d\d UTC/),
    });
    expect(await agencyTicket(ticket.ticketGuid)).toMatchObject({ status: 'in-progress', version: ticket.version + 1 });
  });

  it('lets exactly one of two simultaneous changes on the same version through', async () => {
    const ticket = await agencyTicket(TICKETS.appNew);
    const answers = await Promise.all(
      (['completed', 'awaiting-customer'] as const).map((status) =>
        request('PATCH', `/api/agency/tickets/${ticket.ticketGuid}`, staffToken, { version: ticket.version, status }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = AgencyTicket.parse(answers.find((a) => a.statusCode === 200)!.json());
    expect(await agencyTicket(ticket.ticketGuid)).toMatchObject({ status: winner.status, version: ticket.version + 1 });
  });

  it('refuses a bad change with 400 or 404 naming the problem, changing nothing', async () => {
    const ticket = await agencyTicket(TICKETS.redesignCompleted);
    const before = await snapshot();
    const cases: Array<[object, number, string]> = [
      [{ version: ticket.version, status: 'closed' }, 400, 'status'],
      [{ version: ticket.version, name: '' }, 400, 'name'],
      [{ status: 'new' }, 400, 'version'],
      [{ version: ticket.version, assigneeUserGuid: CLIENT.userGuid }, 400, 'assigneeUserGuid'],
      [{ version: ticket.version, assigneeUserGuid: '00000000-0000-4000-8000-000000000999' }, 404, 'not found'],
      [{ version: ticket.version, colour: 'red' }, 400, 'colour'],
    ];
    for (const [body, status, words] of cases) {
      const response = await request('PATCH', `/api/agency/tickets/${ticket.ticketGuid}`, staffToken, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().message).toContain(words);
    }
    const unknown = await request('PATCH', '/api/agency/tickets/00000000-0000-4000-8000-000000000999', staffToken, {
      version: 1,
      status: 'new',
    });
    expect(unknown.statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  describe('the thread', () => {
    const NOTE = 'Internal: the client owes us two invoices';
    const PUBLIC = 'We have published the new banner.';

    beforeAll(async () => {
      await ok(
        request('POST', `/api/agency/tickets/${TICKETS.contactFormAwaiting}/updates`, staffToken, {
          updateText: `<p>${NOTE}</p>`,
          internal: true,
        }),
        201,
      );
      const entry = ThreadEntry.parse(
        await ok(
          request('POST', `/api/agency/tickets/${TICKETS.contactFormAwaiting}/updates`, staffToken, {
            updateText: `<p onclick="steal()">${PUBLIC}</p><img src=x onerror=alert(1)>`,
            internal: false,
          }),
          201,
        ),
      );
      // An image not attached to the portal would be loaded from wherever it points: it is kept as a link to it.
      expect(entry.updateText).toBe(`<p>${PUBLIC}</p><a href="x" target="_blank" rel="noopener noreferrer">x</a>`);
    });

    it('shows staff both, oldest first, the note marked internal', async () => {
      const { thread } = await agencyTicket(TICKETS.contactFormAwaiting);
      expect(thread.slice(-2).map((entry) => [entry.internal, entry.author?.email])).toEqual([
        [true, ADMIN.email],
        [false, ADMIN.email],
      ]);
    });

    it("puts the public update in the client's feed with the staff member's name, and never the note", async () => {
      const updates = TicketUpdateList.parse(
        await ok(request('GET', `/api/updates/ticket/${TICKETS.contactFormAwaiting}`, clientToken)),
      );
      expect(updates.at(-1)).toMatchObject({ userFirstName: 'Avery', userLastName: 'Agency' });
      expect(updates.at(-1)!.updateText).toContain(PUBLIC);
      expect(JSON.stringify(updates)).not.toContain(NOTE);
    });

    it('keeps the note out of every answer a client can get', async () => {
      const calls = [
        `/api/updates/ticket/${TICKETS.contactFormAwaiting}`,
        `/api/ticketviews/${TICKETS.contactFormAwaiting}`,
        `/api/ticketviews/project/${PROJECTS.redesign}`,
        `/api/ticketviews/user/${CLIENT.userGuid}`,
        `/api/projects/user/${CLIENT.userGuid}`,
        `/api/projects/${PROJECTS.redesign}`,
        `/api/users/me`,
      ];
      for (const url of calls) {
        const response = await request('GET', url, clientToken);
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).not.toContain(NOTE);
      }
      // Staff viewing as the client see exactly the client's answer.
      const asStaff = await request('GET', `/api/updates/ticket/${TICKETS.contactFormAwaiting}`, staffToken);
      expect(asStaff.body).not.toContain(NOTE);
      expect(asStaff.json()).toEqual(
        await ok(request('GET', `/api/updates/ticket/${TICKETS.contactFormAwaiting}`, clientToken)),
      );
    });

    it('moves the ticket to the top of the inbox and records each post', async () => {
      const { items } = await inbox('view=all');
      expect(items[0]!.ticketGuid).toBe(TICKETS.contactFormAwaiting);
      const { history } = await agencyTicket(TICKETS.contactFormAwaiting);
      expect(history.slice(0, 2).map((h) => h.action)).toEqual(['public update', 'internal note']);
    });

    it('refuses an empty post and an unknown ticket', async () => {
      const empty = await request('POST', `/api/agency/tickets/${TICKETS.contactFormAwaiting}/updates`, staffToken, {
        updateText: '<p> </p>',
        internal: false,
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toContain('updateText');
      const missing = await request('POST', `/api/agency/tickets/${TICKETS.contactFormAwaiting}/updates`, staffToken, {
        updateText: '<p>x</p>',
      });
      expect(missing.json().message).toContain('internal');
      const unknown = await request(
        'POST',
        '/api/agency/tickets/00000000-0000-4000-8000-000000000999/updates',
        staffToken,
        { updateText: '<p>x</p>', internal: false },
      );
      expect(unknown.statusCode).toBe(404);
    });

    it('stores an image from another site as a link to it, for the client to read, and keeps an attached image', async () => {
      const attached = '/api/attachments/0f8fad5b-d9cb-469f-a165-70867728950e';
      await ok(
        request('POST', `/api/agency/tickets/${TICKETS.contactFormAwaiting}/updates`, staffToken, {
          updateText: `<p>Before <img src="https://tracker.example/p.png" alt="x"> after <img src="${attached}" alt="shot"></p>`,
          internal: false,
        }),
        201,
      );
      const updates = TicketUpdateList.parse(
        await ok(request('GET', `/api/updates/ticket/${TICKETS.contactFormAwaiting}`, clientToken)),
      );
      expect(updates.at(-1)!.updateText).toBe(
        '<p>Before <a href="https://tracker.example/p.png" target="_blank" rel="noopener noreferrer">x</a> after ' +
          `<img src="${attached}" alt="shot" /></p>`,
      );
    });
  });

  it("lets staff open any project's client screens, as its client sees them", async () => {
    for (const url of [
      `/api/projects/${PROJECTS.intranet}`,
      `/api/ticketviews/project/${PROJECTS.intranet}`,
      `/api/ticketviews/${TICKETS.intranetInProgress}`,
      `/api/users/project/${PROJECTS.intranet}`,
    ]) {
      const [asStaff, asClient] = await Promise.all([request('GET', url, staffToken), request('GET', url, otherToken)]);
      expect(asStaff.statusCode, url).toBe(200);
      expect(asStaff.json()).toEqual(asClient.json());
    }
  });
});
