import type { AgencyTicket, InboxPage } from '@client-portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, refused } from './helpers/answers.js';
import { bearer, login } from './helpers/auth.js';
import { ADMIN, CLIENT, DEMO_PASSWORD, TICKETS } from './helpers/demo-seed.js';
import { buildTestApp, testDatabases, type TestApp } from './helpers/test-app.js';

describe.each(testDatabases())('ticket priority on $name', (target) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let client: Record<string, string>;
  const call = (headers: Record<string, string>, method: 'GET' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const ticketOf = async (ticketGuid: string) =>
    (await ok(call(admin, 'GET', `/api/agency/tickets/${ticketGuid}`))) as AgencyTicket;
  const inbox = async (query: string) =>
    ((await ok(call(admin, 'GET', `/api/agency/tickets?view=all&${query}`))) as InboxPage).items.map(
      (row) => [row.ticketGuid, row.priority] as const,
    );

  beforeAll(async () => {
    t = await buildTestApp({ database: target, seed: true });
    admin = bearer(await login(t.app, ADMIN.email, DEMO_PASSWORD));
    client = bearer(await login(t.app, CLIENT.email, DEMO_PASSWORD));
  });
  afterAll(() => t.close());

  it('is normal until staff set it, on the version they read; the history says so and the inbox filters by it', async () => {
    const before = await ticketOf(TICKETS.bannerNew);
    expect(before.priority).toBe('normal');
    const after = (await ok(
      call(admin, 'PATCH', `/api/agency/tickets/${TICKETS.bannerNew}`, { version: before.version, priority: 'urgent' }),
    )) as AgencyTicket;
    expect(after).toMatchObject({ priority: 'urgent', version: before.version + 1 });
    expect(after.history[0]).toMatchObject({
      action: 'changed',
      changes: { priority: { before: 'normal', after: 'urgent' } },
    });
    // A change made on the version before is refused, and changes nothing.
    await refused(
      call(admin, 'PATCH', `/api/agency/tickets/${TICKETS.bannerNew}`, { version: before.version, priority: 'low' }),
      409,
      'changed this ticket',
    );
    expect((await ticketOf(TICKETS.bannerNew)).priority).toBe('urgent');
    expect(await inbox('priority=urgent')).toEqual([[TICKETS.bannerNew, 'urgent']]);
    expect((await inbox('priority=normal')).map(([guid]) => guid)).not.toContain(TICKETS.bannerNew);
    // With a search too.
    expect(await inbox('priority=urgent&q=banner')).toEqual([[TICKETS.bannerNew, 'urgent']]);
    expect(await inbox('priority=low&q=banner')).toEqual([]);
  });

  it('refuses a priority that is not one, naming the field, and changes nothing', async () => {
    const { version, priority } = await ticketOf(TICKETS.appNew);
    await refused(
      call(admin, 'PATCH', `/api/agency/tickets/${TICKETS.appNew}`, { version, priority: 'critical' }),
      400,
      'priority must be one of low, normal, high, urgent',
    );
    await refused(call(admin, 'GET', '/api/agency/tickets?priority=soon'), 400, 'priority must be one of');
    expect(await ticketOf(TICKETS.appNew)).toMatchObject({ version, priority });
  });

  it('stays with the agency: the client’s ticket answers never carry it', async () => {
    const answer = (await ok(call(client, 'GET', `/api/ticketviews/${TICKETS.bannerNew}`))) as Record<string, unknown>;
    expect(answer).not.toHaveProperty('priority');
    expect(JSON.stringify(await ok(call(client, 'GET', `/api/ticketviews/user/${CLIENT.userGuid}`)))).not.toContain(
      'priority',
    );
  });

  it('is shown to clients on their ticket once the agency turns it on, and hidden again when turned off', async () => {
    const helpdesk = (await ok(call(admin, 'GET', '/api/agency/settings/helpdesk'))) as Record<string, unknown>;
    const showPriority = async (clientsSeePriority: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/agency/settings/helpdesk',
        headers: admin,
        payload: { ...helpdesk, clientsSeePriority },
      });
    expect((await showPriority(true)).statusCode).toBe(200);
    const answer = (await ok(call(client, 'GET', `/api/ticketviews/${TICKETS.bannerNew}`))) as Record<string, unknown>;
    expect(answer.priority).toBe('urgent');
    // The spec's lists stay as written.
    expect(JSON.stringify(await ok(call(client, 'GET', `/api/ticketviews/user/${CLIENT.userGuid}`)))).not.toContain(
      'priority',
    );
    expect((await showPriority(false)).statusCode).toBe(200);
    expect(await ok(call(client, 'GET', `/api/ticketviews/${TICKETS.bannerNew}`))).not.toHaveProperty('priority');
  });
});
