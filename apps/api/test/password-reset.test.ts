import { createHash } from 'node:crypto';
import { DEFAULT_AUTH_SITE_KEY } from '@client-portal/contract';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Config } from '../src/config.js';
import type { Db } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { issuePasswordReset } from '../src/domain/password-resets/issue-password-reset.js';
import { createMailer, type MailMessage, type Mailer } from '../src/mail/mailer.js';
import { RESET_LINK_LIMITS } from '../src/routes/api/auth/send-reset-link.js';
import { bearer, login } from './helpers/auth.js';
import { CLIENT, DEMO_PASSWORD, OTHER } from './helpers/demo-seed.js';
import { createTestDatabase, seedDemo, testDatabases, type TestDatabaseTarget } from './helpers/test-app.js';

const NEW_PASSWORD = 'N3wSecretPass';
const RESET_LINK = /\/login\/reset\?guid=([0-9a-f-]{36})/;
const V4_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const silentLog = { info: () => {}, warn: () => {}, error: () => {} };

interface ResetApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  mailer: Mailer;
  /** Every message the app handed to the mail transport, in order. */
  sent: MailMessage[];
  close(): Promise<void>;
}

/** Like buildTestApp (seeded), with a mailer whose transport records messages instead of sending them. */
async function buildResetApp(target: TestDatabaseTarget, env: Record<string, string> = {}): Promise<ResetApp> {
  const testDb = await createTestDatabase(target.kind, env);
  try {
    await migrateToLatest(testDb.db);
    await seedDemo(testDb.db);
    const sent: MailMessage[] = [];
    const mailer = createMailer({
      transport: {
        name: 'memory',
        deliver: async (message) => {
          sent.push(message);
        },
      },
      log: silentLog,
    });
    const app = await buildApp({ config: testDb.config, database: testDb.database, mailer });
    await app.ready();
    return {
      app,
      db: testDb.db,
      config: testDb.config,
      mailer,
      sent,
      async close() {
        await mailer.idle();
        await app.close();
        await testDb.close();
      },
    };
  } catch (error) {
    await testDb.close();
    throw error;
  }
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

function requestLink(
  app: FastifyInstance,
  email: string,
  options: { ip?: string; headers?: Record<string, string>; url?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: options.url ?? '/api/auth/sendresetlink/',
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: options.headers,
    payload: { EmailAddress: email, SiteKey: DEFAULT_AUTH_SITE_KEY },
  });
}

function resetPassword(app: FastifyInstance, guid: string, password = NEW_PASSWORD, password2 = password) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/resetpassword/',
    payload: { PasswordResetGuid: guid, Password1: password, Password2: password2 },
  });
}

/** Waits for background mail, then returns the reset link of the latest message to `email`. */
async function linkSentTo(t: ResetApp, email: string): Promise<{ url: string; guid: string }> {
  await t.mailer.idle();
  const message = t.sent.filter((m) => m.to === email && RESET_LINK.test(m.text)).at(-1);
  if (!message) throw new Error(`no reset link was sent to ${email}`);
  const url = message.text
    .split('\n')
    .find((line) => RESET_LINK.test(line))!
    .trim();
  return { url, guid: RESET_LINK.exec(url)![1]! };
}

async function requestAndReadLink(t: ResetApp, email: string) {
  const response = await requestLink(t.app, email);
  expect(response.statusCode).toBe(200);
  return linkSentTo(t, email);
}

describe.each(testDatabases())('password reset ($name)', (target) => {
  let t: ResetApp | undefined;
  const open = async (env?: Record<string, string>) => (t = await buildResetApp(target, env));

  afterEach(async () => {
    vi.useRealTimers();
    await t?.close();
    t = undefined;
  });

  describe('POST /api/auth/sendresetlink/', () => {
    it('answers a known and an unknown address alike and mails only the known one', async () => {
      const { app, db, sent, mailer } = await open();
      const known = await requestLink(app, CLIENT.email);
      const unknown = await requestLink(app, 'nobody@example.com');

      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(unknown.body).toBe(known.body);
      expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
      expect(known.json()).toEqual({ ok: true });

      await mailer.idle();
      expect(sent.map((m) => m.to)).toEqual([CLIENT.email]);
      const rows = await db.selectFrom('password_resets').selectAll().execute();
      expect(rows.map((r) => r.user_guid)).toEqual([CLIENT.userGuid]);
    });

    it('replies without waiting for the email to be delivered', async () => {
      const testDb = await createTestDatabase(target.kind);
      let releaseDelivery!: () => void;
      const delivered: MailMessage[] = [];
      const mailer = createMailer({
        transport: {
          name: 'held',
          deliver: async (message) => {
            await new Promise<void>((resolve) => (releaseDelivery = resolve));
            delivered.push(message);
          },
        },
        log: silentLog,
      });
      try {
        await migrateToLatest(testDb.db);
        await seedDemo(testDb.db);
        const app = await buildApp({ config: testDb.config, database: testDb.database, mailer });
        const response = await requestLink(app, CLIENT.email);
        expect(response.statusCode).toBe(200);
        expect(delivered).toHaveLength(0);

        await vi.waitFor(() => expect(releaseDelivery).toBeTypeOf('function'));
        releaseDelivery();
        await mailer.idle();
        expect(delivered.map((m) => m.to)).toEqual([CLIENT.email]);
        await app.close();
      } finally {
        await testDb.close();
      }
    });

    it('stores only the SHA-256 of a version-4 GUID and mails PUBLIC_URL/login/reset?guid=…', async () => {
      const tt = await open({ PUBLIC_URL: 'https://portal.example.test/' });
      const { url, guid } = await requestAndReadLink(tt, CLIENT.email);

      expect(url).toBe(`https://portal.example.test/login/reset?guid=${guid}`);
      expect(guid).toMatch(V4_UUID);
      const row = await tt.db.selectFrom('password_resets').selectAll().executeTakeFirstOrThrow();
      expect(row.token_hash).toBe(sha256(guid));
      expect(JSON.stringify(row)).not.toContain(guid);
      const validFor = new Date(row.expires_at).getTime() - new Date(row.created_at).getTime();
      expect(validFor).toBe(tt.config.resetTtlMs);
      expect(tt.config.resetTtlMs).toBe(60 * 60 * 1000);
    });

    it('builds the link from PUBLIC_URL whatever Host and X-Forwarded-* headers say', async () => {
      const tt = await open({ PUBLIC_URL: 'https://portal.example.test', TRUST_PROXY: 'true' });
      const response = await requestLink(tt.app, CLIENT.email, {
        headers: {
          host: 'evil.example.com',
          'x-forwarded-host': 'evil.example.com',
          'x-forwarded-proto': 'http',
          forwarded: 'host=evil.example.com;proto=http',
        },
      });
      expect(response.statusCode).toBe(200);
      const { url } = await linkSentTo(tt, CLIENT.email);
      expect(url.startsWith('https://portal.example.test/login/reset?guid=')).toBe(true);
      await tt.mailer.idle();
      expect(JSON.stringify(tt.sent)).not.toContain('evil.example.com');
    });

    it('accepts the URL with and without the trailing slash', async () => {
      const { app } = await open();
      expect((await requestLink(app, CLIENT.email, { url: '/api/auth/sendresetlink' })).statusCode).toBe(200);
      expect((await requestLink(app, OTHER.email, { url: '/api/auth/sendresetlink/' })).statusCode).toBe(200);
    });

    it('answers 400 for a bad site key, a malformed or missing address, and sends nothing', async () => {
      const { app, sent, mailer } = await open();
      const post = (payload: Record<string, unknown>) =>
        app.inject({ method: 'POST', url: '/api/auth/sendresetlink/', payload });

      const badKey = await post({ EmailAddress: CLIENT.email, SiteKey: 'wrong' });
      expect(badKey.statusCode).toBe(400);
      expect(badKey.json()).toMatchObject({ error: 'bad_request' });
      const malformed = await post({ EmailAddress: 'not-an-email', SiteKey: DEFAULT_AUTH_SITE_KEY });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toContain('Invalid email format');
      const missing = await post({ SiteKey: DEFAULT_AUTH_SITE_KEY });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toContain('Please enter your email address');
      const noKey = await post({ EmailAddress: CLIENT.email });
      expect(noKey.statusCode).toBe(400);
      expect(noKey.json().message).toContain('SiteKey is required');

      await mailer.idle();
      expect(sent).toHaveLength(0);
    });

    it('sends nothing more for a second request within a minute, with the same answer', async () => {
      const { app, db, sent, mailer } = await open();
      const first = await requestLink(app, CLIENT.email, { ip: '10.0.0.1' });
      // Different case and another IP: still the same address.
      const second = await requestLink(app, ' Client@Example.com ', { ip: '10.0.0.2' });
      expect(second.statusCode).toBe(200);
      expect(second.body).toBe(first.body);

      await mailer.idle();
      expect(sent).toHaveLength(1);
      expect(await db.selectFrom('password_resets').selectAll().execute()).toHaveLength(1);
    });

    it('sends no link to a disabled user', async () => {
      const { app, db, sent, mailer } = await open();
      await db
        .updateTable('users')
        .set({ disabled_at: new Date().toISOString() })
        .where('user_guid', '=', CLIENT.userGuid)
        .execute();
      expect((await requestLink(app, CLIENT.email)).statusCode).toBe(200);
      await mailer.idle();
      expect(sent).toHaveLength(0);
    });

    it('answers 429 with Retry-After once an address has used up its requests from one IP, known or not', async () => {
      const { app } = await open();
      for (const email of [CLIENT.email, 'nobody@example.com']) {
        for (let i = 0; i < RESET_LINK_LIMITS.perAddressAndIp.points; i++) {
          const ok = await requestLink(app, email, { ip: '10.1.0.1' });
          expect(ok.statusCode).toBe(200);
        }
        const limited = await requestLink(app, email, { ip: '10.1.0.1' });
        expect(limited.statusCode).toBe(429);
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      }
    });

    it('still answers the owner, and has mailed them a link, however many requests other IPs made for their address', async () => {
      const { app, sent, mailer } = await open();
      for (let i = 0; i < RESET_LINK_LIMITS.perAddressAndIp.points * 3; i++) {
        expect((await requestLink(app, CLIENT.email, { ip: `10.3.0.${i + 1}` })).statusCode).toBe(200);
      }
      expect((await requestLink(app, CLIENT.email, { ip: '10.3.1.1' })).statusCode).toBe(200);
      // One mail a minute per address: the strangers' flood put one link in the owner's inbox, not fifteen.
      await mailer.idle();
      expect(sent.filter((message) => message.to === CLIENT.email)).toHaveLength(1);
    });

    it('answers 429 with Retry-After once an IP has used up its requests', async () => {
      const { app } = await open();
      for (let i = 0; i < RESET_LINK_LIMITS.perIp.points; i++) {
        expect((await requestLink(app, `person${i}@example.com`, { ip: '10.2.0.1' })).statusCode).toBe(200);
      }
      const limited = await requestLink(app, 'one-more@example.com', { ip: '10.2.0.1' });
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await requestLink(app, 'one-more@example.com', { ip: '10.2.0.2' })).statusCode).toBe(200);
    });
  });

  describe('POST /api/auth/resetpassword/', () => {
    it('sets the new password once: it signs in, the old one fails and the link cannot be reused', async () => {
      const tt = await open();
      const { guid } = await requestAndReadLink(tt, CLIENT.email);

      const reset = await resetPassword(tt.app, guid);
      expect(reset.statusCode).toBe(200);
      await expect(login(tt.app, CLIENT.email, NEW_PASSWORD)).resolves.toBeTruthy();
      await expect(login(tt.app, CLIENT.email, DEMO_PASSWORD)).rejects.toThrow(/401/);

      const reuse = await resetPassword(tt.app, guid, 'An0therPassword');
      expect(reuse.statusCode).toBe(400);
      expect(reuse.headers['content-type']).toMatch(/^text\/plain/);
      expect(reuse.body).toBe('This reset link has already been used. Please request a new one.');
      await expect(login(tt.app, CLIENT.email, NEW_PASSWORD)).resolves.toBeTruthy();
    });

    it('accepts the URL without the trailing slash', async () => {
      const tt = await open();
      const { guid } = await requestAndReadLink(tt, CLIENT.email);
      const response = await tt.app.inject({
        method: 'POST',
        url: '/api/auth/resetpassword',
        payload: { PasswordResetGuid: guid, Password1: NEW_PASSWORD, Password2: NEW_PASSWORD },
      });
      expect(response.statusCode).toBe(200);
    });

    it('revokes every token issued before the reset', async () => {
      const tt = await open();
      const before = await login(tt.app, CLIENT.email, DEMO_PASSWORD);
      const me = (token: string) => tt.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
      expect((await me(before)).statusCode).toBe(200);

      const { guid } = await requestAndReadLink(tt, CLIENT.email);
      expect((await resetPassword(tt.app, guid)).statusCode).toBe(200);

      expect((await me(before)).statusCode).toBe(401);
      expect((await me(await login(tt.app, CLIENT.email, NEW_PASSWORD))).statusCode).toBe(200);
    });

    it('mails a "your password was changed" notice after a reset', async () => {
      const tt = await open();
      const { guid } = await requestAndReadLink(tt, CLIENT.email);
      expect((await resetPassword(tt.app, guid)).statusCode).toBe(200);
      await tt.mailer.idle();
      const notice = tt.sent.at(-1)!;
      expect(notice.to).toBe(CLIENT.email);
      expect(notice.subject).toBe('Your Client Portal password was changed');
      expect(notice.text).toContain('was just changed');
      expect(notice.text).not.toMatch(RESET_LINK);
    });

    it('keeps an earlier link usable when another is sent, so a stranger asking for one cannot void it', async () => {
      const tt = await open();
      const older = await issuePasswordReset(tt.db, CLIENT.userGuid, tt.config.resetTtlMs);
      // Someone else asks for a link to the same address, from elsewhere.
      const response = await requestLink(tt.app, CLIENT.email, { ip: '203.0.113.9' });
      expect(response.statusCode).toBe(200);
      const { guid: newer } = await linkSentTo(tt, CLIENT.email);
      expect(newer).not.toBe(older);

      expect((await resetPassword(tt.app, older)).statusCode).toBe(200);
      // The password is reset: every other link is void, and says why.
      const refused = await resetPassword(tt.app, newer);
      expect(refused.statusCode).toBe(400);
      expect(refused.headers['x-reset-link-status']).toBe('superseded');
      expect(refused.body).toBe(
        'Your password has already been reset with another link. Please request a new one if you need to.',
      );
    });

    it('accepts a link until RESET_TTL and refuses it one second after', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const start = new Date('2026-11-21T09:00:00.000Z');
      vi.setSystemTime(start);
      const tt = await open();
      const { guid: clientLink } = await requestAndReadLink(tt, CLIENT.email);
      const { guid: otherLink } = await requestAndReadLink(tt, OTHER.email);

      vi.setSystemTime(start.getTime() + tt.config.resetTtlMs - 1000);
      expect((await resetPassword(tt.app, clientLink)).statusCode).toBe(200);

      vi.setSystemTime(start.getTime() + tt.config.resetTtlMs + 1000);
      const expired = await resetPassword(tt.app, otherLink);
      expect(expired.statusCode).toBe(400);
      expect(expired.headers['content-type']).toMatch(/^text\/plain/);
      expect(expired.headers['x-reset-link-status']).toBe('expired');
      expect(expired.body).toBe('This reset link has expired. Please request a new one.');
      await expect(login(tt.app, OTHER.email, DEMO_PASSWORD)).resolves.toBeTruthy();
    });

    it('refuses an unknown GUID with a plain-text reason', async () => {
      const { app } = await open();
      const response = await resetPassword(app, '0b8f3c2e-1d4a-4f6b-9c8d-7e6f5a4b3c2d');
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).toBe('This reset link is not valid. Please request a new one.');
    });

    it('answers 400 with the spec §5 message as plain text for each invalid field, and keeps the link usable', async () => {
      const tt = await open();
      const { guid } = await requestAndReadLink(tt, CLIENT.email);
      const cases: Array<[Record<string, string | undefined>, string]> = [
        [{ PasswordResetGuid: undefined }, 'Password reset guid is required'],
        [{ PasswordResetGuid: '' }, 'Password reset guid is required'],
        [{ PasswordResetGuid: 'c232ab00-9414-11ec-b3c8-9e6bdeced846' }, 'Reset link is not valid'],
        [{ PasswordResetGuid: 'not-a-guid' }, 'Reset link is not valid'],
        [{ Password1: '', Password2: '' }, 'Required'],
        [{ Password1: undefined, Password2: undefined }, 'Required'],
        [{ Password1: 'Ab1', Password2: 'Ab1' }, 'Must be at least 8 characters'],
        [{ Password1: 'abcdefg1', Password2: 'abcdefg1' }, 'Must contain an uppercase letter'],
        [{ Password1: 'ABCDEFG1', Password2: 'ABCDEFG1' }, 'Must contain a lowercase letter'],
        [{ Password1: 'Abcdefgh', Password2: 'Abcdefgh' }, 'Must contain a number'],
        [
          { Password1: `Ab1${'x'.repeat(1999)}`, Password2: `Ab1${'x'.repeat(1999)}` },
          'Must be at most 1024 characters',
        ],
        [{ Password2: '' }, 'Required'],
        [{ Password2: 'N3wSecretPasz' }, 'Passwords must match'],
      ];
      for (const [fields, message] of cases) {
        const response = await tt.app.inject({
          method: 'POST',
          url: '/api/auth/resetpassword/',
          payload: { PasswordResetGuid: guid, Password1: NEW_PASSWORD, Password2: NEW_PASSWORD, ...fields },
        });
        expect({ fields, status: response.statusCode, body: response.body }).toEqual({
          fields,
          status: 400,
          body: message,
        });
        expect(response.headers['content-type']).toMatch(/^text\/plain/);
      }
      // A body that is not a form at all reads as an empty one.
      for (const payload of ['[]', '"hello"', 'null', '7']) {
        const response = await tt.app.inject({
          method: 'POST',
          url: '/api/auth/resetpassword/',
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expect({ payload, status: response.statusCode, body: response.body }).toEqual({
          payload,
          status: 400,
          body: 'Password reset guid is required',
        });
      }
      expect((await resetPassword(tt.app, guid)).statusCode).toBe(200);
    });

    it('lets exactly one of 16 concurrent confirmations of one link succeed', async () => {
      const tt = await open();
      const { guid } = await requestAndReadLink(tt, CLIENT.email);
      const versionBefore = (
        await tt.db
          .selectFrom('users')
          .select('token_version')
          .where('user_guid', '=', CLIENT.userGuid)
          .executeTakeFirstOrThrow()
      ).token_version;

      const passwords = Array.from({ length: 16 }, (_, i) => `Concurrent${i}Pass`);
      const responses = await Promise.all(passwords.map((password) => resetPassword(tt.app, guid, password)));

      const winners = responses.flatMap((r, i) => (r.statusCode === 200 ? [passwords[i]!] : []));
      expect(winners).toHaveLength(1);
      for (const r of responses.filter((x) => x.statusCode !== 200)) {
        expect(r.statusCode).toBe(400);
        expect(r.body).toBe('This reset link has already been used. Please request a new one.');
      }
      const versionAfter = (
        await tt.db
          .selectFrom('users')
          .select('token_version')
          .where('user_guid', '=', CLIENT.userGuid)
          .executeTakeFirstOrThrow()
      ).token_version;
      expect(versionAfter).toBe(versionBefore + 1);
      await expect(login(tt.app, CLIENT.email, winners[0]!)).resolves.toBeTruthy();
      await tt.mailer.idle();
      expect(tt.sent.filter((m) => m.subject === 'Your Client Portal password was changed')).toHaveLength(1);
    }, 90_000); // 16 password hashes at OWASP cost: several seconds on a small machine.

    it('refuses a link whose user was disabled after it was sent', async () => {
      const tt = await open();
      const { guid } = await requestAndReadLink(tt, CLIENT.email);
      await tt.db
        .updateTable('users')
        .set({ disabled_at: new Date().toISOString() })
        .where('user_guid', '=', CLIENT.userGuid)
        .execute();
      const response = await resetPassword(tt.app, guid);
      expect(response.statusCode).toBe(400);
      expect(response.body).toBe('This reset link is not valid. Please request a new one.');
    });
  });
});
