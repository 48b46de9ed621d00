import type { AuditPage } from '@client-portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AUTH_SITE_KEY } from '@client-portal/contract';
import { ok, refused } from './helpers/answers.js';
import { bearer, login } from './helpers/auth.js';
import { ADMIN, CLIENT, DEMO_PASSWORD, TICKETS } from './helpers/demo-seed.js';
import { buildTestApp, testDatabases, type TestApp } from './helpers/test-app.js';

describe.each(testDatabases())('the audit log in people’s words on $name', (target) => {
  let t: TestApp;
  let admin: Record<string, string>;
  const audit = async (query: string) =>
    (await ok(t.app.inject({ url: `/api/agency/audit?${query}`, headers: admin }))) as AuditPage;
  const signIn = (username: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/authenticate',
      remoteAddress: '198.51.100.23',
      payload: { username, password, siteKey: DEFAULT_AUTH_SITE_KEY },
    });

  beforeAll(async () => {
    t = await buildTestApp({ database: target, seed: true });
    admin = bearer(await login(t.app, ADMIN.email, DEMO_PASSWORD));
  });
  afterAll(() => t.close());

  it('records each sign-in, successful or failed, with the address it came from and the email tried', async () => {
    expect((await signIn(CLIENT.email, 'Wrong-password-1')).statusCode).toBe(401);
    expect((await signIn('nobody@nowhere.example', 'Wrong-password-1')).statusCode).toBe(401);
    expect((await signIn(CLIENT.email, DEMO_PASSWORD)).statusCode).toBe(200);
    const { items } = await audit('objectType=account');
    const [success, unknown, failed] = items;
    expect(success).toMatchObject({
      action: 'signed in',
      objectGuid: CLIENT.userGuid,
      actor: { userGuid: CLIENT.userGuid },
      ipAddress: '198.51.100.23',
    });
    expect(unknown).toMatchObject({
      action: 'sign-in failed',
      actor: null,
      ipAddress: '198.51.100.23',
      changes: { email: { after: 'nobody@nowhere.example' } },
    });
    expect(failed).toMatchObject({
      action: 'sign-in failed',
      actor: null,
      objectGuid: CLIENT.userGuid,
      changes: { email: { after: CLIENT.email } },
    });
    // The account is named, not shown as a GUID.
    expect(failed!.names[CLIENT.userGuid]).toMatch(/\S+ \S+/);
    expect(items.every((entry) => entry.objectType === 'account')).toBe(true);
  });

  it('finds entries by what they are about: a title, a ticket number, a person', async () => {
    const version = (
      (await ok(t.app.inject({ url: `/api/agency/tickets/${TICKETS.biosInProgress}`, headers: admin }))) as {
        version: number;
      }
    ).version;
    await ok(
      t.app.inject({
        method: 'PATCH',
        url: `/api/agency/tickets/${TICKETS.biosInProgress}`,
        headers: admin,
        payload: { version, priority: 'high' },
      }),
    );
    for (const about of ['BIOS', '#00198', '198']) {
      const { items } = await audit(`about=${encodeURIComponent(about)}`);
      expect(items.map((entry) => entry.objectGuid)).toContain(TICKETS.biosInProgress);
      expect(items.every((entry) => entry.objectGuid !== TICKETS.bannerNew)).toBe(true);
    }
    const { items } = await audit(`about=${encodeURIComponent(CLIENT.email)}`);
    expect(items.map((entry) => entry.objectGuid)).toContain(CLIENT.userGuid);
    // `%` and `_` are letters here, not wildcards.
    expect((await audit('about=%25')).items).toEqual([]);
    await refused(
      t.app.inject({ url: '/api/agency/audit?objectType=planet', headers: admin }),
      400,
      'objectType must be one of',
    );
  });
});
