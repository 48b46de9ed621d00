import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInstrumentedApp, type InstrumentedApp } from './helpers/instrumented-app.js';
import type { BenchFixtures } from './helpers/generate.js';
import { CLIENT, PROJECTS, REPORTS, TICKETS } from './helpers/demo-seed.js';
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
