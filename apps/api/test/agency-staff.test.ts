import { randomUUID } from 'node:crypto';
import { AuditPage, InvitationSent, StaffAccount, StaffAccountList } from '@client-portal/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeStaffAccount } from '../src/domain/staff/change-staff-account.js';
import { hashPassword } from '../src/lib/password.js';
import type { AuthUser } from '../src/domain/shared/auth-user.js';
import { ok, refused } from './helpers/answers.js';
import { bearer, login } from './helpers/auth.js';
import { ADMIN, CLIENT, DEMO_PASSWORD, STAFF } from './helpers/demo-seed.js';
import { outbox } from './helpers/outbox.js';
import { buildTestApp, rowCounts, testDatabases, type TestApp } from './helpers/test-app.js';

const STAFF_PASSWORD = 'Staff-pass-123';
const NEW_PASSWORD = 'Welcome-123';
const LAST_ADMIN = 'The last admin who can sign in cannot be demoted or disabled.';
const OWN_ACCOUNT = 'You cannot disable your own account: another admin can.';

/** The reset-screen GUIDs of every invitation in DATA_DIR/outbox to this address. */
async function invitationLinks(t: TestApp, to: string): Promise<string[]> {
  return (await outbox(t))
    .filter((mail) => mail.to === to && mail.subject.startsWith("You're invited") && mail.guid)
    .map((mail) => mail.guid);
}

describe.each(testDatabases())('staff accounts and the audit log on $name', (target) => {
  let t: TestApp;
  let adminToken: string;
  let staffToken: string;
  let clientToken: string;

  beforeAll(async () => {
    t = await buildTestApp({ database: target, seed: true });
    // The demo's staff member has no password: give them one, so a plain (non-admin) staff member signs in.
    await t.db
      .updateTable('users')
      .set({ password_hash: await hashPassword(STAFF_PASSWORD) })
      .where('user_guid', '=', STAFF.userGuid)
      .execute();
    [adminToken, staffToken, clientToken] = await Promise.all([
      login(t.app, ADMIN.email, DEMO_PASSWORD),
      login(t.app, STAFF.email, STAFF_PASSWORD),
      login(t.app, CLIENT.email, DEMO_PASSWORD),
    ]);
  });
  afterAll(() => t.close());

  const request = (method: 'GET' | 'POST' | 'PATCH', url: string, token = adminToken, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const staffAccounts = async () => StaffAccountList.parse(await ok(request('GET', '/api/agency/settings/staff')));
  const audit = async (query: string) => AuditPage.parse(await ok(request('GET', `/api/agency/audit?${query}`)));
  const newStaff = (overrides: object = {}) => ({
    firstName: 'Robin',
    lastName: 'Recruit',
    email: `robin.${randomUUID().slice(0, 8)}@agency.example`,
    role: 'staff',
    ...overrides,
  });
  const createStaff = async (overrides: object = {}) =>
    StaffAccount.parse(await ok(request('POST', '/api/agency/settings/staff', adminToken, newStaff(overrides)), 201));
  const userRow = (userGuid: string) =>
    t.db
      .selectFrom('users')
      .select(['role', 'disabled_at', 'token_version'])
      .where('user_guid', '=', userGuid)
      .executeTakeFirstOrThrow();
  const auditCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('gives other staff 403 on the staff settings and the audit log, whatever they send', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/agency/settings/staff', undefined],
      ['POST', '/api/agency/settings/staff', newStaff()],
      ['POST', '/api/agency/settings/staff', { nonsense: true }],
      ['PATCH', `/api/agency/settings/staff/${ADMIN.userGuid}`, { role: 'staff' }],
      ['PATCH', `/api/agency/settings/staff/${STAFF.userGuid}`, { role: 'admin' }],
      ['POST', `/api/agency/settings/staff/${STAFF.userGuid}/invite`, undefined],
      ['GET', '/api/agency/audit', undefined],
      ['GET', '/api/agency/audit?page=0', undefined],
    ] as const) {
      const answer = await request(method, url, staffToken, body);
      expect(answer.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await request('GET', '/api/agency/settings/staff', clientToken)).statusCode).toBe(403);
    expect((await request('GET', '/api/agency/audit', clientToken)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/agency/audit' })).statusCode).toBe(401);
    expect(await userRow(STAFF.userGuid)).toMatchObject({ role: 'staff' });
  });

  it('lists staff and admin accounts by name, never clients', async () => {
    const list = await staffAccounts();
    expect(list.map((s) => [s.email, s.role, s.disabled, s.hasPassword])).toEqual([
      [STAFF.email, 'staff', false, true],
      [ADMIN.email, 'admin', false, true],
    ]);
  });

  it('adds a staff member whose invitation link sets a password, after which they open the workspace', async () => {
    const created = await createStaff({ firstName: ' Robin ', email: ' Robin.Recruit@Agency.Example ' });
    expect(created).toMatchObject({
      firstName: 'Robin',
      email: 'robin.recruit@agency.example',
      role: 'staff',
      disabled: false,
      hasPassword: false,
      lastSignInAt: null,
    });
    const [entry] = (await audit(`entityGuid=${created.userGuid}`)).items;
    expect(entry).toMatchObject({
      objectType: 'staff',
      action: 'created',
      actor: { userGuid: ADMIN.userGuid },
      ipAddress: expect.any(String),
      changes: { role: { before: null, after: 'staff' }, email: { before: null, after: created.email } },
    });

    const [guid] = await vi.waitFor(
      async () => {
        const links = await invitationLinks(t, created.email);
        expect(links).toHaveLength(1);
        return links;
      },
      { timeout: 5000 },
    );
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/resetpassword/',
      payload: { PasswordResetGuid: guid, Password1: NEW_PASSWORD, Password2: NEW_PASSWORD },
    });
    expect(set.statusCode, set.body).toBe(200);
    const token = await login(t.app, created.email, NEW_PASSWORD);
    expect((await request('GET', '/api/agency/tickets/counts', token)).statusCode).toBe(200);
    expect((await request('GET', '/api/agency/settings/staff', token)).statusCode).toBe(403);
  });

  it('refuses an address already in use, in any case, and bad fields naming them, writing nothing', async () => {
    const counts = await rowCounts(t.db);
    const audits = await auditCount();
    for (const email of [ADMIN.email.toUpperCase(), ` ${CLIENT.email}`]) {
      await refused(request('POST', '/api/agency/settings/staff', adminToken, newStaff({ email })), 409, /^email: /);
    }
    for (const [body, field] of [
      [newStaff({ role: 'client' }), 'role'],
      [newStaff({ role: undefined }), 'role'],
      [newStaff({ email: 'nope' }), 'email'],
      [newStaff({ lastName: '' }), 'lastName'],
      [{ ...newStaff(), projectGuids: [] }, 'projectGuids'],
    ] as const) {
      await refused(request('POST', '/api/agency/settings/staff', adminToken, body), 400, field);
    }
    await refused(
      request('PATCH', `/api/agency/settings/staff/${STAFF.userGuid}`, adminToken, { role: 'client' }),
      400,
      'role',
    );
    await refused(
      request('PATCH', `/api/agency/settings/staff/${STAFF.userGuid}`, adminToken, { firstName: 'X' }),
      400,
      'firstName',
    );
    expect(await rowCounts(t.db)).toEqual(counts);
    expect(await auditCount()).toBe(audits);
  });

  it('never reaches a client through the staff routes, nor a staff member through the client routes', async () => {
    for (const guid of [CLIENT.userGuid, randomUUID()]) {
      await refused(
        request('PATCH', `/api/agency/settings/staff/${guid}`, adminToken, { role: 'admin' }),
        404,
        'not found',
      );
      await refused(request('POST', `/api/agency/settings/staff/${guid}/invite`), 404, 'not found');
    }
    await refused(
      request('PATCH', `/api/agency/clients/${STAFF.userGuid}`, adminToken, { disabled: true }),
      404,
      'not found',
    );
    expect(await userRow(CLIENT.userGuid)).toMatchObject({ role: 'client', disabled_at: null });
    expect(await userRow(STAFF.userGuid)).toMatchObject({ role: 'staff', disabled_at: null });
  });

  it('changes a role and disables an account, revoking its tokens at once, each audited with before and after', async () => {
    const created = await createStaff();
    await t.db
      .updateTable('users')
      .set({ password_hash: await hashPassword(STAFF_PASSWORD) })
      .where('user_guid', '=', created.userGuid)
      .execute();
    const token = await login(t.app, created.email, STAFF_PASSWORD);

    const promoted = StaffAccount.parse(
      await ok(request('PATCH', `/api/agency/settings/staff/${created.userGuid}`, adminToken, { role: 'admin' })),
    );
    expect(promoted.role).toBe('admin');
    // The role is read on each request: the same token now opens the admin settings.
    expect((await request('GET', '/api/agency/settings/staff', token)).statusCode).toBe(200);

    const audits = await auditCount();
    await ok(
      request('PATCH', `/api/agency/settings/staff/${created.userGuid}`, adminToken, {
        role: 'admin',
        disabled: false,
      }),
    );
    await ok(request('PATCH', `/api/agency/settings/staff/${created.userGuid}`, adminToken, {}));
    expect(await auditCount()).toBe(audits);

    const disabled = StaffAccount.parse(
      await ok(
        request('PATCH', `/api/agency/settings/staff/${created.userGuid}`, adminToken, {
          disabled: true,
          role: 'staff',
        }),
      ),
    );
    expect(disabled).toMatchObject({ disabled: true, role: 'staff' });
    expect((await request('GET', '/api/users/me', token)).statusCode).toBe(401);
    await refused(request('POST', `/api/agency/settings/staff/${created.userGuid}/invite`), 409, 'Enable');
    expect((await staffAccounts()).find((s) => s.userGuid === created.userGuid)?.disabled).toBe(true);
    // Gone from the assignee list, which only names enabled staff.
    const assignees = (await ok(request('GET', '/api/agency/staff'))) as Array<{ userGuid: string }>;
    expect(assignees.map((s) => s.userGuid)).not.toContain(created.userGuid);

    await ok(request('PATCH', `/api/agency/settings/staff/${created.userGuid}`, adminToken, { disabled: false }));
    expect((await request('GET', '/api/users/me', token)).statusCode).toBe(401);
    await login(t.app, created.email, STAFF_PASSWORD);

    const entries = (await audit(`entityGuid=${created.userGuid}`)).items;
    // Its sign-ins are in the log too, apart from the changes.
    expect(entries.filter((entry) => entry.objectType === 'account').map((entry) => entry.action)).toContain(
      'signed in',
    );
    const history = entries.filter((entry) => entry.objectType !== 'account');
    expect(history).toHaveLength(4);
    expect(history.map((entry) => [entry.action, entry.changes])).toEqual(
      expect.arrayContaining([
        ['changed', { disabled: { before: true, after: false } }],
        ['changed', { role: { before: 'admin', after: 'staff' }, disabled: { before: false, after: true } }],
        ['changed', { role: { before: 'staff', after: 'admin' } }],
        ['created', expect.any(Object)],
      ]),
    );
    expect(history.every((entry) => entry.objectType === 'staff' && entry.ipAddress)).toBe(true);
  });

  it('never demotes or disables the last admin, changing nothing', async () => {
    const admins = (await staffAccounts()).filter((s) => s.role === 'admin' && !s.disabled);
    expect(admins.map((s) => s.userGuid)).toEqual([ADMIN.userGuid]);
    const before = await userRow(ADMIN.userGuid);
    const audits = await auditCount();
    for (const [change, message] of [
      [{ role: 'staff' }, LAST_ADMIN],
      [{ disabled: true }, OWN_ACCOUNT],
      [{ role: 'staff', disabled: true }, OWN_ACCOUNT],
    ] as const) {
      await refused(request('PATCH', `/api/agency/settings/staff/${ADMIN.userGuid}`, adminToken, change), 409, message);
    }
    expect(await userRow(ADMIN.userGuid)).toEqual(before);
    expect(await auditCount()).toBe(audits);
    expect((await request('GET', '/api/users/me', adminToken)).statusCode).toBe(200);
  });

  it('refuses to invite a staff account that has a password: nothing is sent or stored', async () => {
    const counts = await rowCounts(t.db);
    await refused(
      request('POST', `/api/agency/settings/staff/${STAFF.userGuid}/invite`),
      409,
      'already has a password',
    );
    await refused(
      request('POST', `/api/agency/settings/staff/${ADMIN.userGuid}/invite`),
      409,
      'already has a password',
    );
    expect(await rowCounts(t.db)).toEqual(counts);
    expect(await invitationLinks(t, STAFF.email)).toEqual([]);
    expect((await request('GET', '/api/users/me', staffToken)).statusCode).toBe(200);
  });

  it('counts only admins who can sign in: beside an invited admin, the last one still cannot step down', async () => {
    const invited = await createStaff({ role: 'admin' });
    const before = await userRow(ADMIN.userGuid);
    await refused(
      request('PATCH', `/api/agency/settings/staff/${ADMIN.userGuid}`, adminToken, { role: 'staff' }),
      409,
      LAST_ADMIN,
    );
    expect(await userRow(ADMIN.userGuid)).toEqual(before);
    // Once the invited admin has a password, the demo admin may step down (and is put back).
    await t.db
      .updateTable('users')
      .set({ password_hash: await hashPassword(STAFF_PASSWORD) })
      .where('user_guid', '=', invited.userGuid)
      .execute();
    const demoted = StaffAccount.parse(
      await ok(request('PATCH', `/api/agency/settings/staff/${ADMIN.userGuid}`, adminToken, { role: 'staff' })),
    );
    expect(demoted.role).toBe('staff');
    const invitedToken = await login(t.app, invited.email, STAFF_PASSWORD);
    await ok(request('PATCH', `/api/agency/settings/staff/${ADMIN.userGuid}`, invitedToken, { role: 'admin' }));
    await ok(request('PATCH', `/api/agency/settings/staff/${invited.userGuid}`, adminToken, { disabled: true }));
  });

  it('lets one of two concurrent demotions of the last two admins through, never both', async () => {
    const second = await createStaff({ role: 'admin' });
    await t.db
      .updateTable('users')
      .set({ password_hash: await hashPassword(STAFF_PASSWORD) })
      .where('user_guid', '=', second.userGuid)
      .execute();
    const admin: AuthUser = {
      userGuid: ADMIN.userGuid,
      email: ADMIN.email,
      firstName: ADMIN.firstName,
      lastName: ADMIN.lastName,
      role: 'admin',
      isStaff: true,
      ipAddress: '127.0.0.1',
    };
    const results = await Promise.allSettled([
      changeStaffAccount(t.db, admin, ADMIN.userGuid, { role: 'staff' }),
      changeStaffAccount(t.db, admin, second.userGuid, { disabled: true }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const failure = results.find((r) => r.status === 'rejected');
    expect((failure!.reason as Error).message).toBe(LAST_ADMIN);
    const enabledAdmins = await t.db
      .selectFrom('users')
      .select('user_guid')
      .where('role', '=', 'admin')
      .where('disabled_at', 'is', null)
      .execute();
    expect(enabledAdmins).toHaveLength(1);

    // Put the demo admin back for the tests that follow.
    const remaining = enabledAdmins[0]!.user_guid;
    if (remaining !== ADMIN.userGuid) {
      await changeStaffAccount(t.db, { ...admin, userGuid: remaining }, ADMIN.userGuid, { role: 'admin' });
    }
    expect((await request('GET', '/api/agency/settings/staff', adminToken)).statusCode).toBe(200);
  });

  it('resends a staff invitation with a new link, audited', async () => {
    const created = await createStaff();
    await vi.waitFor(async () => expect(await invitationLinks(t, created.email)).toHaveLength(1), { timeout: 5000 });
    const sent = InvitationSent.parse(
      await ok(request('POST', `/api/agency/settings/staff/${created.userGuid}/invite`)),
    );
    expect(sent.sentTo).toBe(created.email);
    await vi.waitFor(async () => expect(await invitationLinks(t, created.email)).toHaveLength(2), { timeout: 5000 });
    expect((await audit(`entityGuid=${created.userGuid}`)).items[0]).toMatchObject({
      action: 'invited',
      objectType: 'staff',
      changes: { invitation: { before: null, after: created.email } },
    });
  });

  it('reads the audit log newest first, narrowed to an entity and to an actor', async () => {
    // A change by the plain staff member, so two actors have entries.
    await ok(request('PATCH', `/api/agency/clients/${CLIENT.userGuid}`, staffToken, { lastName: 'Customer' }));

    const all = await audit('page=1');
    expect(all).toMatchObject({ page: 1, pageSize: 50 });
    const times = all.items.map((entry) => entry.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const ofClient = await audit(`entityGuid=${CLIENT.userGuid.toUpperCase()}`);
    expect(ofClient.items.length).toBeGreaterThan(0);
    expect(ofClient.items.every((entry) => entry.objectGuid === CLIENT.userGuid)).toBe(true);
    expect(ofClient.items[0]).toMatchObject({
      objectType: 'client',
      actor: { userGuid: STAFF.userGuid },
      changes: { lastName: { before: 'Client', after: 'Customer' } },
    });

    const byStaff = await audit(`actorUserGuid=${STAFF.userGuid}`);
    // Their change, and their sign-in.
    expect(byStaff.items.map((entry) => [entry.objectType, entry.objectGuid])).toEqual([
      ['client', CLIENT.userGuid],
      ['account', STAFF.userGuid],
    ]);
    const byAdmin = await audit(`actorUserGuid=${ADMIN.userGuid}`);
    expect(byAdmin.items.length).toBeGreaterThan(3);
    expect(byAdmin.items.every((entry) => entry.actor?.userGuid === ADMIN.userGuid)).toBe(true);
    expect((await audit(`actorUserGuid=${STAFF.userGuid}&entityGuid=${ADMIN.userGuid}`)).items).toEqual([]);
    expect((await audit('page=1000')).items).toEqual([]);

    for (const [query, field] of [
      ['page=0', 'page'],
      ['entityGuid=nope', 'entityGuid'],
      ['actorUserGuid=nope', 'actorUserGuid'],
    ] as const) {
      await refused(request('GET', `/api/agency/audit?${query}`), 400, field);
    }
  });

  it('describes every staff and audit route in /api/docs/json with its schemas', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<
        string,
        Record<string, { tags: string[]; summary: string; security: unknown; responses: Record<string, unknown> }>
      >;
    };
    for (const [url, method, statuses] of [
      ['/api/agency/settings/staff', 'get', ['200', '401', '403']],
      ['/api/agency/settings/staff', 'post', ['201', '400', '401', '403', '409']],
      ['/api/agency/settings/staff/{userGuid}', 'patch', ['200', '400', '401', '403', '404', '409']],
      ['/api/agency/settings/staff/{userGuid}/invite', 'post', ['200', '400', '401', '403', '404', '409']],
      ['/api/agency/audit', 'get', ['200', '400', '401', '403']],
    ] as const) {
      const operation = document.paths[url]?.[method];
      expect(operation, `${method} ${url}`).toBeDefined();
      expect(operation!.tags).toEqual([url === '/api/agency/audit' ? 'agency audit' : 'agency settings']);
      expect(operation!.summary).toBeTruthy();
      expect(operation!.security).toEqual([{ bearerAuth: [] }]);
      expect(Object.keys(operation!.responses)).toEqual(expect.arrayContaining([...statuses]));
    }
  });
});
