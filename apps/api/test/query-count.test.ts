import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInstrumentedApp, type InstrumentedApp } from './helpers/instrumented-app.js';
import type { BenchFixtures } from './helpers/generate.js';
import { CLIENT, PROJECTS, REPORTS, STAFF, TICKETS } from './helpers/demo-seed.js';
import { testDatabases } from './helpers/test-app.js';

/** Generated: the bench client is on three projects, one with 200 tickets; the demo client has two with a few each. */
const SIZE = { clients: 60, projects: 40, tickets: 1_000, updates: 4_000, reports: 100 };

interface Call {
  name: string;
  demo: string;
  generated: (f: BenchFixtures) => string;
  /** Statements per request, at most: the bearer check (one user by key) plus the page's own reads. */
  budget: number;
}

const CALLS: Call[] = [
  { name: 'GET /api/users/me', demo: '/api/users/me', generated: () => '/api/users/me', budget: 1 },
  {
    name: 'GET /api/projects/user/{id}',
    demo: `/api/projects/user/${CLIENT.userGuid}`,
    generated: (f) => `/api/projects/user/${f.client.userGuid}`,
    budget: 2,
  },
  {
    name: 'GET /api/projects/{id}',
    demo: `/api/projects/${PROJECTS.redesign}`,
    generated: (f) => `/api/projects/${f.projectGuid}`,
    // The user, the project with the caller's membership, its users.
    budget: 3,
  },
  {
    name: 'GET /api/ticketviews/project/{id}',
    demo: `/api/ticketviews/project/${PROJECTS.redesign}`,
    generated: (f) => `/api/ticketviews/project/${f.projectGuid}`,
    budget: 3,
  },
  {
    name: 'GET /api/updates/ticket/{id}',
    demo: `/api/updates/ticket/${TICKETS.biosInProgress}`,
    generated: (f) => `/api/updates/ticket/${f.ticketGuid}`,
    budget: 3,
  },
  {
    name: 'GET /api/sitecarereports/{id}',
    demo: `/api/sitecarereports/${REPORTS.acmeOctober}`,
    generated: (f) => `/api/sitecarereports/${f.reportGuid}`,
    // The user, the report with the caller's access to its schedule.
    budget: 2,
  },
];

describe.each(testDatabases())('queries per request on $name', (target) => {
  let demo: InstrumentedApp;
  let generated: InstrumentedApp;

  beforeAll(async () => {
    [demo, generated] = await Promise.all([
      buildInstrumentedApp(target.kind, 'demo'),
      buildInstrumentedApp(target.kind, SIZE),
    ]);
  }, 120_000);
  afterAll(async () => {
    await demo?.close();
    await generated?.close();
  });

  it.each(CALLS)('$name runs the same few statements however many projects and tickets', async (call) => {
    const fixtures = generated.fixtures!;
    const small = await demo.get(call.demo, demo.bearer(CLIENT.userGuid));
    const large = await generated.get(call.generated(fixtures), generated.bearer(fixtures.client.userGuid));
    expect(small.status).toBe(200);
    expect(large.status).toBe(200);
    expect(large.queries.length).toBe(small.queries.length);
    expect(large.queries.length).toBeLessThanOrEqual(call.budget);
    // No statement repeats within a request: one per row (N+1) would show as the same SQL several times.
    expect(new Set(large.queries.map((q) => q.sql)).size).toBe(large.queries.length);
  });

  it('the inbox counts a view only when its page is full: a shorter page gives its own total', async () => {
    const fixtures = generated.fixtures!;
    const read = async (app: InstrumentedApp, staffGuid: string, url: string) => {
      const { status, queries } = await app.get(url, app.bearer(staffGuid));
      expect(status).toBe(200);
      const answer = await app.app.inject({ url, headers: app.bearer(staffGuid) });
      const counts = await app.app.inject({ url: '/api/agency/tickets/counts', headers: app.bearer(staffGuid) });
      return {
        counted: queries.filter((query) => /count\(\*\)/.test(query.sql)).length,
        page: answer.json<{ items: unknown[]; total: number }>(),
        all: counts.json<{ all: number }>().all,
      };
    };

    // The demo's few tickets fit on one page: the page is the whole list.
    const few = await read(demo, STAFF.userGuid, '/api/agency/tickets?view=all');
    expect(few.counted).toBe(0);
    expect(few.page.total).toBe(few.all);
    expect(few.page.items).toHaveLength(few.all);
    // A page past the end of it is empty, and cannot tell how many came before: that one counts.
    const past = await read(demo, STAFF.userGuid, '/api/agency/tickets?view=all&page=9');
    expect(past.counted).toBe(1);
    expect(past.page).toMatchObject({ items: [], total: few.all });
    // A thousand tickets fill the page: the total is counted.
    const many = await read(generated, fixtures.staff.userGuid, '/api/agency/tickets?view=all');
    expect(many.counted).toBe(1);
    expect(many.page.items).toHaveLength(50);
    expect(many.page.total).toBe(many.all);
    expect(many.all).toBe(1_000);
    // The last page of a view of 1 to 49 more than a multiple of fifty is short again, and tells the same total.
    const waiting = await read(generated, fixtures.staff.userGuid, '/api/agency/tickets?view=waiting');
    expect(waiting.page.items).toHaveLength(50);
    const lastPage = Math.ceil(waiting.page.total / 50);
    const last = await read(generated, fixtures.staff.userGuid, `/api/agency/tickets?view=waiting&page=${lastPage}`);
    expect(waiting.page.total % 50).toBeGreaterThan(0);
    expect(last.counted).toBe(0);
    expect(last.page.total).toBe(waiting.page.total);
    expect(last.page.items).toHaveLength(waiting.page.total - (lastPage - 1) * 50);
  });

  it('the bench client really sees more: 3 projects and 200 tickets against the demo client’s 2 and a few', async () => {
    const fixtures = generated.fixtures!;
    const projects = await generated.app.inject({
      url: `/api/projects/user/${fixtures.client.userGuid}`,
      headers: generated.bearer(fixtures.client.userGuid),
    });
    expect(projects.json()).toHaveLength(3);
    const tickets = await generated.app.inject({
      url: `/api/ticketviews/project/${fixtures.projectGuid}`,
      headers: generated.bearer(fixtures.client.userGuid),
    });
    expect(tickets.json()).toHaveLength(200);
    const demoProjects = await demo.app.inject({
      url: `/api/projects/user/${CLIENT.userGuid}`,
      headers: demo.bearer(CLIENT.userGuid),
    });
    expect(demoProjects.json()).toHaveLength(2);
  });
});
