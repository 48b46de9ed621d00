import { DEFAULT_EVENTS_SITE_KEY } from '@client-portal/contract';
import autocannon, { type Request } from 'autocannon';
import { describe, expect, it } from 'vitest';
import { CLIENT, DEMO_PASSWORD, PROJECTS, REPORTS, SCHEDULES, TICKETS } from '../helpers/demo-seed.js';
import { serverOnFreshDatabase, signIn, storedDescriptions, stressTargets } from './support.js';

const CONNECTIONS = Number(process.env.STRESS_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.STRESS_SECONDS ?? 15);

describe.each(stressTargets())('load on $name', ({ kind }) => {
  const started = serverOnFreshDatabase(kind);

  it(`serves ${CONNECTIONS} connections of mixed reads and event inserts for ${SECONDS} s with no error, losing no event`, async () => {
    const { server, database } = started();
    const token = await signIn(server.url, CLIENT.email, DEMO_PASSWORD);
    const auth = { authorization: `Bearer ${token}` };
    const label = `load-${kind}`;
    let sequence = 0;
    const acknowledged: string[] = [];
    const unexpected = new Map<number, number>();

    const read = (path: string): Request => ({ method: 'GET', path, headers: auth });
    const insert: Request = {
      method: 'POST',
      path: '/api/events/insert',
      headers: { 'content-type': 'application/json' },
      setupRequest: (request, context) => {
        const description = `${label}-${sequence++}`;
        (context as { description?: string }).description = description;
        return {
          ...request,
          body: JSON.stringify({ siteKey: DEFAULT_EVENTS_SITE_KEY, eventTypeName: 'LoggedIn', description }),
        };
      },
      onResponse: (status, _body, context) => {
        if (status === 201) acknowledged.push((context as { description: string }).description);
      },
    };

    const result = await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      // Generous: the machine may be shared (CI, other suites); a timeout still counts as an error.
      timeout: 30,
      requests: [
        read('/api/users/me'),
        insert,
        read(`/api/projects/user/${CLIENT.userGuid}`),
        read(`/api/projects/${PROJECTS.redesign}`),
        insert,
        read(`/api/ticketviews/project/${PROJECTS.redesign}`),
        read(`/api/ticketviews/${TICKETS.biosInProgress}`),
        read(`/api/updates/ticket/${TICKETS.biosInProgress}`),
        insert,
        read('/api/sitecareschedules'),
        read(`/api/sitecarereports/schedule/${SCHEDULES.acme}`),
        read(`/api/sitecarereports/${REPORTS.acmeOctober}`),
      ],
    });
    // Every status seen, by code: anything but 2xx is a failure here.
    for (const [key, value] of Object.entries(result.statusCodeStats ?? {})) {
      if (!key.startsWith('2')) unexpected.set(Number(key), value?.count ?? 0);
    }

    // Stop the server cleanly so every connection has let go before counting.
    server.child.kill('SIGTERM');
    const exit = await server.exited;
    const stored = await storedDescriptions(database, label);
    const missing = acknowledged.filter((description) => !stored.has(description));

    console.log(
      `load on ${kind}: ${result.requests.total} requests in ${SECONDS} s over ${CONNECTIONS} connections ` +
        `(${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms); ` +
        `${acknowledged.length} events acknowledged, ${stored.size} stored, ${missing.length} missing; ` +
        `errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`,
    );
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result.non2xx).toBe(0);
    expect(Object.fromEntries(unexpected)).toEqual({});
    expect(result.requests.total).toBeGreaterThan(CONNECTIONS);
    expect(acknowledged.length).toBeGreaterThan(100);
    expect(missing).toEqual([]);
    // Nothing stored that was not sent (every stored description is one of ours, sent once).
    expect(stored.size).toBeLessThanOrEqual(sequence);
    expect(exit.code).toBe(0);
  });
});
