import { randomUUID } from 'node:crypto';
import {
  ClientDetail,
  ClientPage,
  DEFAULT_AUTH_SITE_KEY,
  DEFAULT_EVENTS_SITE_KEY,
  INVITATION_TTL_MS,
  InvitationSent,
  ProjectList,
} from '@client-portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuePasswordReset } from '../src/domain/password-resets/issue-password-reset.js';
import { hashPassword } from '../src/lib/password.js';
import { ok, refused } from './helpers/answers.js';
import { bearer, login } from './helpers/auth.js';
import { ADMIN, CLIENT, DEMO_PASSWORD, OTHER, PROJECTS, STAFF } from './helpers/demo-seed.js';
import { newMailTo, outbox } from './helpers/outbox.js';
import { buildTestApp, rowCounts, testDatabases, type TestApp } from './helpers/test-app.js';

const STAFF_PASSWORD = 'Staff-pass-123';
const NEW_PASSWORD = 'Welcome-123';

describe.each(testDatabases())('client accounts on $name', (target) => {
  let t: TestApp;
  let staffToken: string;
  let clientToken: string;
  const queries: string[] = [];

  beforeAll(async () => {
    t = await buildTestApp({ database: target, seed: true, onQuery: (sql) => queries.push(sql) });
    // The demo's staff member has no password: give them one, so a plain (non-admin) staff member signs in.
    await t.db
      .updateTable('users')
      .set({ password_hash: await hashPassword(STAFF_PASSWORD) })
      .where('user_guid', '=', STAFF.userGuid)
      .execute();
    [staffToken, clientToken] = await Promise.all([
      login(t.app, STAFF.email, STAFF_PASSWORD),
      login(t.app, CLIENT.email, DEMO_PASSWORD),
    ]);
  });
  afterAll(() => t.close());

  const request = (method: 'GET' | 'POST' | 'PATCH', url: string, token = staffToken, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const clientPage = async (query = '') =>
    ClientPage.parse(await ok(request('GET', `/api/agency/clients${query ? `?${query}` : ''}`)));
  const clients = async (query = '') => (await clientPage(query)).items;
  const client = async (guid: string) => ClientDetail.parse(await ok(request('GET', `/api/agency/clients/${guid}`)));
  const auditCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const signIn = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/authenticate',
      payload: { username: email, password, siteKey: DEFAULT_AUTH_SITE_KEY },
    });
  const setPassword = (guid: string, password = NEW_PASSWORD) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/resetpassword/',
      payload: { PasswordResetGuid: guid, Password1: password, Password2: password },
    });
  const newClient = (overrides: object = {}) => ({
    firstName: 'Nora',
    lastName: 'New',
    email: `nora.${randomUUID().slice(0, 8)}@example.com`,
    projectGuids: [],
    ...overrides,
  });

  it('lists every client by name with their projects and whether they have a password, never staff', async () => {
    const list = await clients();
    expect(list.map((c) => c.email)).toEqual([CLIENT.email, OTHER.email, 'sam@example.com']);
    const casey = list[0]!;
    expect(casey).toMatchObject({ userGuid: CLIENT.userGuid, firstName: 'Casey', disabled: false, hasPassword: true });
    expect(casey.projects.map((p) => p.projectGuid).sort()).toEqual([PROJECTS.mobileApp, PROJECTS.redesign].sort());
    expect(casey.projects.map((p) => p.name)).toEqual(['Acme Mobile App', 'Acme Website Redesign']);
    expect(list[1]!.projects).toEqual([{ projectGuid: PROJECTS.intranet, name: 'Other Co Intranet' }]);
  });

  it('shows the last sign-in once the client has signed in', async () => {
    const before = (await clients()).find((c) => c.userGuid === OTHER.userGuid)!;
    const token = await login(t.app, OTHER.email, DEMO_PASSWORD);
    const event = await t.app.inject({
      method: 'POST',
      url: '/api/events/insert',
      headers: bearer(token),
      payload: { siteKey: DEFAULT_EVENTS_SITE_KEY, eventTypeName: 'LoggedIn' },
    });
    expect(event.statusCode, event.body).toBe(201);
    const row = await t.db
      .selectFrom('events')
      .select('created_at')
      .where('user_guid', '=', OTHER.userGuid)
      .where('event_type_name', '=', 'LoggedIn')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    // Read again with nothing else written: the event log moves no data version, so the answer is not a kept one.
    const after = (await clients()).find((c) => c.userGuid === OTHER.userGuid)!;
    expect(after.lastSignInAt).toBe(row.created_at);
    expect(after.lastSignInAt).not.toBe(before.lastSignInAt);
    expect((await client(OTHER.userGuid)).lastSignInAt).toBe(row.created_at);
  });

  it('searches first name, last name and email in any case; the search is text, not a pattern', async () => {
    expect((await clients('q=CASEY')).map((c) => c.userGuid)).toEqual([CLIENT.userGuid]);
    expect((await clients('q=casey%20client')).map((c) => c.userGuid)).toEqual([CLIENT.userGuid]);
    expect((await clients('q=stOne')).map((c) => c.email)).toEqual(['sam@example.com']);
    expect((await clients('q=OTHER%40EXAMPLE')).map((c) => c.userGuid)).toEqual([OTHER.userGuid]);
    expect(await clients('q=agency')).toEqual([]);
    expect(await clients('q=%25')).toEqual([]);
    expect(await clients('q=_')).toEqual([]);
    const nul = await request('GET', '/api/agency/clients?q=%00', staffToken);
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual({ error: 'bad_request', message: 'q: q must not contain the NUL character (U+0000)' });
  });

  it('pages the clients in name order with the total, and narrows them to a project', async () => {
    const all = await clientPage();
    expect(all).toMatchObject({ total: all.items.length, page: 1, pageSize: 50 });
    const first = await clientPage('pageSize=2');
    expect(first).toMatchObject({ total: all.total, page: 1, pageSize: 2 });
    expect(first.items.map((c) => c.userGuid)).toEqual(all.items.slice(0, 2).map((c) => c.userGuid));
    const second = await clientPage('pageSize=2&page=2');
    expect(second.items.map((c) => c.userGuid)).toEqual(all.items.slice(2, 4).map((c) => c.userGuid));
    expect(second.total).toBe(all.total);
    const past = await clientPage('pageSize=2&page=999');
    expect(past).toMatchObject({ items: [], total: all.total, page: 999 });
    const ofIntranet = await clientPage(`projectGuid=${PROJECTS.intranet.toUpperCase()}`);
    expect(ofIntranet.items.map((c) => c.userGuid)).toContain(OTHER.userGuid);
    expect(ofIntranet.items.map((c) => c.userGuid)).not.toContain(CLIENT.userGuid);
    expect((await clientPage(`projectGuid=${PROJECTS.intranet}&q=casey`)).items).toEqual([]);
  });

  it('refuses a bad page, page size or project with a 400 naming the parameter', async () => {
    for (const [query, field] of [
      ['page=0', 'page'],
      ['page=x', 'page'],
      ['pageSize=0', 'pageSize'],
      ['pageSize=101', 'pageSize'],
      ['projectGuid=nope', 'projectGuid'],
    ]) {
      await refused(request('GET', `/api/agency/clients?${query}`), 400, new RegExp(`^${field}: `));
    }
  });

  it('reads the list in the same number of queries however many clients there are', async () => {
    const count = async () => {
      queries.length = 0;
      await clients();
      return queries.length;
    };
    const few = await count();
    for (let i = 0; i < 5; i++) {
      await ok(
        request('POST', '/api/agency/clients', staffToken, newClient({ projectGuids: [PROJECTS.intranet] })),
        201,
      );
    }
    expect(await count()).toBe(few);
    // The list itself is two queries (the sign-in's own reads aside): the page of clients, then all their projects;
    // a page that is not full needs no count.
    expect(queries.filter((sql) => sql.includes('"users" as "u"'))).toHaveLength(1);
    expect(queries.filter((sql) => sql.includes('"project_users" as "pu"'))).toHaveLength(1);
  });

  it('adds a client whose invitation link sets a password, after which they sign in and see their project', async () => {
    const before = await outbox(t);
    const created = ClientDetail.parse(
      await ok(
        request('POST', '/api/agency/clients', staffToken, {
          firstName: '  Ines ',
          lastName: 'Invited',
          email: ' Ines.Invited@Example.COM ',
          projectGuids: [PROJECTS.intranet.toUpperCase()],
        }),
        201,
      ),
    );
    expect(created).toMatchObject({
      firstName: 'Ines',
      lastName: 'Invited',
      email: 'ines.invited@example.com',
      disabled: false,
      hasPassword: false,
      lastSignInAt: null,
      projects: [{ projectGuid: PROJECTS.intranet, name: 'Other Co Intranet' }],
    });
    expect(created.history).toHaveLength(1);
    expect(created.history[0]).toMatchObject({
      objectType: 'client',
      objectGuid: created.userGuid,
      action: 'created',
      actor: { userGuid: STAFF.userGuid },
      ipAddress: expect.any(String),
      changes: {
        firstName: { before: null, after: 'Ines' },
        email: { before: null, after: 'ines.invited@example.com' },
        projects: { before: null, after: ['Other Co Intranet'] },
      },
    });
    const user = await t.db
      .selectFrom('users')
      .select(['role', 'password_hash'])
      .where('user_guid', '=', created.userGuid)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ role: 'client', password_hash: null });

    const mail = await newMailTo(t, 'ines.invited@example.com', before);
    expect(mail.subject).toBe(`You're invited to the Client Portal at ${t.config.branding.brand}`);
    expect(mail.text).toContain('Hello Ines,');
    expect(mail.text).toContain('Alex Morgan');
    expect(mail.text).toContain('The link works once and expires in 7 days.');
    // The reset screen, worded for a first password.
    expect(mail.text).toContain(`${t.config.publicUrl}/login/reset?guid=${mail.guid}&welcome=1`);
    expect(mail.html).toContain('Set your password');
    const [reset] = await t.db
      .selectFrom('password_resets')
      .selectAll()
      .where('user_guid', '=', created.userGuid)
      .execute();
    const ttl = Date.parse(reset!.expires_at) - Date.parse(reset!.created_at);
    expect(ttl).toBe(INVITATION_TTL_MS);

    // Refused before any password is set.
    expect((await signIn('ines.invited@example.com', NEW_PASSWORD)).statusCode).not.toBe(200);
    const set = await setPassword(mail.guid);
    expect(set.statusCode, set.body).toBe(200);
    // Setting the first password signs the invitee in.
    const { token: first } = set.json<{ ok: true; token: string }>();
    expect((await request('GET', '/api/users/me', first)).statusCode).toBe(200);
    // The link works once.
    expect((await setPassword(mail.guid, 'Another-123')).statusCode).toBe(400);
    const token = await login(t.app, 'Ines.Invited@example.com', NEW_PASSWORD);
    const projects = ProjectList.parse(await ok(request('GET', `/api/projects/user/${created.userGuid}`, token)));
    expect(projects.map((p) => p.projectGuid)).toEqual([PROJECTS.intranet]);
    expect((await client(created.userGuid)).hasPassword).toBe(true);

    // Choosing the first password warns of nothing; a later change does. Mail goes out in order, so once the later
    // warning is in the outbox, a warning for the first password would be too.
    const beforeChange = await outbox(t);
    const changed = await setPassword(await issuePasswordReset(t.db, created.userGuid, 60_000), 'Changed-Later9');
    expect(changed.statusCode).toBe(200);
    // A reset signs no one in (spec: the screen links to Log in).
    expect(changed.json()).toEqual({ ok: true });
    const warning = await newMailTo(t, 'ines.invited@example.com', beforeChange);
    expect(warning.subject).toBe('Your Client Portal password was changed');
    const warnings = (await outbox(t)).filter(
      (m) => m.to === 'ines.invited@example.com' && m.subject === warning.subject,
    );
    expect(warnings).toHaveLength(1);
  });

  it('refuses an address already in use, in any case, and writes and sends nothing', async () => {
    const counts = await rowCounts(t.db);
    const audits = await auditCount();
    const invitations = async () => (await outbox(t)).filter((mail) => mail.subject.startsWith("You're invited"));
    const mails = (await invitations()).length;
    for (const email of ['CLIENT@example.com', ' client@EXAMPLE.com', STAFF.email.toUpperCase(), ADMIN.email]) {
      await refused(request('POST', '/api/agency/clients', staffToken, newClient({ email })), 409, /^email: /);
    }
    expect(await rowCounts(t.db)).toEqual(counts);
    expect(await auditCount()).toBe(audits);
    // Mail jobs start in the order they are queued, and an invitation is built before it is queued while a reset link
    // is read from the database first: once a reset link asked for afterwards is out, an invitation would be too.
    const before = await outbox(t);
    const resetLink = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sendresetlink/',
      payload: { EmailAddress: STAFF.email, SiteKey: DEFAULT_AUTH_SITE_KEY },
    });
    expect(resetLink.statusCode).toBe(200);
    await newMailTo(t, STAFF.email, before);
    expect((await invitations()).length).toBe(mails);
  });

  it('refuses unknown projects and bad fields with 400 naming the field, writing nothing', async () => {
    const counts = await rowCounts(t.db);
    const audits = await auditCount();
    const unknown = randomUUID();
    await refused(
      request('POST', '/api/agency/clients', staffToken, newClient({ projectGuids: [PROJECTS.redesign, unknown] })),
      400,
      `projectGuids: project ${unknown} not found`,
    );
    for (const [body, field] of [
      [newClient({ email: 'not-an-address' }), 'email'],
      [newClient({ email: '' }), 'email'],
      [newClient({ firstName: '   ' }), 'firstName'],
      [newClient({ lastName: 'x'.repeat(101) }), 'lastName'],
      [newClient({ projectGuids: ['nope'] }), 'projectGuids'],
      [{ ...newClient(), role: 'admin' }, 'role'],
    ] as const) {
      const answer = await request('POST', '/api/agency/clients', staffToken, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect((answer.json() as { message: string }).message).toContain(field);
    }
    expect(await rowCounts(t.db)).toEqual(counts);
    expect(await auditCount()).toBe(audits);
  });

  it('answers 404 for an unknown GUID or a staff member, 400 for a malformed one', async () => {
    for (const guid of [randomUUID(), STAFF.userGuid, ADMIN.userGuid]) {
      await refused(request('GET', `/api/agency/clients/${guid}`), 404, 'not found');
      await refused(request('PATCH', `/api/agency/clients/${guid}`, staffToken, { firstName: 'X' }), 404, 'not found');
      await refused(request('POST', `/api/agency/clients/${guid}/invite`), 404, 'not found');
    }
    await refused(request('GET', '/api/agency/clients/nope'), 400, 'userGuid');
    expect(
      (
        await t.db
          .selectFrom('users')
          .select('first_name')
          .where('user_guid', '=', STAFF.userGuid)
          .executeTakeFirstOrThrow()
      ).first_name,
    ).toBe('Alex');
  });

  it('disabling signs the client out at once and stops sign-in; enabling lets them sign in again', async () => {
    const token = await login(t.app, OTHER.email, DEMO_PASSWORD);
    expect((await request('GET', '/api/users/me', token)).statusCode).toBe(200);

    const disabled = ClientDetail.parse(
      await ok(request('PATCH', `/api/agency/clients/${OTHER.userGuid}`, staffToken, { disabled: true })),
    );
    expect(disabled.disabled).toBe(true);
    expect((await request('GET', '/api/users/me', token)).statusCode).toBe(401);
    expect((await request('GET', `/api/projects/${PROJECTS.intranet}`, token)).statusCode).toBe(401);
    expect((await signIn(OTHER.email, DEMO_PASSWORD)).statusCode).not.toBe(200);
    // Still listed, marked.
    expect((await clients()).find((c) => c.userGuid === OTHER.userGuid)?.disabled).toBe(true);
    await refused(
      request('POST', `/api/agency/clients/${OTHER.userGuid}/invite`),
      409,
      'Enable the client before inviting them.',
    );

    const enabled = ClientDetail.parse(
      await ok(request('PATCH', `/api/agency/clients/${OTHER.userGuid}`, staffToken, { disabled: false })),
    );
    expect(enabled.disabled).toBe(false);
    // The old token stays revoked; the password works again.
    expect((await request('GET', '/api/users/me', token)).statusCode).toBe(401);
    const again = await login(t.app, OTHER.email, DEMO_PASSWORD);
    expect((await request('GET', '/api/users/me', again)).statusCode).toBe(200);

    expect(enabled.history.slice(0, 2)).toMatchObject([
      { action: 'changed', changes: { disabled: { before: true, after: false } }, ipAddress: expect.any(String) },
      { action: 'changed', changes: { disabled: { before: false, after: true } }, actor: { email: STAFF.email } },
    ]);
  });

  it('changes name and email with their before and after; a change that changes nothing writes nothing', async () => {
    const sam = (await clients('q=sam')).find((c) => c.email === 'sam@example.com')!;
    const audits = await auditCount();
    await ok(request('PATCH', `/api/agency/clients/${sam.userGuid}`, staffToken, {}));
    await ok(
      request('PATCH', `/api/agency/clients/${sam.userGuid}`, staffToken, { firstName: 'Sam', disabled: false }),
    );
    await ok(request('PATCH', `/api/agency/clients/${sam.userGuid}`, staffToken, { email: 'SAM@example.com' }));
    expect(await auditCount()).toBe(audits);

    const changed = ClientDetail.parse(
      await ok(
        request('PATCH', `/api/agency/clients/${sam.userGuid}`, staffToken, {
          firstName: 'Samuel',
          email: ' Samuel.Stone@Example.com',
        }),
      ),
    );
    expect(changed).toMatchObject({ firstName: 'Samuel', lastName: 'Stone', email: 'samuel.stone@example.com' });
    expect(changed.history[0]).toMatchObject({
      action: 'changed',
      actor: { userGuid: STAFF.userGuid },
      ipAddress: expect.any(String),
      changes: {
        firstName: { before: 'Sam', after: 'Samuel' },
        email: { before: 'sam@example.com', after: 'samuel.stone@example.com' },
      },
    });
    expect(Object.keys(changed.history[0]!.changes).sort()).toEqual(['email', 'firstName']);
    await login(t.app, 'samuel.stone@example.com', DEMO_PASSWORD);
  });

  it('refuses an email change to an address in use, changing nothing', async () => {
    const audits = await auditCount();
    await refused(
      request('PATCH', `/api/agency/clients/${CLIENT.userGuid}`, staffToken, {
        firstName: 'Changed',
        email: OTHER.email.toUpperCase(),
      }),
      409,
      /^email: /,
    );
    await refused(
      request('PATCH', `/api/agency/clients/${CLIENT.userGuid}`, staffToken, { email: 'nope' }),
      400,
      'email',
    );
    await refused(
      request('PATCH', `/api/agency/clients/${CLIENT.userGuid}`, staffToken, { role: 'admin' }),
      400,
      'role',
    );
    expect(await client(CLIENT.userGuid)).toMatchObject({ firstName: 'Casey', email: CLIENT.email });
    expect(await auditCount()).toBe(audits);
  });

  it('resends an invitation: a new link, while the earlier one works until it expires or a link is used', async () => {
    const before = await outbox(t);
    const created = ClientDetail.parse(await ok(request('POST', '/api/agency/clients', staffToken, newClient()), 201));
    const first = await newMailTo(t, created.email, before);

    const sent = InvitationSent.parse(await ok(request('POST', `/api/agency/clients/${created.userGuid}/invite`)));
    expect(sent.sentTo).toBe(created.email);
    expect(Math.abs(Date.parse(sent.expiresAt) - Date.now() - INVITATION_TTL_MS)).toBeLessThan(60_000);
    const second = await newMailTo(t, created.email, [...before, first]);
    expect(second.guid).not.toBe(first.guid);
    expect((await client(created.userGuid)).history[0]).toMatchObject({
      action: 'invited',
      actor: { userGuid: STAFF.userGuid },
      changes: { invitation: { before: null, after: created.email } },
    });

    // The earlier link still works; using it voids the newer one.
    expect((await setPassword(first.guid)).statusCode).toBe(200);
    expect((await setPassword(second.guid)).statusCode).toBe(400);
    await login(t.app, created.email, NEW_PASSWORD);
  });

  it('never lets a first password skip two-factor sign-in: such an account gets no token', async () => {
    const before = await outbox(t);
    const created = ClientDetail.parse(await ok(request('POST', '/api/agency/clients', staffToken, newClient()), 201));
    const invitation = await newMailTo(t, created.email, before);
    await t.db
      .updateTable('users')
      .set({ totp_enabled_at: new Date().toISOString(), totp_secret: 'JBSWY3DPEHPK3PXP' })
      .where('user_guid', '=', created.userGuid)
      .execute();
    const set = await setPassword(invitation.guid);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ ok: true });
  });

  it('refuses to invite an account that has a password, even after its email changed: nothing is sent or stored', async () => {
    const sent = await outbox(t);
    const created = ClientDetail.parse(await ok(request('POST', '/api/agency/clients', staffToken, newClient()), 201));
    const invitation = await newMailTo(t, created.email, sent);
    expect((await setPassword(invitation.guid)).statusCode).toBe(200);
    const taken = `taker.${randomUUID().slice(0, 8)}@example.com`;
    await ok(request('PATCH', `/api/agency/clients/${created.userGuid}`, staffToken, { email: taken }));

    const [audits, counts] = [await auditCount(), await rowCounts(t.db)];
    await refused(request('POST', `/api/agency/clients/${created.userGuid}/invite`), 409, 'already has a password');
    expect((await outbox(t)).filter((mail) => mail.to === taken)).toEqual([]);
    expect(await auditCount()).toBe(audits);
    expect(await rowCounts(t.db)).toEqual(counts);
    // The demo client, who signed in long ago, is refused the same way; the password they know still works.
    await refused(request('POST', `/api/agency/clients/${CLIENT.userGuid}/invite`), 409, 'already has a password');
    expect((await signIn(CLIENT.email, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('voids links mailed to the old address when the email changes, and unused links when the client is disabled', async () => {
    const created = ClientDetail.parse(await ok(request('POST', '/api/agency/clients', staffToken, newClient()), 201));
    const toOldAddress = await issuePasswordReset(t.db, created.userGuid, INVITATION_TTL_MS);
    await ok(
      request('PATCH', `/api/agency/clients/${created.userGuid}`, staffToken, { email: `fixed.${created.email}` }),
    );
    expect((await setPassword(toOldAddress)).statusCode).toBe(400);

    const beforeDisabling = await issuePasswordReset(t.db, created.userGuid, INVITATION_TTL_MS);
    await ok(request('PATCH', `/api/agency/clients/${created.userGuid}`, staffToken, { disabled: true }));
    await ok(request('PATCH', `/api/agency/clients/${created.userGuid}`, staffToken, { disabled: false }));
    expect((await setPassword(beforeDisabling)).statusCode).toBe(400);
    expect((await client(created.userGuid)).hasPassword).toBe(false);

    // A link sent after the change works.
    const fresh = await issuePasswordReset(t.db, created.userGuid, INVITATION_TTL_MS);
    expect((await setPassword(fresh)).statusCode).toBe(200);
  });

  it('is for staff only: a client gets 403, no token 401', async () => {
    expect((await request('GET', '/api/agency/clients', clientToken)).statusCode).toBe(403);
    expect((await request('POST', '/api/agency/clients', clientToken, newClient())).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/agency/clients' })).statusCode).toBe(401);
    // A plain staff member manages clients; so does an admin.
    const adminToken = await login(t.app, ADMIN.email, DEMO_PASSWORD);
    expect((await request('GET', `/api/agency/clients/${CLIENT.userGuid}`, adminToken)).statusCode).toBe(200);
  });

  it('describes every client route in /api/docs/json with its schemas', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<
        string,
        Record<string, { tags: string[]; summary: string; security: unknown; responses: Record<string, unknown> }>
      >;
    };
    for (const [url, method, statuses] of [
      ['/api/agency/clients', 'get', ['200', '400', '401', '403']],
      ['/api/agency/clients', 'post', ['201', '400', '401', '403', '409']],
      ['/api/agency/clients/{userGuid}', 'get', ['200', '400', '401', '403', '404']],
      ['/api/agency/clients/{userGuid}', 'patch', ['200', '400', '401', '403', '404', '409']],
      ['/api/agency/clients/{userGuid}/invite', 'post', ['200', '400', '401', '403', '404', '409']],
    ] as const) {
      const operation = document.paths[url]?.[method];
      expect(operation, `${method} ${url}`).toBeDefined();
      expect(operation!.tags).toEqual(['agency clients']);
      expect(operation!.summary).toBeTruthy();
      expect(operation!.security).toEqual([{ bearerAuth: [] }]);
      expect(Object.keys(operation!.responses)).toEqual(expect.arrayContaining([...statuses]));
    }
  });
});
