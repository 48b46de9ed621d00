import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, forgeToken, login } from './helpers/auth.js';
import { CLIENT, DEMO_PASSWORD, OTHER } from './helpers/demo-seed.js';
import { buildTestApp, testDatabases, type TestApp } from './helpers/test-app.js';

const me = (t: TestApp, headers: Record<string, string> = {}, cookies?: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/users/me', headers, cookies });

const past = () => Math.floor(Date.now() / 1000) - 60;

describe.each(testDatabases())('bearer tokens on $name', (target) => {
  let t: TestApp;
  let clientToken: string;
  beforeAll(async () => {
    t = await buildTestApp({ database: target, seed: true });
    clientToken = await login(t.app, CLIENT.email, DEMO_PASSWORD);
  });
  afterAll(() => t.close());

  it('GET /api/users/me returns the signed-in user', async () => {
    const response = await me(t, bearer(clientToken));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      memberGUID: CLIENT.userGuid,
      firstName: CLIENT.firstName,
      lastName: CLIENT.lastName,
      email: CLIENT.email,
      role: 'client',
    });
  });

  it.each([
    ['the scheme in lower case', 'bearer '],
    ['the scheme in upper case', 'BEARER '],
    ['two spaces after the scheme', 'Bearer  '],
  ])('accepts %s (RFC 6750 and 7235)', async (_, prefix) => {
    const response = await me(t, { authorization: `${prefix}${clientToken}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ memberGUID: CLIENT.userGuid });
  });

  it('accepts a token forged with the server secret (the forging helper is faithful)', async () => {
    const response = await me(t, bearer(forgeToken(CLIENT.userGuid)));
    expect(response.statusCode).toBe(200);
  });

  const rejected: Array<[string, () => Record<string, string>]> = [
    ['no token', () => ({})],
    ['an empty bearer', () => ({ authorization: 'Bearer ' })],
    ['a malformed token', () => bearer('not-a-token')],
    ['a token with garbage segments', () => bearer('abc.def.ghi')],
    ['a non-Bearer scheme', () => ({ authorization: `Basic ${clientToken}` })],
    ['no space after the scheme', () => ({ authorization: `Bearer${clientToken}` })],
    ['a tab after the scheme', () => ({ authorization: `Bearer\t${clientToken}` })],
    ['a valid token with base64 padding added', () => bearer(`${clientToken}=`)],
    ['a valid token with a space inside', () => bearer(clientToken.replace('.', '. '))],
    ['a valid token followed by another word', () => bearer(`${clientToken} ${clientToken}`)],
    ['a valid token with a fourth segment', () => bearer(`${clientToken}.${clientToken.split('.')[2]}`)],
    [
      'a bad signature',
      () => bearer(forgeToken(CLIENT.userGuid, { secret: 'another-secret-that-is-32-bytes-long!!' })),
    ],
    [
      'a signature of another token',
      () => bearer(`${forgeToken(CLIENT.userGuid).split('.').slice(0, 2).join('.')}.${clientToken.split('.')[2]}`),
    ],
    ['alg: none', () => bearer(forgeToken(CLIENT.userGuid, { header: { alg: 'none' }, secret: null }))],
    ['alg: HS512', () => bearer(forgeToken(CLIENT.userGuid, { header: { alg: 'HS512' } }))],
    ['an expired token', () => bearer(forgeToken(CLIENT.userGuid, { claims: { exp: past() } }))],
    ['a token without exp', () => bearer(forgeToken(CLIENT.userGuid, { claims: { exp: undefined } }))],
    ['a wrong audience', () => bearer(forgeToken(CLIENT.userGuid, { claims: { aud: 'someone-else' } }))],
    ['a wrong issuer', () => bearer(forgeToken(CLIENT.userGuid, { claims: { iss: 'someone-else' } }))],
    // RFC 8725 §3.9/§3.10: a token that names no audience or issuer may have been made for another use.
    ['a token without aud', () => bearer(forgeToken(CLIENT.userGuid, { claims: { aud: undefined } }))],
    ['a token without iss', () => bearer(forgeToken(CLIENT.userGuid, { claims: { iss: undefined } }))],
    ['a token without sub', () => bearer(forgeToken(undefined as unknown as string))],
    ['an empty audience list', () => bearer(forgeToken(CLIENT.userGuid, { claims: { aud: [] } }))],
    ['an unknown user', () => bearer(forgeToken('00000000-0000-4000-8000-000000000000'))],
    ['a missing token version', () => bearer(forgeToken(CLIENT.userGuid, { claims: { ver: undefined } }))],
    ['a stale token version', () => bearer(forgeToken(CLIENT.userGuid, { claims: { ver: 7 } }))],
  ];

  it.each(rejected)('returns 401 for %s', async (_, headers) => {
    const response = await me(t, headers());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'unauthorized', message: expect.any(String) });
  });

  it('returns 401 when the token is only in the JwtToken cookie (the cookie is never a credential)', async () => {
    const response = await me(t, {}, { JwtToken: clientToken });
    expect(response.statusCode).toBe(401);
  });

  it('returns 401 once a token that was accepted before has expired', async () => {
    const now = Date.now();
    const token = forgeToken(CLIENT.userGuid, { claims: { exp: Math.floor(now / 1000) + 30 } });
    expect((await me(t, bearer(token))).statusCode).toBe(200);
    expect((await me(t, bearer(token))).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: now + 31_000 });
    try {
      expect((await me(t, bearer(token))).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('returns 401 for a token of a user who has since been disabled', async () => {
    const token = await login(t.app, OTHER.email, DEMO_PASSWORD);
    expect((await me(t, bearer(token))).statusCode).toBe(200);

    await t.db
      .updateTable('users')
      .set({ disabled_at: new Date().toISOString() })
      .where('user_guid', '=', OTHER.userGuid)
      .execute();

    expect((await me(t, bearer(token))).statusCode).toBe(401);
    await t.db.updateTable('users').set({ disabled_at: null }).where('user_guid', '=', OTHER.userGuid).execute();
    expect((await me(t, bearer(token))).statusCode).toBe(200);
  });

  it('returns 401 for a token issued before the token version was bumped', async () => {
    const token = await login(t.app, OTHER.email, DEMO_PASSWORD);
    expect((await me(t, bearer(token))).statusCode).toBe(200);

    await t.db
      .updateTable('users')
      .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
      .where('user_guid', '=', OTHER.userGuid)
      .execute();

    expect((await me(t, bearer(token))).statusCode).toBe(401);
    expect((await me(t, bearer(await login(t.app, OTHER.email, DEMO_PASSWORD)))).statusCode).toBe(200);
  });
});
