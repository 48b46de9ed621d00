import {
  AuthenticateResponse,
  DEFAULT_AUTH_SITE_KEY,
  RecoveryCodes,
  TwoFactorChallenge,
  TwoFactorSetup,
} from '@client-portal/contract';
import { authenticator } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../src/domain/audit/list-audit.js';
import { listAuditPage } from '../src/domain/audit/list-audit-page.js';
import { SECURITY_SETTINGS_GUID } from '../src/domain/two-factor/set-two-factor-rule.js';
import { ok } from './helpers/answers.js';
import { bearer, giveDemoPassword, login } from './helpers/auth.js';
import { ADMIN, CLIENT, DEMO_PASSWORD, PROJECTS, SCHEDULES, STAFF } from './helpers/demo-seed.js';
import { buildTestApp, testDatabases, type TestApp } from './helpers/test-app.js';

type Method = 'GET' | 'POST' | 'PUT';
const ENROLMENT_REQUIRED = 'Two-factor sign-in is required: set it up first.';

describe.each(testDatabases())('two-factor sign-in for staff on $name', (target) => {
  let t: TestApp;
  /** The sign-ins of an account, newest first, as the audit log holds them. */
  const listAuditOfAccount = async (userGuid: string) =>
    (await listAuditPage(t.db, { entityGuid: userGuid, objectType: 'account', page: 1 })).items;
  let adminToken: string;
  let staffToken: string;
  let adminSecret: string;
  let recoveryCodes: string[];

  beforeAll(async () => {
    t = await buildTestApp({ database: target, seed: true });
    // The demo's other staff member has no password: give them the admin's, so a non-admin can sign in.
    await giveDemoPassword(t.db, [STAFF.email]);
    [adminToken, staffToken] = await Promise.all([
      login(t.app, ADMIN.email, DEMO_PASSWORD),
      login(t.app, STAFF.email, DEMO_PASSWORD),
    ]);
  });
  afterAll(() => t.close());

  const request = (method: Method, url: string, token: string | null, payload?: object, ip = '127.0.0.1') =>
    t.app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      remoteAddress: ip,
      ...(payload ? { payload } : {}),
    });
  const signIn = (email: string, ip = '127.0.0.1') =>
    request(
      'POST',
      '/api/auth/authenticate',
      null,
      { username: email, password: DEMO_PASSWORD, siteKey: DEFAULT_AUTH_SITE_KEY },
      ip,
    );
  const secondStep = (challenge: string, code: string, ip = '127.0.0.1') =>
    request('POST', '/api/auth/twofactor', null, { challenge, code }, ip);
  const challengeFor = async (email: string) => TwoFactorChallenge.parse(await ok(signIn(email))).challenge;
  const totpRow = (userGuid: string) =>
    t.db
      .selectFrom('users')
      .select(['totp_secret', 'totp_enabled_at', 'totp_last_step'])
      .where('user_guid', '=', userGuid)
      .executeTakeFirstOrThrow();
  const recoveryRows = (userGuid: string) =>
    t.db.selectFrom('two_factor_recovery_codes').selectAll().where('user_guid', '=', userGuid).execute();
  /** A code of the current step that has not been used yet: the test forgets the last step accepted. */
  const freshCode = async (userGuid: string, secret: string) => {
    await t.db.updateTable('users').set({ totp_last_step: null }).where('user_guid', '=', userGuid).execute();
    return authenticator.generate(secret);
  };
  const enrol = async (token: string, userGuid: string) => {
    const setup = TwoFactorSetup.parse(await ok(request('POST', '/api/agency/me/twofactor/setup', token)));
    const answer = await ok(
      request('POST', '/api/agency/me/twofactor/enable', token, { code: await freshCode(userGuid, setup.secret) }),
    );
    return { secret: setup.secret, recoveryCodes: RecoveryCodes.parse(answer).recoveryCodes };
  };

  it('answers a client’s sign-in with the token only, as before', async () => {
    const body = await ok(signIn(CLIENT.email));
    expect(Object.keys(body as object)).toEqual(['token']);
  });

  it('reports two-factor sign-in off and not required at first', async () => {
    expect(await ok(request('GET', '/api/agency/me/twofactor', adminToken))).toEqual({
      enabled: false,
      required: false,
    });
  });

  it('refuses a client the two-factor routes with 403', async () => {
    const clientToken = await login(t.app, CLIENT.email, DEMO_PASSWORD);
    expect((await request('GET', '/api/agency/me/twofactor', clientToken)).statusCode).toBe(403);
    expect((await request('POST', '/api/agency/me/twofactor/setup', clientToken)).statusCode).toBe(403);
  });

  it('sets up a pending secret with the portal brand as issuer and a QR code, still signing in with the password', async () => {
    const setup = TwoFactorSetup.parse(await ok(request('POST', '/api/agency/me/twofactor/setup', adminToken)));
    adminSecret = setup.secret;
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(setup.otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('issuer')).toBe(t.config.branding.brand);
    expect(url.searchParams.get('secret')).toBe(setup.secret);
    expect(decodeURIComponent(url.pathname)).toContain(ADMIN.email);
    expect(setup.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(await totpRow(ADMIN.userGuid)).toMatchObject({ totp_secret: setup.secret, totp_enabled_at: null });
    expect(Object.keys((await ok(signIn(ADMIN.email))) as object)).toEqual(['token']);
  });

  it('refuses to enable with a wrong or malformed code, naming the field and changing nothing', async () => {
    const before = await totpRow(ADMIN.userGuid);
    const wrong = String((Number(authenticator.generate(adminSecret)) + 500_000) % 1_000_000).padStart(6, '0');
    for (const code of [wrong, '12345', 'abcdef']) {
      const answer = await request('POST', '/api/agency/me/twofactor/enable', adminToken, { code });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ error: 'bad_request', message: expect.stringMatching(/^code: /) });
    }
    expect((await request('POST', '/api/agency/me/twofactor/enable', adminToken, {})).json()).toMatchObject({
      message: expect.stringMatching(/^code: /),
    });
    expect(await totpRow(ADMIN.userGuid)).toEqual(before);
    expect(await recoveryRows(ADMIN.userGuid)).toEqual([]);
  });

  it('turns on with a code of the app: ten recovery codes, shown once and kept only as hashes, and audited', async () => {
    const answer = await ok(
      request('POST', '/api/agency/me/twofactor/enable', adminToken, {
        code: await freshCode(ADMIN.userGuid, adminSecret),
      }),
    );
    recoveryCodes = RecoveryCodes.parse(answer).recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const rows = await recoveryRows(ADMIN.userGuid);
    expect(rows).toHaveLength(10);
    for (const row of rows) {
      expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(recoveryCodes).not.toContain(row.code_hash);
      expect(row.used_at).toBeNull();
    }
    expect((await totpRow(ADMIN.userGuid)).totp_enabled_at).not.toBeNull();
    expect(await ok(request('GET', '/api/agency/me/twofactor', adminToken))).toEqual({
      enabled: true,
      required: false,
    });
    const [entry] = await listAudit(t.db, ADMIN.userGuid);
    expect(entry).toMatchObject({
      objectType: 'staff',
      action: 'two-factor sign-in turned on',
      actor: { userGuid: ADMIN.userGuid },
      changes: { twoFactorEnabled: { before: false, after: true } },
    });
  });

  it('keeps the token issued before: turning it on signs no one out', async () => {
    await ok(request('GET', '/api/users/me', adminToken));
  });

  it('refuses a second set-up while it is on with 409', async () => {
    expect((await request('POST', '/api/agency/me/twofactor/setup', adminToken)).statusCode).toBe(409);
    expect((await totpRow(ADMIN.userGuid)).totp_secret).toBe(adminSecret);
  });

  it('answers the password with a challenge, and the code with a token', async () => {
    const body = AuthenticateResponse.parse(await ok(signIn(ADMIN.email)));
    expect(body).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
    const challenge = (body as TwoFactorChallenge).challenge;

    const token = (await ok(secondStep(challenge, await freshCode(ADMIN.userGuid, adminSecret)))) as { token: string };
    expect(Object.keys(token)).toEqual(['token']);
    expect(await ok(request('GET', '/api/users/me', token.token))).toMatchObject({ memberGUID: ADMIN.userGuid });
  });

  it('never accepts the challenge as a bearer token', async () => {
    const challenge = await challengeFor(ADMIN.email);
    for (const url of ['/api/users/me', '/api/agency/tickets', '/api/agency/me/twofactor']) {
      expect((await request('GET', url, challenge)).statusCode).toBe(401);
    }
  });

  it('never accepts an API token, or anything else, as a challenge', async () => {
    const code = await freshCode(ADMIN.userGuid, adminSecret);
    for (const challenge of [adminToken, 'not.a.jwt', 'x']) {
      const answer = await secondStep(challenge, code);
      expect(answer.statusCode).toBe(401);
    }
  });

  it('answers a wrong code with 401, and refuses a code used once already', async () => {
    const challenge = await challengeFor(ADMIN.email);
    const code = await freshCode(ADMIN.userGuid, adminSecret);
    const wrong = String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');
    const refused = await secondStep(challenge, wrong);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: 'unauthorized', message: expect.stringContaining('code') });
    // A wrong code is a failed sign-in in the audit log.
    const [failed] = await listAuditOfAccount(ADMIN.userGuid);
    expect(failed).toMatchObject({ action: 'sign-in failed', actor: null, changes: { email: { after: ADMIN.email } } });

    await ok(secondStep(challenge, code));
    expect((await listAuditOfAccount(ADMIN.userGuid))[0]).toMatchObject({ action: 'signed in' });
    expect((await secondStep(challenge, code)).statusCode).toBe(401);
    // Nor can another sign-in replay it within its step.
    expect((await secondStep(await challengeFor(ADMIN.email), code)).statusCode).toBe(401);
  });

  it('accepts a recovery code once, in any case and with spaces', async () => {
    const code = recoveryCodes[0]!;
    const typed = ` ${code.toUpperCase()} `;
    await ok(secondStep(await challengeFor(ADMIN.email), typed));
    expect((await secondStep(await challengeFor(ADMIN.email), code)).statusCode).toBe(401);
    expect((await recoveryRows(ADMIN.userGuid)).filter((row) => row.used_at !== null)).toHaveLength(1);
  });

  it('validates the second step’s body, naming the field', async () => {
    const answer = await request('POST', '/api/auth/twofactor', null, { challenge: 'x' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/^code: /);
  });

  it('replaces the recovery codes with a code: the earlier ones stop working', async () => {
    const answer = await ok(
      request('POST', '/api/agency/me/twofactor/recoverycodes', adminToken, {
        code: await freshCode(ADMIN.userGuid, adminSecret),
      }),
    );
    const fresh = RecoveryCodes.parse(answer).recoveryCodes;
    expect(fresh).not.toContain(recoveryCodes[1]);
    expect((await secondStep(await challengeFor(ADMIN.email), recoveryCodes[1]!)).statusCode).toBe(401);
    await ok(secondStep(await challengeFor(ADMIN.email), fresh[0]!));
    recoveryCodes = fresh.slice(1);
    expect((await listAudit(t.db, ADMIN.userGuid))[0]).toMatchObject({ action: 'recovery codes replaced' });
  });

  it('keeps the security settings for admins: other staff get 403', async () => {
    expect((await request('GET', '/api/agency/settings/security', staffToken)).statusCode).toBe(403);
    expect(
      (await request('PUT', '/api/agency/settings/security', staffToken, { twoFactorRequired: true })).statusCode,
    ).toBe(403);
    expect(await ok(request('GET', '/api/agency/settings/security', adminToken))).toEqual({ twoFactorRequired: false });
  });

  it('refuses a malformed rule with 400 naming the field', async () => {
    const answer = await request('PUT', '/api/agency/settings/security', adminToken, { twoFactorRequired: 'yes' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/^twoFactorRequired: /);
    expect(await ok(request('GET', '/api/agency/settings/security', adminToken))).toEqual({ twoFactorRequired: false });
  });

  it('with the rule on, keeps staff without it out of the workspace and the client screens until they set it up', async () => {
    expect(await ok(request('PUT', '/api/agency/settings/security', adminToken, { twoFactorRequired: true }))).toEqual({
      twoFactorRequired: true,
    });
    const [entry] = await listAudit(t.db, SECURITY_SETTINGS_GUID);
    expect(entry).toMatchObject({
      objectType: 'settings',
      action: 'security settings changed',
      actor: { userGuid: ADMIN.userGuid },
      changes: { twoFactorRequired: { before: false, after: true } },
    });

    // Still signs in with the password alone and learns who they are; every project's data waits for the code.
    const token = ((await ok(signIn(STAFF.email))) as { token: string }).token;
    await ok(request('GET', '/api/users/me', token));
    for (const url of [
      '/api/agency/tickets',
      '/api/agency/tickets/counts',
      '/api/agency/settings/security',
      `/api/projects/${PROJECTS.redesign}`,
      `/api/ticketviews/project/${PROJECTS.redesign}`,
      `/api/sitecareschedules/${SCHEDULES.acme}`,
    ]) {
      const answer = await request('GET', url, token);
      expect(answer.statusCode, url).toBe(403);
      expect(answer.json()).toEqual({ error: 'forbidden', message: ENROLMENT_REQUIRED });
    }
    expect(await ok(request('GET', '/api/agency/me/twofactor', token))).toEqual({ enabled: false, required: true });

    await enrol(token, STAFF.userGuid);
    await ok(request('GET', '/api/agency/tickets', token));
    await ok(request('GET', `/api/projects/${PROJECTS.redesign}`, token));
    // The enrolled admin was never held back.
    await ok(request('GET', '/api/agency/tickets', adminToken));
  });

  it('refuses to turn it off while the rule requires it, with 409', async () => {
    const answer = await request('POST', '/api/agency/me/twofactor/disable', adminToken, {
      code: await freshCode(ADMIN.userGuid, adminSecret),
    });
    expect(answer.statusCode).toBe(409);
    expect((await totpRow(ADMIN.userGuid)).totp_enabled_at).not.toBeNull();
  });

  it('turns it off with a code once the rule is lifted, audited; the password alone signs in again', async () => {
    await ok(request('PUT', '/api/agency/settings/security', adminToken, { twoFactorRequired: false }));
    const wrong = await request('POST', '/api/agency/me/twofactor/disable', adminToken, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect((await totpRow(ADMIN.userGuid)).totp_enabled_at).not.toBeNull();

    await ok(
      request('POST', '/api/agency/me/twofactor/disable', adminToken, {
        code: await freshCode(ADMIN.userGuid, adminSecret),
      }),
    );
    expect(await totpRow(ADMIN.userGuid)).toEqual({ totp_secret: null, totp_enabled_at: null, totp_last_step: null });
    expect(await recoveryRows(ADMIN.userGuid)).toEqual([]);
    expect((await listAudit(t.db, ADMIN.userGuid))[0]).toMatchObject({
      action: 'two-factor sign-in turned off',
      changes: { twoFactorEnabled: { before: true, after: false } },
    });
    expect(Object.keys((await ok(signIn(ADMIN.email))) as object)).toEqual(['token']);
    expect((await request('POST', '/api/agency/me/twofactor/disable', adminToken, { code: '123456' })).statusCode).toBe(
      409,
    );
  });

  it('lists every two-factor route in the API description', async () => {
    const doc = (await ok(t.app.inject({ method: 'GET', url: '/api/docs/json' }))) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths['/api/auth/twofactor']!)).toEqual(['post']);
    expect(Object.keys(doc.paths['/api/agency/me/twofactor']!)).toEqual(['get']);
    for (const action of ['setup', 'enable', 'disable', 'recoverycodes']) {
      expect(Object.keys(doc.paths[`/api/agency/me/twofactor/${action}`]!)).toEqual(['post']);
    }
    expect(Object.keys(doc.paths['/api/agency/settings/security']!).sort()).toEqual(['get', 'put']);
  });

  it('counts wrong codes as failed sign-ins: the address and source are refused with 429', async () => {
    // STAFF is enrolled (above); a source of its own, so the other tests' counts do not mix in.
    const ip = '10.9.8.7';
    const challenge = TwoFactorChallenge.parse(await ok(signIn(STAFF.email, ip))).challenge;
    const statuses: number[] = [];
    for (let i = 0; i < t.config.login.maxFailures + 1; i++) {
      statuses.push((await secondStep(challenge, 'aaaaa-bbbbb', ip)).statusCode);
    }
    expect(statuses.slice(0, t.config.login.maxFailures).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // The password step from there is held by the same limit.
    expect((await signIn(STAFF.email, ip)).statusCode).toBe(429);
  });
});
