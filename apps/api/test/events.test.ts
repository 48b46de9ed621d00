import { DEFAULT_EVENTS_SITE_KEY } from '@client-portal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, forgeToken } from './helpers/auth.js';
import { CLIENT, OTHER, PROJECTS } from './helpers/demo-seed.js';
import { buildTestApp, testDatabases, type TestApp } from './helpers/test-app.js';

const insert = (t: TestApp, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/events/insert', payload, headers });

const loggedIn = (extra: Record<string, unknown> = {}) => ({
  siteKey: DEFAULT_EVENTS_SITE_KEY,
  eventTypeName: 'LoggedIn',
  userGuid: null,
  objectGuid: null,
  description: null,
  ...extra,
});

describe.each(testDatabases())('POST /api/events/insert on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ database: target, seed: true });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.deleteFrom('events').execute();
  });

  const events = () => t.db.selectFrom('events').selectAll().execute();

  it('stores the event with its time and the client IP', async () => {
    const before = Date.now();
    const response = await insert(
      t,
      loggedIn({ objectGuid: PROJECTS.redesign, description: 'Signed in from the login page' }),
      bearer(forgeToken(CLIENT.userGuid)),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true });

    const [event, ...rest] = await events();
    expect(rest).toEqual([]);
    expect(event).toMatchObject({
      event_type_name: 'LoggedIn',
      user_guid: CLIENT.userGuid,
      object_guid: PROJECTS.redesign,
      description: 'Signed in from the login page',
      client_ip: '127.0.0.1',
    });
    const createdAt = Date.parse(event!.created_at);
    expect(createdAt).toBeGreaterThanOrEqual(before - 1000);
    expect(createdAt).toBeLessThanOrEqual(Date.now() + 1000);
  });

  // Raw bytes, as a client that does not speak UTF-8 sends them: JSON.stringify would make valid text of them.
  const rawInsert = (body: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: '/api/events/insert',
      payload: body,
      headers: { 'content-type': 'application/json' },
    });
  const withDescription = (description: Buffer) =>
    Buffer.concat([
      Buffer.from(`{"siteKey":"${DEFAULT_EVENTS_SITE_KEY}","eventTypeName":"LoggedIn","description":"`),
      description,
      Buffer.from('"}'),
    ]);

  it.each([
    ['the bytes FF FE', Buffer.from([0x61, 0xff, 0xfe, 0x62]), /^description: must be valid UTF-8 text$/],
    ['a cut-off three-byte sequence', Buffer.from([0x61, 0xe2, 0x82]), /^description: must be valid UTF-8 text$/],
    ['an escaped lone surrogate', Buffer.from('a\\ud800b'), /^description: must be valid Unicode text/],
    ['an escaped low surrogate first', Buffer.from('\\udc00\\ud800'), /^description: must be valid Unicode text/],
  ])('refuses %s with 400 naming the field, and stores nothing', async (_, bytes, message) => {
    const response = await rawInsert(withDescription(bytes));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'bad_request', message: expect.stringMatching(message) });
    expect(await events()).toEqual([]);
  });

  it('stores well-formed text outside the BMP as sent (a surrogate pair is not a lone surrogate)', async () => {
    const response = await rawInsert(withDescription(Buffer.from('caf\u00e9 \\ud83d\\ude00 😀')));
    expect(response.statusCode).toBe(201);
    expect((await events())[0]?.description).toBe('café 😀 😀');
  });

  it('takes the user from the token, never from the body userGuid', async () => {
    const response = await insert(t, loggedIn({ userGuid: OTHER.userGuid }), bearer(forgeToken(CLIENT.userGuid)));
    expect(response.statusCode).toBe(201);
    expect((await events()).map((e) => e.user_guid)).toEqual([CLIENT.userGuid]);
  });

  it('stores the event without a user when there is no token, whatever the body userGuid says', async () => {
    const response = await insert(t, loggedIn({ eventTypeName: 'PasswordResetFailed', userGuid: OTHER.userGuid }));
    expect(response.statusCode).toBe(201);
    expect(await events()).toMatchObject([{ event_type_name: 'PasswordResetFailed', user_guid: null }]);
  });

  it('returns 401 and stores nothing for an invalid token', async () => {
    const response = await insert(t, loggedIn(), bearer(forgeToken(CLIENT.userGuid, { secret: 'x'.repeat(40) })));
    expect(response.statusCode).toBe(401);
    expect(await events()).toEqual([]);
  });

  it.each([
    ['a wrong site key', { siteKey: 'client-portal-auth' }],
    ['no site key', { siteKey: undefined }],
    ['an unknown eventTypeName', { eventTypeName: 'DroppedTable' }],
    ['no eventTypeName', { eventTypeName: undefined }],
    ['a description over 2000 characters', { description: 'x'.repeat(2001) }],
  ])('returns 400 and stores nothing for %s', async (_, override) => {
    const response = await insert(t, loggedIn(override));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'bad_request' });
    expect(await events()).toEqual([]);
  });
});
