import { NotificationSettings } from '@client-portal/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queueSiteAlert } from '../src/domain/notifications/queue-site-alert.js';
import { queueTicketNotifications } from '../src/domain/notifications/queue-ticket-notifications.js';
import { signUnsubscribe } from '../src/domain/notifications/unsubscribe.js';
import { createNotificationWorker, type NotificationWorker } from '../src/domain/notifications/worker.js';
import type { MailMessage, MailTransport } from '../src/mail/mailer.js';
import { ok, refused } from './helpers/answers.js';
import { bearer, giveDemoPassword, login } from './helpers/auth.js';
import { ADMIN, CLIENT, DEMO_PASSWORD, OTHER, PROJECTS, REPORTS, STAFF, TICKETS } from './helpers/demo-seed.js';
import { buildTestApp, testDatabases, type TestApp } from './helpers/test-app.js';

const DELAY_MS = 5 * 60_000;
const SAM = 'sam@example.com';

/** Delivers into a list, or fails while `failing` is set. */
function capture() {
  const sent: MailMessage[] = [];
  const transport: MailTransport & { failing: boolean } = {
    name: 'capture',
    failing: false,
    async deliver(message) {
      if (this.failing) throw new Error('SMTP server unavailable');
      sent.push(message);
    },
  };
  return { sent, transport };
}

describe.each(testDatabases())('ticket notification emails on $name', (target) => {
  let t: TestApp;
  let adminToken: string;
  let staffToken: string;
  let clientToken: string;
  let otherToken: string;
  /** The worker's clock: moved on past the gathering delay by the tests. */
  let clock: Date;
  let mail: ReturnType<typeof capture>;
  let worker: NotificationWorker;

  const makeWorker = (transport: MailTransport) =>
    createNotificationWorker({
      db: t.db,
      config: t.config,
      transport,
      log: { info() {}, warn() {}, error() {} },
      delayMs: DELAY_MS,
      leaseMs: 60_000,
      retryDelaysMs: [60_000, 120_000],
      unsubscribeUrl: (userGuid, kinds) =>
        `${t.config.publicUrl}/api/notifications/unsubscribe?token=${signUnsubscribe(t.app, userGuid, kinds)}`,
      now: () => clock,
    });
  const later = (ms: number) => (clock = new Date(clock.getTime() + ms));
  /** Moves the clock past the delay and runs the worker once. */
  const deliverDue = async () => {
    // From whichever is later, the test's clock or the time the last change was written.
    clock = new Date(Math.max(clock.getTime(), Date.now()) + DELAY_MS + 1000);
    return worker.runOnce();
  };
  const to = (email: string) => mail.sent.filter((m) => m.to === email);

  beforeAll(async () => {
    t = await buildTestApp({ database: target, seed: true });
    // The demo staff member and Sam sign in with the demo password too.
    await giveDemoPassword(t.db, [STAFF.email, SAM]);
    [adminToken, staffToken, clientToken, otherToken] = await Promise.all([
      login(t.app, ADMIN.email, DEMO_PASSWORD),
      login(t.app, STAFF.email, DEMO_PASSWORD),
      login(t.app, CLIENT.email, DEMO_PASSWORD),
      login(t.app, OTHER.email, DEMO_PASSWORD),
    ]);
  });
  afterAll(() => t.close());
  afterEach(async () => {
    // Each test starts with an empty queue and everyone's emails on.
    await t.db.deleteFrom('notifications').execute();
    await t.db.deleteFrom('notification_batches').execute();
    await t.db.deleteFrom('notification_opt_outs').execute();
  });
  beforeAll(() => {
    clock = new Date(Date.now() + 3_600_000);
  });
  const setUp = () => {
    mail = capture();
    worker = makeWorker(mail.transport);
    clock = new Date(Date.now());
  };

  const request = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const versionOf = async (ticketGuid: string) =>
    ((await ok(request('GET', `/api/agency/tickets/${ticketGuid}`, adminToken))) as { version: number }).version;

  it('sends a project’s clients one email for two quick staff changes, with links to the ticket and the settings', async () => {
    setUp();
    const ticket = TICKETS.bannerNew;
    await ok(
      request('POST', `/api/agency/tickets/${ticket}/updates`, adminToken, {
        updateText:
          '<p>We moved the <strong>banner</strong> &amp; fixed it :check: See <a href="https://example.org/x?a=1&amp;b=2#:tip:">the page</a>.</p>',
        internal: false,
      }),
      201,
    );
    await ok(
      request('PATCH', `/api/agency/tickets/${ticket}`, adminToken, {
        version: await versionOf(ticket),
        status: 'awaiting-customer',
      }),
    );
    // Nothing goes out before the delay: more changes may follow.
    expect(await worker.runOnce()).toMatchObject({ gathered: 0, sent: 0 });
    expect(mail.sent).toHaveLength(0);

    expect(await deliverDue()).toMatchObject({ gathered: 2, sent: 2 });
    const [email] = to(CLIENT.email);
    expect(to(CLIENT.email)).toHaveLength(1);
    expect(to(SAM)).toHaveLength(1);
    // Staff and the other project's client hear nothing of their own or others' work.
    expect(mail.sent.map((m) => m.to).sort()).toEqual([CLIENT.email, SAM].sort());
    // One subject for every email about the ticket, and its thread's root: mail clients show one conversation.
    expect(email!.subject).toBe('[#00231] Homepage banner not showing on mobile');
    expect(email!.threadId).toBe(`ticket-${ticket}`);
    // Without email in there is no address a reply would reach.
    expect(email!.replyTo).toBeUndefined();
    expect(email!.text).toContain('Avery Agency posted an update:');
    // The update's link and emoji shortcode, as the ticket page shows them (an address is never changed).
    expect(email!.text).toContain(
      '“We moved the banner & fixed it ✅ See the page (https://example.org/x?a=1&b=2#:tip:).”',
    );
    expect(email!.text).toContain('Avery Agency changed the status from New to Awaiting customer.');
    expect(email!.text).toContain(`${t.config.publicUrl}/tickets/${ticket}`);
    expect(email!.text).toContain(`${t.config.publicUrl}/account/notifications`);
    expect(email!.html).toContain(`href="${t.config.publicUrl}/tickets/${ticket}"`);
    expect(email!.html).toContain(
      'We moved the banner &amp; fixed it ✅ See the page (https://example.org/x?a=1&amp;b=2#:tip:).',
    );
    expect(email!.headers?.['List-Unsubscribe']).toMatch(/^<http:\/\/.+\/api\/notifications\/unsubscribe\?token=.+>$/);
    expect(email!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // No out-of-office answer comes back to the portal's address.
    expect(email!.headers?.['Auto-Submitted']).toBe('auto-generated');
    expect(email!.headers?.['X-Auto-Response-Suppress']).toBe('OOF, AutoReply');

    // A second round sends nothing more.
    expect(await deliverDue()).toMatchObject({ gathered: 0, sent: 0 });
    expect(mail.sent).toHaveLength(2);
  });

  it('shows an image from another site in an update as its words and address, loading nothing from it', async () => {
    setUp();
    await ok(
      request('POST', `/api/agency/tickets/${TICKETS.bannerNew}/updates`, adminToken, {
        updateText: '<p>New banner: <img src="https://tracker.example/p.png" alt="x"> live</p>',
        internal: false,
      }),
      201,
    );
    expect(await deliverDue()).toMatchObject({ sent: 2 });
    const [email] = to(CLIENT.email);
    expect(email!.text).toContain('“New banner: x (https://tracker.example/p.png) live”');
    expect(email!.html).toContain('New banner: x (https://tracker.example/p.png) live');
    // The one image is the brand's logo, from the portal itself.
    const sources = [...email!.html!.matchAll(/<img\b[^>]*\ssrc="([^"]*)"/gi)].map(([, src]) => src);
    expect(sources).toEqual([`${t.config.publicUrl}/logo.svg`]);
    expect(email!.html).not.toMatch(/<img\b[^>]*tracker\.example/i);
  });

  it('never queues anything for an internal note, or on a deleted ticket', async () => {
    setUp();
    await ok(
      request('POST', `/api/agency/tickets/${TICKETS.biosInProgress}/updates`, adminToken, {
        updateText: '<p>Internal: the client is slow to pay</p>',
        internal: true,
      }),
      201,
    );
    // Nor for anything posted on a deleted ticket.
    await ok(
      request('POST', `/api/agency/tickets/${TICKETS.redesignDeleted}/updates`, adminToken, {
        updateText: '<p>Closing remarks</p>',
        internal: false,
      }),
      201,
    );
    expect(await t.db.selectFrom('notifications').selectAll().execute()).toEqual([]);
    await deliverDue();
    expect(mail.sent).toEqual([]);
  });

  it('emails every staff member about a client’s new ticket, and only the assignee about a reply', async () => {
    setUp();
    const opened = (await ok(
      request('POST', '/api/tickets', clientToken, {
        projectGuid: (
          (await ok(request('GET', `/api/ticketviews/${TICKETS.bannerNew}`, clientToken))) as {
            projectGuid: string;
          }
        ).projectGuid,
        name: 'The contact form sends nothing',
        description: '<p>Since this morning the form <em>fails</em>.</p>',
      }),
      201,
    )) as { ticketGuid: string; ticketId: number };
    await deliverDue();
    expect(mail.sent.map((m) => m.to).sort()).toEqual([ADMIN.email, STAFF.email].sort());
    const [toAdmin] = to(ADMIN.email);
    expect(toAdmin!.subject).toBe(`[#${String(opened.ticketId).slice(-5)}] The contact form sends nothing`);
    expect(toAdmin!.text).toContain('Casey Client opened this ticket:');
    expect(toAdmin!.text).toContain(`${t.config.publicUrl}/agency/tickets/${opened.ticketGuid}`);
    expect(toAdmin!.text).toContain('“Since this morning the form fails.”');
    expect(toAdmin!.text).toContain(`${t.config.publicUrl}/agency/account/notifications`);

    await ok(
      request('PATCH', `/api/agency/tickets/${opened.ticketGuid}`, adminToken, {
        version: await versionOf(opened.ticketGuid),
        assigneeUserGuid: STAFF.userGuid,
      }),
    );
    await ok(
      request('POST', `/api/updates/ticket/${opened.ticketGuid}`, clientToken, { updateText: '<p>Any news?</p>' }),
      201,
    );
    await deliverDue();
    const replies = mail.sent.slice(2);
    expect(replies.map((m) => m.to)).toEqual([STAFF.email]);
    expect(replies[0]!.subject).toBe(toAdmin!.subject);
    expect(replies[0]!.text).toContain('Casey Client replied:');
    expect(replies[0]!.threadId).toBe(toAdmin!.threadId);
  });

  it('emails a new ticket and the client’s first reply to the agency’s answer at once; what follows waits and gathers', async () => {
    setUp();
    const projectGuid = (
      (await ok(request('GET', `/api/ticketviews/${TICKETS.bannerNew}`, clientToken))) as { projectGuid: string }
    ).projectGuid;
    const opened = (await ok(
      request('POST', '/api/tickets', clientToken, {
        projectGuid,
        name: 'The shop is empty',
        description: '<p>No products show.</p>',
      }),
      201,
    )) as { ticketGuid: string };
    const reply = (updateText: string) =>
      ok(request('POST', `/api/updates/ticket/${opened.ticketGuid}`, clientToken, { updateText }), 201);
    // The worker's next round, the clock not moved on: only what goes at once is sent.
    await worker.runOnce();
    expect(mail.sent.map((m) => m.to).sort()).toEqual([ADMIN.email, STAFF.email].sort());
    expect(mail.sent[0]!.text).toContain('Casey Client opened this ticket:');

    // The client adds a line before anyone answered: it waits the delay.
    await reply('<p>Also the cart.</p>');
    await worker.runOnce();
    expect(mail.sent).toHaveLength(2);
    await deliverDue();
    expect(mail.sent).toHaveLength(4);
    // The worker's clock back to now: what follows is not yet due.
    clock = new Date();

    // The agency answers (the client hears after the delay); the client's reply to it reaches staff at once.
    await ok(
      request('POST', `/api/agency/tickets/${opened.ticketGuid}/updates`, adminToken, {
        updateText: '<p>Looking now.</p>',
        internal: false,
      }),
      201,
    );
    await reply('<p>Thanks, it is urgent.</p>');
    await worker.runOnce();
    const atOnce = mail.sent.slice(4);
    // Every staff member hears of a reply while nobody has the ticket, the admin who answered too.
    expect(atOnce.map((m) => m.to).sort()).toEqual([ADMIN.email, STAFF.email].sort());
    expect(atOnce[0]!.text).toContain('Thanks, it is urgent.');
    expect(to(CLIENT.email)).toEqual([]);

    // A second reply right after waits, then comes with what else gathered.
    await reply('<p>Very urgent.</p>');
    await worker.runOnce();
    expect(mail.sent).toHaveLength(6);
    await deliverDue();
    expect(to(CLIENT.email)).toHaveLength(1);
    expect(to(CLIENT.email)[0]!.text).toContain('Looking now.');
    expect(to(STAFF.email).at(-1)!.text).toContain('Very urgent.');
  });

  it('sends a site alert at once in an email of its own, while the ticket news beside it waits', async () => {
    setUp();
    const since = new Date().toISOString();
    await t.db.transaction().execute(async (trx) => {
      await queueTicketNotifications(trx, {
        kind: 'new-tickets',
        ticketGuid: TICKETS.bannerNew,
        actorGuid: CLIENT.userGuid,
        change: { type: 'opened', by: 'Casey Client', excerpt: 'The banner is wrong.' },
      });
      await queueSiteAlert(trx, {
        url: 'https://acme.example/',
        projectGuid: PROJECTS.redesign,
        projectName: 'Acme Website Redesign',
        state: 'down',
        since,
        cause: 'Timed out after 10 s',
        downSince: null,
      });
    });
    await worker.runOnce();
    expect(to(ADMIN.email).map((m) => m.subject)).toEqual(['acme.example is down']);
    expect(to(ADMIN.email)[0]!.text).toContain('https://acme.example/ (Acme Website Redesign) has failed its checks');
    await deliverDue();
    expect(to(ADMIN.email).map((m) => m.subject)).toEqual([
      'acme.example is down',
      '[#00231] Homepage banner not showing on mobile',
    ]);
  });

  it('sends nothing of a kind a person turned off, also when they turn it off while it waits', async () => {
    setUp();
    const settings = NotificationSettings.parse(
      await ok(
        request('PUT', '/api/users/me/notifications', clientToken, {
          settings: [{ kind: 'ticket-activity', enabled: false }],
        }),
      ),
    );
    expect(settings).toEqual({
      settings: [
        { kind: 'ticket-activity', enabled: false },
        { kind: 'site-care-reports', enabled: true },
        { kind: 'site-status', enabled: true },
      ],
    });
    expect(await ok(request('GET', '/api/users/me/notifications', clientToken))).toEqual(settings);
    await ok(
      request('POST', `/api/agency/tickets/${TICKETS.biosInProgress}/updates`, adminToken, {
        updateText: '<p>Bios are live.</p>',
        internal: false,
      }),
      201,
    );
    // Sam still gets it; then turns it off before the email is sent.
    const samToken = await login(t.app, SAM, DEMO_PASSWORD);
    await ok(
      request('PUT', '/api/users/me/notifications', samToken, {
        settings: [{ kind: 'ticket-activity', enabled: false }],
      }),
    );
    await deliverDue();
    expect(mail.sent).toEqual([]);
  });

  it('refuses a kind the person does not receive, naming it, and changes nothing', async () => {
    await refused(
      request('PUT', '/api/users/me/notifications', clientToken, {
        settings: [{ kind: 'new-tickets', enabled: false }],
      }),
      400,
      'settings.0.kind',
    );
    await refused(
      request('PUT', '/api/users/me/notifications', clientToken, {
        settings: [{ kind: 'weekly-digest', enabled: false }],
      }),
      400,
      'settings.0.kind',
    );
    await refused(
      request('PUT', '/api/users/me/notifications', clientToken, {
        settings: [
          { kind: 'ticket-activity', enabled: false },
          { kind: 'ticket-activity', enabled: true },
        ],
      }),
      400,
      'settings: name each kind once',
    );
    expect(await ok(request('GET', '/api/users/me/notifications', clientToken))).toEqual({
      settings: [
        { kind: 'ticket-activity', enabled: true },
        { kind: 'site-care-reports', enabled: true },
        { kind: 'site-status', enabled: true },
      ],
    });
    expect(await ok(request('GET', '/api/users/me/notifications', staffToken))).toEqual({
      settings: [
        { kind: 'new-tickets', enabled: true },
        { kind: 'client-replies', enabled: true },
        { kind: 'site-alerts', enabled: true },
        { kind: 'certificate-expiry', enabled: true },
        { kind: 'response-targets', enabled: true },
      ],
    });
  });

  it('audits a staff member’s own settings change', async () => {
    await ok(
      request('PUT', '/api/users/me/notifications', staffToken, {
        settings: [{ kind: 'new-tickets', enabled: false }],
      }),
    );
    const entry = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('object_guid', '=', STAFF.userGuid)
      .where('action', '=', 'notification settings')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.changes)).toEqual({ 'new-tickets': { before: true, after: false } });
  });

  it('turns a kind off with the email’s one-click unsubscribe link, and refuses a forged one', async () => {
    setUp();
    await ok(
      request('POST', `/api/agency/tickets/${TICKETS.bannerNew}/updates`, adminToken, {
        updateText: '<p>Done.</p>',
        internal: false,
      }),
      201,
    );
    await deliverDue();
    const link = /<(.+)>/.exec(to(CLIENT.email)[0]!.headers!['List-Unsubscribe']!)![1]!;
    const url = new URL(link);
    // A GET (a person, or a link scanner) changes nothing.
    const get = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(get.statusCode).toBe(303);
    expect(get.headers.location).toBe('/account/notifications');
    expect(await ok(request('GET', '/api/users/me/notifications', clientToken))).toEqual({
      settings: [
        { kind: 'ticket-activity', enabled: true },
        { kind: 'site-care-reports', enabled: true },
        { kind: 'site-status', enabled: true },
      ],
    });
    // As a mail client sends it (RFC 8058): a form with List-Unsubscribe=One-Click.
    expect(
      await ok(
        t.app.inject({
          method: 'POST',
          url: `${url.pathname}${url.search}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        }),
      ),
    ).toEqual({ ok: true });
    // Only the kind of that email.
    expect(await ok(request('GET', '/api/users/me/notifications', clientToken))).toEqual({
      settings: [
        { kind: 'ticket-activity', enabled: false },
        { kind: 'site-care-reports', enabled: true },
        { kind: 'site-status', enabled: true },
      ],
    });
    // A bearer token is not an unsubscribe link.
    await refused(
      t.app.inject({ method: 'POST', url: `/api/notifications/unsubscribe?token=${otherToken}` }),
      400,
      'token:',
    );
  });

  it('emails a completed Site Care report to its clients, with a link and the PDF', async () => {
    setUp();
    await ok(
      request('PATCH', `/api/agency/sitecarereports/${REPORTS.acmeNovember}`, adminToken, {
        offsiteBackupConfirmed: true,
        visualCheckConfirmed: true,
      }),
    );
    await ok(request('POST', `/api/agency/sitecarereports/${REPORTS.acmeNovember}/complete`, adminToken));
    await deliverDue();
    // The clients of the schedule's project (the redesign): the demo client and Sam; no staff.
    expect(mail.sent.map((m) => m.to).sort()).toEqual([CLIENT.email, SAM].sort());
    const [email] = to(CLIENT.email);
    expect(email!.subject).toBe('Your Site Care report for acme-widgets.example, November 2026');
    expect(email!.text).toContain(`${t.config.publicUrl}/sitecarereports/${REPORTS.acmeNovember}`);
    expect(email!.attachments).toHaveLength(1);
    const [pdf] = email!.attachments!;
    expect(pdf).toMatchObject({
      filename: 'site-care-acme-widgets.example-2026-11.pdf',
      contentType: 'application/pdf',
    });
    expect(pdf!.content.subarray(0, 5).toString()).toBe('%PDF-');
    await ok(request('POST', `/api/agency/sitecarereports/${REPORTS.acmeNovember}/reopen`, adminToken));

    // Reopened before it went out: nothing is sent of it.
    await ok(
      request('PUT', '/api/users/me/notifications', clientToken, {
        settings: [{ kind: 'site-care-reports', enabled: false }],
      }),
    );
    await ok(
      request('PATCH', `/api/agency/sitecarereports/${REPORTS.acmeNovember}`, adminToken, {
        offsiteBackupConfirmed: true,
        visualCheckConfirmed: true,
      }),
    );
    await ok(request('POST', `/api/agency/sitecarereports/${REPORTS.acmeNovember}/complete`, adminToken));
    await ok(request('POST', `/api/agency/sitecarereports/${REPORTS.acmeNovember}/reopen`, adminToken));
    await deliverDue();
    expect(mail.sent).toHaveLength(2);
    expect(
      await t.db
        .selectFrom('notifications')
        .select('recipient_user_guid')
        .where('kind', '=', 'site-care-reports')
        .execute(),
    ).toHaveLength(3);
  });

  it('retries a failed email with backoff, then gives it up', async () => {
    mail = capture();
    worker = makeWorker(mail.transport);
    clock = new Date(Date.now());
    mail.transport.failing = true;
    await ok(
      request('POST', `/api/agency/tickets/${TICKETS.appNew}/updates`, adminToken, {
        updateText: '<p>Release 2.1 is out.</p>',
        internal: false,
      }),
      201,
    );
    expect(await deliverDue()).toMatchObject({ gathered: 1, sent: 0, failed: 0 });
    const [batch] = await t.db.selectFrom('notification_batches').selectAll().execute();
    expect(batch).toMatchObject({ state: 'pending', attempts: 1, last_error: 'SMTP server unavailable' });
    // Not before its time.
    later(30_000);
    expect(await worker.runOnce()).toMatchObject({ sent: 0, failed: 0 });
    expect(
      Number((await t.db.selectFrom('notification_batches').select('attempts').executeTakeFirstOrThrow()).attempts),
    ).toBe(1);
    // The SMTP server is back for the second attempt.
    mail.transport.failing = false;
    later(31_000);
    expect(await worker.runOnce()).toMatchObject({ sent: 1 });
    expect(to(CLIENT.email)).toHaveLength(1);

    // Always failing: 3 attempts (two retries), then failed.
    mail.transport.failing = true;
    await ok(
      request('POST', `/api/agency/tickets/${TICKETS.appNew}/updates`, adminToken, {
        updateText: '<p>Release 2.2 is out.</p>',
        internal: false,
      }),
      201,
    );
    await deliverDue();
    later(61_000);
    await worker.runOnce();
    later(121_000);
    expect(await worker.runOnce()).toMatchObject({ failed: 1 });
    const states = await t.db
      .selectFrom('notification_batches')
      .select(['state', 'attempts'])
      .orderBy('created_at')
      .execute();
    expect(states.map((s) => [s.state, Number(s.attempts)])).toEqual([
      ['sent', 2],
      ['failed', 3],
    ]);
  });

  it('sends each batch once when two workers run at the same time, after a worker died holding it, and when a worker that lost its lease comes back', async () => {
    setUp();
    const second = makeWorker(mail.transport);
    for (const ticket of [TICKETS.bannerNew, TICKETS.biosInProgress, TICKETS.appNew]) {
      await ok(
        request('POST', `/api/agency/tickets/${ticket}/updates`, adminToken, {
          updateText: `<p>Update on ${ticket}</p>`,
          internal: false,
        }),
        201,
      );
    }
    later(DELAY_MS + 1000);
    await Promise.all([worker.runOnce(), second.runOnce(), worker.runOnce(), second.runOnce()]);
    // One email per ticket each, none twice: three for the client, two for Sam (on the redesign only).
    expect(mail.sent.map((m) => m.to).sort()).toEqual([CLIENT.email, CLIENT.email, CLIENT.email, SAM, SAM].sort());
    expect(new Set(to(CLIENT.email).map((m) => m.threadId))).toEqual(
      new Set([TICKETS.bannerNew, TICKETS.biosInProgress, TICKETS.appNew].map((ticket) => `ticket-${ticket}`)),
    );

    // A worker leased a batch and was killed: after the lease, another sends it.
    await ok(
      request('POST', `/api/agency/tickets/${TICKETS.appNew}/updates`, adminToken, {
        updateText: '<p>One more</p>',
        internal: false,
      }),
      201,
    );
    later(DELAY_MS + 1000);
    // Worker A takes the batch and hangs; after its lease worker B takes it; then A fails, and B delivers.
    let failA: (error: Error) => void = () => {};
    const a = makeWorker({
      name: 'stuck',
      deliver: () => new Promise<void>((_, reject) => (failA = reject)),
    });
    const roundA = a.runOnce();
    const leased = async () =>
      (await t.db.selectFrom('notification_batches').select('attempts').where('state', '=', 'sending').execute()).map(
        (row) => Number(row.attempts),
      );
    await expect.poll(leased).toEqual([1]);
    expect(await worker.runOnce()).toMatchObject({ sent: 0 });
    later(61_000);
    let releaseB: () => void = () => {};
    const b = makeWorker({
      name: 'slow',
      deliver: (message) =>
        new Promise<void>((resolve) => {
          releaseB = () => {
            mail.sent.push(message);
            resolve();
          };
        }),
    });
    const roundB = b.runOnce();
    await expect.poll(leased).toEqual([2]);
    // A's failure comes after it lost the lease: it changes nothing.
    failA(new Error('connection reset'));
    await roundA;
    releaseB();
    await roundB;
    later(DELAY_MS + 61_000);
    expect(await worker.runOnce()).toMatchObject({ gathered: 0, sent: 0 });
    const states = await t.db.selectFrom('notification_batches').select('state').execute();
    expect(states.every((row) => row.state === 'sent')).toBe(true);
    // The three of the first round, and the one the killed worker held: once.
    expect(to(CLIENT.email)).toHaveLength(4);
  });
});
