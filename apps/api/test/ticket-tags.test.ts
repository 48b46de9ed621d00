import type { AgencyTicket, AuditEntry, BulkResult, InboxPage, TagUse } from '@client-portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, refused } from './helpers/answers.js';
import { bearer, giveDemoPassword, login } from './helpers/auth.js';
import { ADMIN, CLIENT, DEMO_PASSWORD, STAFF, TICKETS } from './helpers/demo-seed.js';
import { buildTestApp, testDatabases, type TestApp } from './helpers/test-app.js';

describe.each(testDatabases())('tags and bulk changes on $name', (target) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let staff: Record<string, string>;
  let client: Record<string, string>;
  const call = (headers: Record<string, string>, method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const ticketOf = async (ticketGuid: string) =>
    (await ok(call(admin, 'GET', `/api/agency/tickets/${ticketGuid}`))) as AgencyTicket;
  const inbox = async (query: string) =>
    (await ok(call(admin, 'GET', `/api/agency/tickets?view=all&${query}`))) as InboxPage;
  const tagUses = async () => (await ok(call(staff, 'GET', '/api/agency/tags'))) as TagUse[];
  const bulk = (headers: Record<string, string>, body: object) =>
    call(headers, 'POST', '/api/agency/tickets/bulk', body);
  const listed = async (...ticketGuids: string[]) =>
    Promise.all(ticketGuids.map(async (ticketGuid) => ({ ticketGuid, version: (await ticketOf(ticketGuid)).version })));

  beforeAll(async () => {
    t = await buildTestApp({ database: target, seed: true });
    admin = bearer(await login(t.app, ADMIN.email, DEMO_PASSWORD));
    await giveDemoPassword(t.db, [STAFF.email]);
    staff = bearer(await login(t.app, STAFF.email, DEMO_PASSWORD));
    client = bearer(await login(t.app, CLIENT.email, DEMO_PASSWORD));
  });
  afterAll(() => t.close());

  it('keeps a ticket’s tags in lower case, once each; the history and the inbox show them; the inbox filters by one', async () => {
    const { version } = await ticketOf(TICKETS.bannerNew);
    const after = (await ok(
      call(admin, 'PATCH', `/api/agency/tickets/${TICKETS.bannerNew}`, {
        version,
        tags: ['  WordPress ', 'billing', 'wordpress', 'Café menu'],
      }),
    )) as AgencyTicket;
    expect(after).toMatchObject({ tags: ['billing', 'café menu', 'wordpress'], version: version + 1 });
    expect(after.history[0]).toMatchObject({
      action: 'changed',
      changes: { tags: { before: [], after: ['billing', 'café menu', 'wordpress'] } },
    });
    const page = await inbox('tag=WordPress');
    expect(page.items.map((row) => [row.ticketGuid, row.tags])).toEqual([
      [TICKETS.bannerNew, ['billing', 'café menu', 'wordpress']],
    ]);
    expect(page.total).toBe(1);
    expect((await inbox(`tag=${encodeURIComponent('café menu')}&q=banner`)).items).toHaveLength(1);
    expect((await inbox('tag=nothing-tagged-so')).items).toEqual([]);
    // Removing one keeps the others.
    const removed = (await ok(
      call(admin, 'PATCH', `/api/agency/tickets/${TICKETS.bannerNew}`, {
        version: after.version,
        tags: ['billing', 'wordpress'],
      }),
    )) as AgencyTicket;
    expect(removed.tags).toEqual(['billing', 'wordpress']);
    // The same set again is no change: no new version, no history entry.
    const same = (await ok(
      call(admin, 'PATCH', `/api/agency/tickets/${TICKETS.bannerNew}`, {
        version: removed.version,
        tags: ['wordpress', 'billing'],
      }),
    )) as AgencyTicket;
    expect(same.version).toBe(removed.version);
    expect(same.history).toHaveLength(removed.history.length);
    expect(await tagUses()).toEqual(
      expect.arrayContaining([
        { tag: 'billing', tickets: 1 },
        { tag: 'wordpress', tickets: 1 },
      ]),
    );
  });

  it('refuses a tag that is not one, naming the field, and changes nothing', async () => {
    const before = await ticketOf(TICKETS.appNew);
    for (const [tags, message] of [
      [['-leading'], 'tags.0: a tag holds letters'],
      [['fine', 'two  spaces'], 'tags.1: a tag holds letters'],
      [['<b>bold</b>'], 'tags.0: a tag holds letters'],
      [['x'.repeat(41)], 'tags.0: a tag must be at most 40 characters'],
      [[''], 'tags.0: a tag must not be empty'],
      [Array.from({ length: 21 }, (_, i) => `tag${i}`), 'tags: at most 20 tags'],
    ] as const) {
      await refused(
        call(admin, 'PATCH', `/api/agency/tickets/${TICKETS.appNew}`, { version: before.version, tags }),
        400,
        message,
      );
    }
    await refused(call(admin, 'GET', '/api/agency/tickets?tag=%3Cscript%3E'), 400, 'tag: a tag holds letters');
    expect(await ticketOf(TICKETS.appNew)).toMatchObject({ version: before.version, tags: [] });
  });

  it('changes several tickets at once, each with its own history entry', async () => {
    const tickets = await listed(TICKETS.biosInProgress, TICKETS.contactFormAwaiting, TICKETS.intranetInProgress);
    const answer = (await ok(
      bulk(staff, { tickets, assigneeUserGuid: STAFF.userGuid, priority: 'high', addTags: ['Follow-up'] }),
    )) as BulkResult;
    expect(answer).toEqual({ changed: 3 });
    for (const { ticketGuid, version } of tickets) {
      const ticket = await ticketOf(ticketGuid);
      expect(ticket).toMatchObject({
        assignee: { userGuid: STAFF.userGuid },
        priority: 'high',
        tags: ['follow-up'],
        version: version + 1,
      });
      const entries = ticket.history.filter((entry: AuditEntry) => entry.changes.tags);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        actor: { userGuid: STAFF.userGuid },
        changes: { priority: { after: 'high' } },
      });
    }
    expect((await inbox('tag=follow-up&priority=high')).total).toBe(3);
    // Removing the tag from all three; a ticket already so is left as it is and not counted.
    const again = await listed(TICKETS.biosInProgress, TICKETS.contactFormAwaiting, TICKETS.appNew);
    expect(await ok(bulk(staff, { tickets: again, removeTags: ['follow-up'] }))).toEqual({ changed: 2 });
    expect((await inbox('tag=follow-up')).items.map((row) => row.ticketGuid)).toEqual([TICKETS.intranetInProgress]);
  });

  it('changes none when one of them was changed since it was listed, and says which', async () => {
    const tickets = await listed(TICKETS.biosInProgress, TICKETS.contactFormAwaiting);
    // Someone else changes the second after the list was read.
    const [, second] = tickets;
    await ok(
      call(admin, 'PATCH', `/api/agency/tickets/${second!.ticketGuid}`, { version: second!.version, priority: 'low' }),
    );
    await refused(
      bulk(staff, { tickets, status: 'completed', addTags: ['stale'] }),
      409,
      /changed ticket #\d{5} “.+”.*No ticket was changed/,
    );
    const first = await ticketOf(TICKETS.biosInProgress);
    expect(first).toMatchObject({ version: tickets[0]!.version, status: 'in-progress' });
    expect(first.tags).not.toContain('stale');
    expect((await ticketOf(second!.ticketGuid)).status).not.toBe('completed');
    expect((await inbox('tag=stale')).total).toBe(0);
  });

  it('refuses a bulk change without a change, or naming a ticket twice, and keeps the agency’s words from clients', async () => {
    const tickets = await listed(TICKETS.appNew);
    await refused(bulk(staff, { tickets }), 400, 'choose a change');
    await refused(
      bulk(staff, { tickets: [...tickets, ...tickets], priority: 'low' }),
      400,
      'tickets: name each ticket once',
    );
    await refused(bulk(staff, { tickets: [], priority: 'low' }), 400, 'tickets: choose at least one ticket');
    await refused(bulk(client, { tickets, priority: 'low' }), 403, 'staff');
    await refused(call(client, 'GET', '/api/agency/tags'), 403, 'staff');
    await ok(
      call(admin, 'PATCH', `/api/agency/tickets/${TICKETS.bannerNew}`, {
        version: (await ticketOf(TICKETS.bannerNew)).version,
        tags: ['internal-only'],
      }),
    );
    expect(JSON.stringify(await ok(call(client, 'GET', `/api/ticketviews/${TICKETS.bannerNew}`)))).not.toContain(
      'internal-only',
    );
    expect(JSON.stringify(await ok(call(client, 'GET', `/api/ticketviews/user/${CLIENT.userGuid}`)))).not.toContain(
      'internal-only',
    );
  });

  it('names in the history whom and what its GUIDs stand for, a disabled person too', async () => {
    const { version } = await ticketOf(TICKETS.appNew);
    await ok(
      call(admin, 'PATCH', `/api/agency/tickets/${TICKETS.appNew}`, { version, assigneeUserGuid: STAFF.userGuid }),
    );
    await t.db
      .updateTable('users')
      .set({ disabled_at: new Date().toISOString() })
      .where('user_guid', '=', STAFF.userGuid)
      .execute();
    const [latest] = (await ticketOf(TICKETS.appNew)).history;
    expect(latest!.changes.assignee).toMatchObject({ after: STAFF.userGuid });
    const staffRow = await t.db
      .selectFrom('users')
      .select(['first_name', 'last_name'])
      .where('user_guid', '=', STAFF.userGuid)
      .executeTakeFirstOrThrow();
    expect(latest!.names[STAFF.userGuid]).toBe(`${staffRow.first_name} ${staffRow.last_name}`);
    // The audit log names what each entry is about.
    const log = (await ok(call(admin, 'GET', `/api/agency/audit?entityGuid=${TICKETS.appNew}`))) as {
      items: AuditEntry[];
    };
    expect(log.items[0]!.names[TICKETS.appNew]).toMatch(/^#\d{1,5} Push notifications/);
  });
});
