import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuePasswordReset } from '../../src/domain/password-resets/issue-password-reset.js';
import { bearer } from '../helpers/auth.js';
import { CLIENT, DASHBOARD_PAGES, DEMO_PASSWORD, PROJECTS, REPORTS, SCHEDULES, TICKETS } from '../helpers/demo-seed.js';
import { newMailTo, outbox } from '../helpers/outbox.js';
import { testDatabases, type TestApp } from '../helpers/test-app.js';
import { buildLoggedTestApp, LogCapture } from './support.js';

const NEW_PASSWORD = 'Journey-Password7';
const WRONG_PASSWORD = 'Not-The-Password-42';

describe.each(testDatabases())('what the request log holds after a full journey on $name', (target) => {
  const log = new LogCapture();
  let t: TestApp;
  let token: string;
  let resetGuid: string;
  const urls: string[] = [];

  beforeAll(async () => {
    // trace: the most the server can ever write.
    t = await buildLoggedTestApp(target, log, 'trace');
    const call = async (
      method: 'GET' | 'POST',
      url: string,
      options: { payload?: Record<string, unknown>; headers?: Record<string, string> } = {},
    ) => {
      urls.push(url);
      return t.app.inject({ method, url, ...options });
    };

    const wrong = await call('POST', '/api/auth/authenticate', {
      payload: { username: CLIENT.email, password: WRONG_PASSWORD, siteKey: t.config.authSiteKey },
    });
    expect(wrong.statusCode).toBe(401);
    const signIn = await call('POST', '/api/auth/authenticate', {
      payload: { username: CLIENT.email, password: DEMO_PASSWORD, siteKey: t.config.authSiteKey },
    });
    expect(signIn.statusCode).toBe(200);
    token = (signIn.json() as { token: string }).token;
    const auth = { headers: bearer(token) };

    const reads = [
      '/api/users/me',
      `/api/projects/user/${CLIENT.userGuid}`,
      `/api/projects/${PROJECTS.redesign}`,
      `/api/users/project/${PROJECTS.redesign}`,
      `/api/dashboardpages/project/${PROJECTS.redesign}`,
      `/api/dashboardpages/${DASHBOARD_PAGES.analytics}`,
      `/api/ticketviews/project/${PROJECTS.redesign}`,
      `/api/ticketviews/user/${CLIENT.userGuid}`,
      `/api/ticketviews/${TICKETS.biosInProgress}`,
      `/api/updates/ticket/${TICKETS.biosInProgress}`,
      '/api/sitecareschedules',
      `/api/sitecareschedules/${SCHEDULES.acme}`,
      `/api/sitecarereports/schedule/${SCHEDULES.acme}`,
      `/api/sitecarereports/${REPORTS.acmeOctober}`,
    ];
    for (const url of reads) expect((await call('GET', url, auth)).statusCode, url).toBe(200);
    // A refused call and a token in a query string a careless client might send: neither may reach the log.
    expect((await call('GET', `/api/projects/${PROJECTS.intranet}`, auth)).statusCode).toBe(401);
    expect((await call('GET', `/api/users/me?token=${token}`, auth)).statusCode).toBe(200);

    const event = await call('POST', '/api/events/insert', {
      ...auth,
      payload: { siteKey: t.config.eventsSiteKey, eventTypeName: 'LoggedIn', objectGuid: CLIENT.userGuid },
    });
    expect(event.statusCode).toBe(201);

    const noMail = await outbox(t);
    expect(
      (
        await call('POST', '/api/auth/sendresetlink/', {
          payload: { EmailAddress: CLIENT.email, SiteKey: t.config.authSiteKey },
        })
      ).statusCode,
    ).toBe(200);
    // The link is issued and mailed after the answer: the log holds that work too once the mail is out.
    const linkMail = await newMailTo(t, CLIENT.email, noMail);
    resetGuid = await issuePasswordReset(t.db, CLIENT.userGuid, 60_000);
    const reset = await call('POST', '/api/auth/resetpassword/', {
      payload: { PasswordResetGuid: resetGuid, Password1: NEW_PASSWORD, Password2: NEW_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    // The reset link's own page carries the GUID in its query string.
    await call('GET', `/login/reset?guid=${resetGuid}`);
    // The warning that the password changed goes out after the answer too.
    expect((await newMailTo(t, CLIENT.email, [...noMail, linkMail])).subject).toBe(
      'Your Client Portal password was changed',
    );
  });
  afterAll(() => t?.close());

  it('logged the journey (the test reads a real log)', () => {
    expect(log.lines.length).toBeGreaterThan(urls.length);
    expect(log.text).toContain('/api/ticketviews/');
    expect(log.text).toContain('/api/auth/authenticate');
  });

  it('holds no token, neither whole nor its signature', () => {
    const signature = token.split('.')[2]!;
    expect(log.text).not.toContain(token);
    expect(log.text).not.toContain(signature);
    expect(log.text).not.toMatch(/Bearer\s+ey/i);
  });

  it('holds no password, right or wrong, old or new', () => {
    for (const password of [DEMO_PASSWORD, WRONG_PASSWORD, NEW_PASSWORD]) expect(log.text).not.toContain(password);
    expect(log.text).not.toContain('scrypt$');
  });

  it('holds no reset GUID', () => {
    expect(log.text.toLowerCase()).not.toContain(resetGuid.toLowerCase());
  });
});
