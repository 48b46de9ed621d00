import type { ApiToken, ApiTokenCreated, AuditPage, InboxPage } from '@client-portal/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { tokenHash } from '../src/domain/api-tokens/api-tokens.js';
import { openDatabase, type DatabaseHandle } from '../src/db/database.js';
import { bearer, giveDemoPassword, login } from './helpers/auth.js';
import { ADMIN, CLIENT, DEMO_PASSWORD, STAFF, TICKETS } from './helpers/demo-seed.js';
import { buildTestApp, testDatabases, type TestApp } from './helpers/test-app.js';

const TOKENS_URL = '/api/agency/settings/api-tokens';

describe.each(testDatabases())('API tokens on $name', (database) => {
  let t: TestApp;
  /** A second API server on the same database, as another process behind the load balancer. */
  let second: { app: FastifyInstance; database: DatabaseHandle };
  let admin: string;
  let staff: string;

  beforeAll(async () => {
    t = await buildTestApp({ database, seed: true });
    const otherDatabase = openDatabase(t.config.database, t.schema ? { searchPath: t.schema } : {});
    second = {
      app: await buildApp({ config: t.config, database: otherDatabase, logger: false }),
      database: otherDatabase,
    };
    await second.app.ready();
    await giveDemoPassword(t.db, [STAFF.email]);
    admin = await login(t.app, ADMIN.email, DEMO_PASSWORD);
    staff = await login(t.app, STAFF.email, DEMO_PASSWORD);
  });
  afterAll(async () => {
    await second?.app.close();
    await second?.database.db.destroy();
    await t?.close();
  });

  const create = async (body: Record<string, unknown>, token = admin) =>
    t.app.inject({ method: 'POST', url: TOKENS_URL, headers: bearer(token), payload: body });
  const newToken = async (scopes: string[], name = 'Zapier', expiresInDays: number | null = 30) => {
    const response = await create({ name, scopes, expiresInDays });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as ApiTokenCreated;
  };

  it('shows a new token once, keeps only its hash, and lists it with its scopes and expiry', async () => {
    const created = await newToken(['tickets:read', 'tickets:write'], 'Helpdesk sync', 90);
    expect(created.token).toMatch(/^cpt_[A-Za-z0-9_-]{43}$/);
    expect(created.prefix).toBe(created.token.slice(0, 8));
    expect(created.createdBy).toBe(`${ADMIN.firstName} ${ADMIN.lastName}`);
    const days = (Date.parse(created.expiresAt!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThanOrEqual(90);

    const stored = await t.db
      .selectFrom('api_tokens')
      .selectAll()
      .where('token_guid', '=', created.tokenGuid)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).toBe(tokenHash(created.token));
    expect(JSON.stringify(stored)).not.toContain(created.token);

    const list = await t.app.inject({ method: 'GET', url: TOKENS_URL, headers: bearer(admin) });
    expect(list.body).not.toContain(created.token);
    const listed = (list.json() as ApiToken[]).find((token) => token.tokenGuid === created.tokenGuid);
    expect(listed).toMatchObject({ name: 'Helpdesk sync', scopes: ['tickets:read', 'tickets:write'], revokedAt: null });

    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/agency/audit?entityGuid=${created.tokenGuid}`,
      headers: bearer(admin),
    });
    expect((audit.json() as AuditPage).items.map((entry) => entry.action)).toEqual(['API token created']);
  });

  it('acts as the named integration: its update in the thread and the audit log carry its name', async () => {
    const { token } = await newToken(['tickets:read', 'tickets:write'], 'Zapier');
    const inbox = await t.app.inject({ method: 'GET', url: '/api/agency/tickets?view=all', headers: bearer(token) });
    expect(inbox.statusCode).toBe(200);
    expect((inbox.json() as InboxPage).items.length).toBeGreaterThan(0);

    const posted = await t.app.inject({
      method: 'POST',
      url: `/api/agency/tickets/${TICKETS.bannerNew}/updates`,
      headers: { ...bearer(token), 'x-forwarded-for': '203.0.113.7' },
      payload: { updateText: '<p>Synced from the CRM.</p>', internal: false },
    });
    expect(posted.statusCode, posted.body).toBe(201);

    // The client reads it as the integration's.
    const client = await login(t.app, CLIENT.email, DEMO_PASSWORD);
    const thread = await t.app.inject({
      method: 'GET',
      url: `/api/updates/ticket/${TICKETS.bannerNew}`,
      headers: bearer(client),
    });
    const last = (thread.json() as Array<{ userFirstName: string; updateText: string }>).at(-1)!;
    expect(last).toMatchObject({ userFirstName: 'Zapier', updateText: '<p>Synced from the CRM.</p>' });

    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/agency/audit?entityGuid=${TICKETS.bannerNew}`,
      headers: bearer(admin),
    });
    const entry = (audit.json() as AuditPage).items[0]!;
    expect(entry.actor).toMatchObject({ firstName: 'Zapier', lastName: '' });

    // Never a staff member to assign, list or email.
    const assignable = await t.app.inject({ method: 'GET', url: '/api/agency/staff', headers: bearer(admin) });
    expect(assignable.body).not.toContain('Zapier');
    const accounts = await t.app.inject({ method: 'GET', url: '/api/agency/settings/staff', headers: bearer(admin) });
    expect(accounts.body).not.toContain('Zapier');
  });

  it('records when and from where a token was last used', async () => {
    const created = await newToken(['projects:read'], 'Reporting');
    const used = await t.app.inject({
      method: 'GET',
      url: '/api/agency/projects',
      headers: bearer(created.token),
      remoteAddress: '198.51.100.23',
    });
    expect(used.statusCode).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: TOKENS_URL, headers: bearer(admin) });
    const listed = (list.json() as ApiToken[]).find((token) => token.tokenGuid === created.tokenGuid)!;
    expect(listed.lastUsedAddress).toBe('198.51.100.23');
    expect(Date.now() - Date.parse(listed.lastUsedAt!)).toBeLessThan(60_000);
  });

  it('refuses a token outside its scopes, on a client screen or an admin setting, naming why', async () => {
    const { token } = await newToken(['monitors:read'], 'Status page');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/agency/monitors', headers: bearer(token) })).statusCode,
    ).toBe(200);
    const outside = await t.app.inject({ method: 'GET', url: '/api/agency/tickets', headers: bearer(token) });
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toEqual({
      error: 'forbidden',
      message: "This API token's scopes do not include tickets:read.",
    });
    for (const url of [`/api/ticketviews/${TICKETS.bannerNew}`, TOKENS_URL, '/api/agency/audit']) {
      const refused = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toEqual({ error: 'forbidden', message: 'An API token cannot make this call.' });
    }
  });

  it('stops working when it expires', async () => {
    const created = await newToken(['tickets:read'], 'Short-lived', 1);
    await t.db
      .updateTable('api_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_guid', '=', created.tokenGuid)
      .execute();
    const refused = await t.app.inject({ method: 'GET', url: '/api/agency/tickets', headers: bearer(created.token) });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      error: 'unauthorized',
      message: 'This API token does not work: it was revoked or has expired.',
    });
  });

  it('is refused by the next request to another server once revoked, and revoking is audited once', async () => {
    const created = await newToken(['tickets:read'], 'Old CRM', null);
    expect(created.expiresAt).toBeNull();
    const before = await second.app.inject({ method: 'GET', url: '/api/agency/tags', headers: bearer(created.token) });
    expect(before.statusCode).toBe(200);

    for (let i = 0; i < 2; i++) {
      const revoked = await t.app.inject({
        method: 'DELETE',
        url: `${TOKENS_URL}/${created.tokenGuid}`,
        headers: bearer(admin),
      });
      expect(revoked.statusCode).toBe(200);
      expect((revoked.json() as ApiToken).revokedAt).not.toBeNull();
    }
    const after = await second.app.inject({ method: 'GET', url: '/api/agency/tags', headers: bearer(created.token) });
    expect(after.statusCode).toBe(401);
    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/agency/audit?entityGuid=${created.tokenGuid}`,
      headers: bearer(admin),
    });
    expect((audit.json() as AuditPage).items.map((entry) => entry.action)).toEqual([
      'API token revoked',
      'API token created',
    ]);
  });

  it('refuses a bad token form naming the field, changing nothing; only admins manage tokens', async () => {
    const count = async () =>
      (
        await t.db
          .selectFrom('api_tokens')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = Number(await count());
    for (const [body, message] of [
      [{ name: ' ', scopes: ['tickets:read'], expiresInDays: 30 }, /^name: /],
      [{ name: 'X', scopes: [], expiresInDays: 30 }, /^scopes: choose at least one scope/],
      [{ name: 'X', scopes: ['tickets:delete'], expiresInDays: 30 }, /^scopes\.0: must be one of tickets:read, /],
      [{ name: 'X', scopes: ['tickets:read', 'tickets:read'], expiresInDays: 30 }, /^scopes: name each scope once/],
      [{ name: 'X', scopes: ['tickets:read'], expiresInDays: 0 }, /^expiresInDays: /],
      [{ name: 'X', scopes: ['tickets:read'] }, /^expiresInDays: /],
    ] as const) {
      const refused = await create(body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect((refused.json() as { message: string }).message).toMatch(message);
    }
    expect((await create({ name: 'X', scopes: ['tickets:read'], expiresInDays: 30 }, staff)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: TOKENS_URL, headers: bearer(staff) })).statusCode).toBe(403);
    const missing = await t.app.inject({
      method: 'DELETE',
      url: `${TOKENS_URL}/00000000-0000-4000-8000-000000000000`,
      headers: bearer(admin),
    });
    expect(missing.statusCode).toBe(404);
    expect(Number(await count())).toBe(before);
  });
});
