import type { SavedReply } from '@client-portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, refused } from './helpers/answers.js';
import { bearer, giveDemoPassword, login } from './helpers/auth.js';
import { ADMIN, CLIENT, DEMO_PASSWORD, STAFF, TICKETS } from './helpers/demo-seed.js';
import { buildTestApp, testDatabases, type TestApp } from './helpers/test-app.js';

describe.each(testDatabases())('saved replies on $name', (target) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let staff: Record<string, string>;
  let client: Record<string, string>;
  const call = (
    headers: Record<string, string>,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await buildTestApp({ database: target, seed: true });
    await giveDemoPassword(t.db, [STAFF.email]);
    admin = bearer(await login(t.app, ADMIN.email, DEMO_PASSWORD));
    staff = bearer(await login(t.app, STAFF.email, DEMO_PASSWORD));
    client = bearer(await login(t.app, CLIENT.email, DEMO_PASSWORD));
  });
  afterAll(() => t.close());

  it('keeps shared replies for every staff member and personal ones for their owner alone, audited', async () => {
    const shared = (await ok(
      call(admin, 'POST', '/api/agency/saved-replies', {
        title: '  Thanks, looking into it ',
        body: '<p>Hello {{client.firstName}}, we are on it.</p><script>alert(1)</script>',
      }),
      201,
    )) as SavedReply;
    expect(shared).toMatchObject({
      title: 'Thanks, looking into it',
      body: '<p>Hello {{client.firstName}}, we are on it.</p>',
      shared: true,
      createdBy: 'Avery Agency',
    });
    const mine = (await ok(
      call(admin, 'POST', '/api/agency/saved-replies', { title: 'My sign-off', body: '<p>Avery</p>', shared: false }),
      201,
    )) as SavedReply;
    expect(mine.shared).toBe(false);

    const titles = (headers: Record<string, string>) =>
      call(headers, 'GET', '/api/agency/saved-replies').then((r) => (r.json() as SavedReply[]).map((x) => x.title));
    expect(await titles(admin)).toEqual(['My sign-off', 'Thanks, looking into it']);
    expect(await titles(staff)).toEqual(['Thanks, looking into it']);
    // Another's personal reply is not there for them to change, remove or insert.
    await refused(
      call(staff, 'PATCH', `/api/agency/saved-replies/${mine.replyGuid}`, { title: 'Mine now' }),
      404,
      'not found',
    );
    await refused(call(staff, 'DELETE', `/api/agency/saved-replies/${mine.replyGuid}`), 404, 'not found');
    await refused(
      call(staff, 'POST', `/api/agency/saved-replies/${mine.replyGuid}/fill`, { ticketGuid: TICKETS.bannerNew }),
      404,
      'not found',
    );
    // A shared one any staff member may change; clients reach none of it.
    const changed = (await ok(
      call(staff, 'PATCH', `/api/agency/saved-replies/${shared.replyGuid}`, { title: 'On it' }),
    )) as SavedReply;
    expect(changed).toMatchObject({ title: 'On it', shared: true });
    await refused(call(client, 'GET', '/api/agency/saved-replies'), 403, 'staff');
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_user_guid'])
      .where('object_type', '=', 'saved reply')
      .where('object_guid', '=', shared.replyGuid)
      .orderBy('created_at')
      .execute();
    expect(audit).toEqual([
      { action: 'created', actor_user_guid: ADMIN.userGuid },
      { action: 'changed', actor_user_guid: STAFF.userGuid },
    ]);
    expect((await call(admin, 'DELETE', `/api/agency/saved-replies/${mine.replyGuid}`)).statusCode).toBe(204);
    expect(await titles(admin)).toEqual(['On it']);
  });

  it('refuses a reply without a title or text, naming the field, and saves nothing', async () => {
    const before = (await call(admin, 'GET', '/api/agency/saved-replies')).json() as SavedReply[];
    await refused(
      call(admin, 'POST', '/api/agency/saved-replies', { title: ' ', body: '<p>x</p>' }),
      400,
      'title is required',
    );
    await refused(call(admin, 'POST', '/api/agency/saved-replies', { title: 'Empty', body: '<p> </p>' }), 400, 'body');
    await refused(
      call(admin, 'POST', '/api/agency/saved-replies', { title: 'x', body: '<p>x</p>', shared: 'yes' }),
      400,
      'shared must be true or false',
    );
    expect((await call(admin, 'GET', '/api/agency/saved-replies')).json()).toEqual(before);
  });

  it('fills the placeholders from the ticket, a name holding markup as words, and leaves unknown ones', async () => {
    const reply = (await ok(
      call(admin, 'POST', '/api/agency/saved-replies', {
        title: 'Everything',
        body: '<p>Hi {{client.firstName}} {{ client.lastName }}, about {{ticket.number}} "{{ticket.title}}" on {{project.name}}: {{unknown.thing}}. {{staff.firstName}}</p>',
      }),
      201,
    )) as SavedReply;
    await t.db
      .updateTable('users')
      .set({ first_name: '<img src=x onerror=alert(1)>', last_name: "O'Brien & Co" })
      .where('user_guid', '=', CLIENT.userGuid)
      .execute();
    const { body } = (await ok(
      call(staff, 'POST', `/api/agency/saved-replies/${reply.replyGuid}/fill`, { ticketGuid: TICKETS.bannerNew }),
    )) as { body: string };
    expect(body).toBe(
      '<p>Hi &lt;img src=x onerror=alert(1)&gt; O&#39;Brien &amp; Co, about #00231 "Homepage banner not showing on mobile" on Acme Website Redesign: {{unknown.thing}}. Alex</p>',
    );
    await refused(
      call(staff, 'POST', `/api/agency/saved-replies/${reply.replyGuid}/fill`, {
        ticketGuid: '00000000-0000-4000-8000-000000000000',
      }),
      404,
      'Ticket',
    );
  });
});
