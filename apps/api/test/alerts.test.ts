import {
  AlertChannel,
  AlertChannelList,
  AlertDefaults,
  AlertDeliveryList,
  Monitor,
  ProjectAlerts,
  TicketUpdateList,
  TicketView,
} from '@client-portal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAlertWorker, type AlertWorker } from '../src/domain/alerts/deliver-alerts.js';
import { postWebhook } from '../src/domain/alerts/post-webhook.js';
import { createNotificationWorker } from '../src/domain/notifications/worker.js';
import type { MailMessage } from '../src/mail/mailer.js';
import type { CheckResult } from '../src/domain/monitors/check.js';
import { createMonitorScheduler, type MonitorScheduler } from '../src/domain/monitors/scheduler.js';
import { hashPassword } from '../src/lib/password.js';
import { ok, refused } from './helpers/answers.js';
import { runCheckAt, SITE_DOWN, SITE_UP } from './helpers/check-results.js';
import { bearer, login } from './helpers/auth.js';
import { ADMIN, CLIENT, DEMO_PASSWORD, OTHER, PROJECTS, STAFF } from './helpers/demo-seed.js';
import { buildTestApp, testDatabases, type TestApp } from './helpers/test-app.js';
import { signatureHolds, startReceiver } from './helpers/webhook-receiver.js';

const MINUTE = 60_000;
const silentLog = { info() {}, warn() {}, error() {} };

describe.each(testDatabases())('site alerts on $name', (target) => {
  let t: TestApp;
  let adminToken: string;
  let staffToken: string;
  let clientToken: string;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let scheduler: MonitorScheduler;
  let worker: AlertWorker;
  let clock: Date;
  /** What the next check of any site finds. */
  let result: CheckResult;

  beforeAll(async () => {
    // The receivers are on this machine.
    t = await buildTestApp({ database: target, seed: true, env: { MONITOR_ALLOW_PRIVATE: 'true' } });
    // The demo's staff member has no password: give them one, so a plain (non-admin) staff member signs in.
    await t.db
      .updateTable('users')
      .set({ password_hash: await hashPassword(DEMO_PASSWORD) })
      .where('user_guid', '=', STAFF.userGuid)
      .execute();
    [adminToken, staffToken, clientToken] = await Promise.all([
      login(t.app, ADMIN.email, DEMO_PASSWORD),
      login(t.app, STAFF.email, DEMO_PASSWORD),
      login(t.app, CLIENT.email, DEMO_PASSWORD),
    ]);
    receiver = await startReceiver();
    clock = new Date(Date.now() - 60 * MINUTE);
    scheduler = createMonitorScheduler({
      database: t.database,
      log: silentLog,
      confirmChecks: 2,
      now: () => clock,
      check: async () => result,
    });
    worker = createAlertWorker({
      db: t.db,
      publicUrl: t.config.publicUrl,
      leaseMs: 60_000,
      allowPrivate: true,
      log: silentLog,
      retryDelaysMs: [MINUTE, MINUTE],
      now: () => clock,
    });
  });
  afterAll(async () => {
    await scheduler?.stop();
    await receiver?.close();
    await t?.close();
  });
  beforeEach(async () => {
    receiver.received.length = 0;
    receiver.status.clear();
    await t.db.deleteFrom('alert_channels').execute();
    await t.db.deleteFrom('project_alerts').execute();
    await t.db.deleteFrom('settings').where('key', '=', 'alerts_email_staff').execute();
    await t.db.deleteFrom('monitors').execute();
    await t.db.deleteFrom('notifications').execute();
  });

  const request = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    token = adminToken,
    payload?: object,
  ) => t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const addChannel = async (body: { name: string; kind: string; url: string }) =>
    AlertChannel.parse(await ok(request('POST', '/api/agency/alert-channels', adminToken, body), 201));
  const up = SITE_UP;
  const down = SITE_DOWN;
  /** Runs the monitor's next check a minute after the last, finding `found`. */
  const check = async (monitorGuid: string, found: CheckResult) => {
    clock = new Date(clock.getTime() + MINUTE);
    result = found;
    await runCheckAt(t.db, scheduler, monitorGuid, clock);
  };
  /** A monitor on the project that is up, then confirmed down (two failures). */
  const siteGoesDown = async (projectGuid: string) => {
    const monitor = Monitor.parse(
      await ok(
        request('POST', `/api/agency/projects/${projectGuid}/monitors`, staffToken, { url: 'https://acme.example/' }),
        201,
      ),
    );
    await check(monitor.monitorGuid, up);
    await check(monitor.monitorGuid, down);
    await check(monitor.monitorGuid, down);
    return monitor.monitorGuid;
  };
  const staffEmails = async () =>
    (await t.db.selectFrom('notifications').select('kind').where('kind', '=', 'site-alerts').execute()).length;

  it('emails every enabled staff member out of the box, and posts nowhere', async () => {
    expect(AlertDefaults.parse(await ok(request('GET', '/api/agency/alert-defaults', staffToken)))).toEqual({
      emailStaff: true,
      channelGuids: [],
    });
    expect(ProjectAlerts.parse(await ok(request('GET', `/api/agency/projects/${PROJECTS.redesign}/alerts`)))).toEqual({
      followsDefaults: true,
      emailStaff: true,
      channelGuids: [],
      incidentTickets: false,
      // Clients are not told unless the project wants it.
      clientAlertMinutes: null,
    });
    await siteGoesDown(PROJECTS.redesign);
    expect(await staffEmails()).toBe(2);
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(receiver.received).toEqual([]);
  });

  it('lets admins add channels, naming the field of a bad one, and shows other staff only their host', async () => {
    await refused(
      request('POST', '/api/agency/alert-channels', adminToken, {
        name: 'x',
        kind: 'pager',
        url: 'https://a.example/',
      }),
      400,
      'kind',
    );
    await refused(
      request('POST', '/api/agency/alert-channels', adminToken, { name: 'x', kind: 'slack', url: 'ftp://a.example/' }),
      400,
      'url',
    );
    await refused(
      request('POST', '/api/agency/alert-channels', adminToken, {
        name: ' ',
        kind: 'slack',
        url: 'https://a.example/',
      }),
      400,
      'name',
    );
    await refused(
      request('POST', '/api/agency/alert-channels', staffToken, {
        name: 'Mine',
        kind: 'slack',
        url: 'https://a.example/',
      }),
      403,
      'admin',
    );
    const webhook = await addChannel({
      name: 'Agency webhook',
      kind: 'webhook',
      url: 'https://hooks.example.com/alerts?key=s3cret',
    });
    expect(webhook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const slack = await addChannel({
      name: 'Slack #ops',
      kind: 'slack',
      url: 'https://hooks.slack.com/services/T0/B0/xyz',
    });
    expect(slack.secret).toBeNull();
    const asStaff = AlertChannelList.parse(await ok(request('GET', '/api/agency/alert-channels', staffToken)));
    expect(asStaff.map((c) => [c.name, c.url, c.secret])).toEqual([
      ['Agency webhook', 'https://hooks.example.com', null],
      ['Slack #ops', 'https://hooks.slack.com', null],
    ]);
    const renamed = AlertChannel.parse(
      await ok(
        request('PATCH', `/api/agency/alert-channels/${slack.channelGuid}`, adminToken, { name: 'Slack #alerts' }),
      ),
    );
    expect(renamed).toMatchObject({ name: 'Slack #alerts', url: slack.url });
    // Every change is audited, without the address's key or the secret.
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'changes'])
      .where('object_guid', 'in', [webhook.channelGuid, slack.channelGuid])
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual([
      'alert channel added',
      'alert channel added',
      'alert channel changed',
    ]);
    expect(JSON.stringify(audit)).not.toMatch(/s3cret|whsec_|xyz/);
    await refused(
      request('PUT', '/api/agency/alert-defaults', adminToken, {
        emailStaff: true,
        channelGuids: ['0b7a4c1e-9d2f-4e6a-8b3c-5f1d7e9a2c4b'],
      }),
      400,
      'channelGuids',
    );
  });

  it('posts each alert once to the default channels in their formats, signed, and emails staff as well', async () => {
    const webhook = await addChannel({ name: 'Agency webhook', kind: 'webhook', url: receiver.url('/generic') });
    await addChannel({ name: 'Slack', kind: 'slack', url: receiver.url('/slack') });
    await addChannel({ name: 'Teams', kind: 'teams', url: receiver.url('/teams') });
    await addChannel({ name: 'Discord', kind: 'discord', url: receiver.url('/discord') });
    const all = AlertChannelList.parse(await ok(request('GET', '/api/agency/alert-channels'))).map(
      (c) => c.channelGuid,
    );
    expect(
      AlertDefaults.parse(
        await ok(request('PUT', '/api/agency/alert-defaults', adminToken, { emailStaff: true, channelGuids: all })),
      ),
    ).toEqual({
      emailStaff: true,
      channelGuids: expect.arrayContaining(all),
    });

    const monitorGuid = await siteGoesDown(PROJECTS.redesign);
    expect(await worker.runOnce()).toEqual({ sent: 4, failed: 0 });
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(receiver.received).toHaveLength(4);
    expect(await staffEmails()).toBe(2);

    const [generic] = receiver.to('/generic');
    expect(signatureHolds(webhook.secret!, generic!.headers, generic!.body)).toBe(true);
    expect(signatureHolds(webhook.secret!, generic!.headers, generic!.body.replace('down', 'up'))).toBe(false);
    expect(JSON.parse(generic!.body)).toMatchObject({
      type: 'monitor.down',
      data: {
        site: { url: 'https://acme.example/', projectGuid: PROJECTS.redesign, projectName: 'Acme Website Redesign' },
        cause: 'Status 503 (expected 200–399)',
        title: 'acme.example is down',
        link: `${t.config.publicUrl}/agency/projects/${PROJECTS.redesign}`,
      },
    });
    expect(JSON.parse(receiver.to('/slack')[0]!.body)).toEqual({
      text: expect.stringMatching(
        /^\*acme\.example is down\*\nhttps:\/\/acme\.example\/ \(Acme Website Redesign\) has failed its checks since .* UTC: Status 503 \(expected 200–399\)\.\n<http/,
      ),
    });
    expect(JSON.parse(receiver.to('/teams')[0]!.body)).toMatchObject({
      type: 'message',
      attachments: [
        {
          contentType: 'application/vnd.microsoft.card.adaptive',
          content: { type: 'AdaptiveCard', body: [{ text: 'acme.example is down' }, {}] },
        },
      ],
    });
    expect(JSON.parse(receiver.to('/discord')[0]!.body)).toMatchObject({
      content: expect.stringMatching(/^\*\*acme\.example is down\*\*\n/),
      allowed_mentions: { parse: [] },
    });

    // Up again: one more post to each, telling how long it was down.
    await check(monitorGuid, up);
    await check(monitorGuid, up);
    expect(await worker.runOnce()).toEqual({ sent: 4, failed: 0 });
    expect(JSON.parse(receiver.to('/generic')[1]!.body)).toMatchObject({
      type: 'monitor.up',
      data: { title: 'acme.example is up again' },
    });
    const log = AlertDeliveryList.parse(await ok(request('GET', '/api/agency/alert-deliveries', staffToken)));
    expect(log).toHaveLength(8);
    expect(log.every((d) => d.state === 'sent' && d.attempts.length === 1 && d.attempts[0]!.statusCode === 200)).toBe(
      true,
    );
  });

  it('follows a project’s own choice: no staff email, one channel', async () => {
    const own = await addChannel({ name: 'Client room', kind: 'slack', url: receiver.url('/own') });
    const other = await addChannel({ name: 'Agency', kind: 'slack', url: receiver.url('/agency') });
    await ok(
      request('PUT', '/api/agency/alert-defaults', adminToken, { emailStaff: true, channelGuids: [other.channelGuid] }),
    );
    const chosen = ProjectAlerts.parse(
      await ok(
        request('PUT', `/api/agency/projects/${PROJECTS.redesign}/alerts`, staffToken, {
          followsDefaults: false,
          emailStaff: false,
          channelGuids: [own.channelGuid],
        }),
      ),
    );
    expect(chosen).toEqual({
      followsDefaults: false,
      emailStaff: false,
      channelGuids: [own.channelGuid],
      incidentTickets: false,
      clientAlertMinutes: null,
    });
    await siteGoesDown(PROJECTS.redesign);
    await worker.runOnce();
    expect(receiver.received.map((r) => r.path)).toEqual(['/own']);
    expect(await staffEmails()).toBe(0);
    // Back to the defaults.
    expect(
      ProjectAlerts.parse(
        await ok(
          request('PUT', `/api/agency/projects/${PROJECTS.redesign}/alerts`, staffToken, { followsDefaults: true }),
        ),
      ),
    ).toEqual({
      followsDefaults: true,
      emailStaff: true,
      channelGuids: [other.channelGuid],
      incidentTickets: false,
      clientAlertMinutes: null,
    });
    // The project's history names the channels, not their GUIDs.
    const history = await t.db
      .selectFrom('audit_log')
      .select('changes')
      .where('object_guid', '=', PROJECTS.redesign)
      .where('action', '=', 'alerts changed')
      .orderBy('created_at')
      .execute();
    expect(history.map((entry) => JSON.parse(entry.changes) as unknown)).toEqual([
      { alerts: { before: 'the workspace’s defaults', after: 'no staff email, Client room' } },
      { alerts: { before: 'no staff email, Client room', after: 'the workspace’s defaults' } },
    ]);
  });

  it('retries a failed delivery with backoff, logging each attempt, then gives up', async () => {
    const channel = await addChannel({ name: 'Flaky', kind: 'webhook', url: receiver.url('/flaky') });
    receiver.status.set('/flaky', 500);
    // A test message is queued at the real time.
    clock = new Date(Date.now() + 1000);
    const queued = await ok(request('POST', `/api/agency/alert-channels/${channel.channelGuid}/test`, staffToken), 202);
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
    // Not due again until its delay has passed.
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(receiver.to('/flaky')).toHaveLength(1);
    const failing = AlertDeliveryList.parse(
      await ok(request('GET', '/api/agency/alert-deliveries?failing=true', staffToken)),
    );
    expect(failing).toEqual([
      expect.objectContaining({
        deliveryGuid: (queued as { deliveryGuid: string }).deliveryGuid,
        channelName: 'Flaky',
        event: 'test',
        title: 'Test alert from the Client Portal',
        state: 'pending',
        nextAttemptAt: new Date(clock.getTime() + MINUTE).toISOString(),
        attempts: [
          expect.objectContaining({
            attempt: 1,
            statusCode: 500,
            error: 'The destination answered 500: Receiver is down for maintenance',
          }),
        ],
      }),
    ]);
    clock = new Date(clock.getTime() + MINUTE);
    await worker.runOnce();
    clock = new Date(clock.getTime() + MINUTE);
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 1 });
    const [given] = AlertDeliveryList.parse(await ok(request('GET', '/api/agency/alert-deliveries?failing=true')));
    expect(given).toMatchObject({ state: 'failed', nextAttemptAt: null });
    expect(given!.attempts.map((a) => a.attempt)).toEqual([1, 2, 3]);
    await refused(request('GET', '/api/agency/alert-deliveries?failing=maybe'), 400, 'failing');
  });

  it('a fixed receiver takes the retry, and two workers deliver each alert once', async () => {
    const channels = await Promise.all(
      ['/a', '/b', '/c'].map((path) => addChannel({ name: path, kind: 'webhook', url: receiver.url(path) })),
    );
    await ok(
      request('PUT', '/api/agency/alert-defaults', adminToken, {
        emailStaff: false,
        channelGuids: channels.map((c) => c.channelGuid),
      }),
    );
    for (const project of [PROJECTS.redesign, PROJECTS.mobileApp]) await siteGoesDown(project);
    const second = createAlertWorker({
      db: t.db,
      publicUrl: t.config.publicUrl,
      leaseMs: 60_000,
      allowPrivate: true,
      log: silentLog,
      now: () => clock,
    });
    const [a, b] = await Promise.all([worker.runOnce(), second.runOnce()]);
    expect(a.sent + b.sent).toBe(6);
    expect(receiver.received).toHaveLength(6);
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(6);
    expect(await staffEmails()).toBe(0);
  });

  it('tells of a certificate that expires soon and of one that has expired, each once', async () => {
    const channel = await addChannel({ name: 'Certs', kind: 'webhook', url: receiver.url('/certs') });
    await ok(
      request('PUT', '/api/agency/alert-defaults', adminToken, {
        emailStaff: true,
        channelGuids: [channel.channelGuid],
      }),
    );
    const monitor = Monitor.parse(
      await ok(
        request('POST', `/api/agency/projects/${PROJECTS.redesign}/monitors`, staffToken, {
          url: 'https://acme.example/',
        }),
        201,
      ),
    );
    const expiresAt = new Date(clock.getTime() + 6.5 * 86_400_000).toISOString();
    await check(monitor.monitorGuid, { ...up, certificateExpiresAt: expiresAt });
    await check(monitor.monitorGuid, { ...up, certificateExpiresAt: expiresAt });
    clock = new Date(new Date(expiresAt).getTime() + MINUTE);
    await check(monitor.monitorGuid, { ...up, certificateExpiresAt: expiresAt });
    await check(monitor.monitorGuid, { ...up, certificateExpiresAt: expiresAt });
    await worker.runOnce();
    expect(receiver.to('/certs').map((r) => JSON.parse(r.body) as { type: string; data: { title: string } })).toEqual([
      expect.objectContaining({
        type: 'monitor.certificate_expiring',
        data: expect.objectContaining({ title: 'Certificate of acme.example expires in 6 days' }),
      }),
      expect.objectContaining({
        type: 'monitor.certificate_expired',
        data: expect.objectContaining({ title: 'Certificate of acme.example has expired' }),
      }),
    ]);
    const emails = await t.db
      .selectFrom('notifications')
      .select(['kind', 'at_once'])
      .where('kind', '=', 'certificate-expiry')
      .execute();
    expect(emails).toHaveLength(4);
    expect(emails.every((e) => e.at_once === 1)).toBe(true);
  });

  it('opens one ticket per outage on a project that wants it, and completes it with a public update once back', async () => {
    await t.db.deleteFrom('monitor_incidents').execute();
    const turnedOn = ProjectAlerts.parse(
      await ok(
        request('PUT', `/api/agency/projects/${PROJECTS.redesign}/alerts`, staffToken, {
          followsDefaults: true,
          incidentTickets: true,
        }),
      ),
    );
    expect(turnedOn).toMatchObject({ followsDefaults: true, incidentTickets: true });
    const [audited] = await t.db
      .selectFrom('audit_log')
      .select('changes')
      .where('object_guid', '=', PROJECTS.redesign)
      .orderBy('created_at', 'desc')
      .limit(1)
      .execute();
    expect(JSON.parse(audited!.changes)).toMatchObject({ incidentTickets: { before: false, after: true } });
    const before = await t.db.selectFrom('tickets').select('ticket_guid').execute();
    const monitorGuid = await siteGoesDown(PROJECTS.redesign);
    // More failed checks of the same outage open nothing more.
    await check(monitorGuid, down);
    const opened = await t.db
      .selectFrom('tickets')
      .selectAll()
      .where(
        'ticket_guid',
        'not in',
        before.map((row) => row.ticket_guid),
      )
      .execute();
    expect(opened).toHaveLength(1);
    const ticket = opened[0]!;
    expect(ticket).toMatchObject({ name: 'acme.example is down', status: 'new', project_guid: PROJECTS.redesign });
    // The project's client reads it, in their words (no monitor settings), created by the portal.
    const view = TicketView.parse(await ok(request('GET', `/api/ticketviews/${ticket.ticket_guid}`, clientToken)));
    expect(view).toMatchObject({ name: 'acme.example is down', createdByFirstName: 'Client Portal', status: 'new' });
    expect(view.description).toContain('The site answered with an error');
    expect(view.description).not.toContain('503');
    // The portal's account signs nobody in, and no staff list shows it.
    const staffList = await ok(request('GET', '/api/agency/settings/staff'));
    expect(JSON.stringify(staffList)).not.toContain('Client Portal');

    await check(monitorGuid, up);
    await check(monitorGuid, up);
    await check(monitorGuid, up);
    const closed = await t.db
      .selectFrom('tickets')
      .select(['status'])
      .where('ticket_guid', '=', ticket.ticket_guid)
      .executeTakeFirstOrThrow();
    expect(closed.status).toBe('completed');
    const updates = TicketUpdateList.parse(
      await ok(request('GET', `/api/updates/ticket/${ticket.ticket_guid}`, clientToken)),
    );
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({ userFirstName: 'Client Portal' });
    expect(updates[0]!.updateText).toMatch(/acme\.example is back up since .* UTC, after \d+ minutes? down\./);
    // The project's clients are emailed the update, as any public update.
    const mails = await t.db
      .selectFrom('notifications')
      .select('recipient_user_guid')
      .where('ticket_guid', '=', ticket.ticket_guid)
      .execute();
    expect(mails.map((m) => m.recipient_user_guid)).toContain(CLIENT.userGuid);
    await ok(
      request('PUT', `/api/agency/projects/${PROJECTS.redesign}/alerts`, staffToken, {
        followsDefaults: true,
        incidentTickets: false,
      }),
    );
  });

  it('tells the project’s clients once the site has been down the chosen minutes, and when it is back', async () => {
    await t.db.deleteFrom('monitor_incidents').execute();
    await refused(
      request('PUT', `/api/agency/projects/${PROJECTS.redesign}/alerts`, staffToken, {
        followsDefaults: true,
        clientAlertMinutes: 2000,
      }),
      400,
      'clientAlertMinutes',
    );
    expect(await ok(request('GET', `/api/agency/projects/${PROJECTS.redesign}/alerts`))).toMatchObject({
      clientAlertMinutes: null,
    });
    await ok(
      request('PUT', `/api/agency/projects/${PROJECTS.redesign}/alerts`, staffToken, {
        followsDefaults: true,
        clientAlertMinutes: 3,
      }),
    );
    const [audited] = await t.db
      .selectFrom('audit_log')
      .select('changes')
      .where('object_guid', '=', PROJECTS.redesign)
      .orderBy('created_at', 'desc')
      .limit(1)
      .execute();
    expect(JSON.parse(audited!.changes)).toMatchObject({ clientAlertMinutes: { before: null, after: 3 } });
    const sent: MailMessage[] = [];
    const mailer = createNotificationWorker({
      db: t.db,
      config: t.config,
      transport: { name: 'test', deliver: async (message) => void sent.push(message) },
      log: silentLog,
      delayMs: 5 * MINUTE,
      leaseMs: 60_000,
      unsubscribeUrl: (userGuid, kinds) => `${t.config.publicUrl}/unsubscribe/${userGuid}/${kinds.join(',')}`,
      now: () => clock,
    });
    const toClient = async () => {
      sent.length = 0;
      await mailer.runOnce();
      return sent.filter((message) => message.to === CLIENT.email);
    };

    // Down since the first failure, confirmed a minute later: the clients wait until it has been down 3 minutes.
    const monitorGuid = await siteGoesDown(PROJECTS.redesign);
    const downSince = new Date(clock.getTime() - MINUTE).toISOString();
    await check(monitorGuid, down);
    expect(await toClient()).toEqual([]);
    await check(monitorGuid, down);
    const [downEmail, ...more] = await toClient();
    expect(more).toEqual([]);
    expect(downEmail!.subject).toBe('acme.example is down');
    expect(downEmail!.text).toContain(
      `Your website https://acme.example/ (Acme Website Redesign) has been down since ${downSince.slice(0, 16).replace('T', ' ')} UTC: The site answered with an error.`,
    );
    // In their words, linking to their project page, with a one-click unsubscribe of this kind alone.
    expect(downEmail!.text).not.toContain('503');
    expect(downEmail!.html).toContain(`${t.config.publicUrl}/projects/${PROJECTS.redesign}`);
    expect(downEmail!.headers?.['List-Unsubscribe']).toContain(`${CLIENT.userGuid}/site-status>`);
    // Only the project's clients: neither staff (they have their own alert) nor another project's client.
    const told = await t.db
      .selectFrom('notifications')
      .select('recipient_user_guid')
      .where('kind', '=', 'site-status')
      .execute();
    expect(told.map((row) => row.recipient_user_guid)).toContain(CLIENT.userGuid);
    expect(told.map((row) => row.recipient_user_guid)).not.toContain(OTHER.userGuid);
    expect(told.map((row) => row.recipient_user_guid)).not.toContain(ADMIN.userGuid);
    // Still down: told once.
    await check(monitorGuid, down);
    expect(await toClient()).toEqual([]);

    await check(monitorGuid, up);
    const backSince = clock.toISOString();
    await check(monitorGuid, up);
    const [upEmail, ...again] = await toClient();
    expect(again).toEqual([]);
    expect(upEmail!.subject).toBe('acme.example is back up');
    expect(upEmail!.text).toContain(
      `is back up since ${backSince.slice(0, 16).replace('T', ' ')} UTC, after 5 minutes down.`,
    );
    await check(monitorGuid, up);
    expect(await toClient()).toEqual([]);

    // A shorter outage tells them nothing, neither down nor back.
    await check(monitorGuid, down);
    await check(monitorGuid, down);
    await check(monitorGuid, up);
    await check(monitorGuid, up);
    expect(await toClient()).toEqual([]);

    // A client who turned these emails off is not told.
    await ok(
      request('PUT', '/api/users/me/notifications', clientToken, {
        settings: [{ kind: 'site-status', enabled: false }],
      }),
    );
    await check(monitorGuid, down);
    await check(monitorGuid, down);
    await check(monitorGuid, down);
    await check(monitorGuid, down);
    expect(await toClient()).toEqual([]);
    await ok(
      request('PUT', '/api/users/me/notifications', clientToken, {
        settings: [{ kind: 'site-status', enabled: true }],
      }),
    );
    await ok(
      request('PUT', `/api/agency/projects/${PROJECTS.redesign}/alerts`, staffToken, {
        followsDefaults: true,
        clientAlertMinutes: null,
      }),
    );
  });

  it('removing a channel takes it out of the defaults and every project', async () => {
    const channel = await addChannel({ name: 'Gone', kind: 'slack', url: receiver.url('/gone') });
    await ok(
      request('PUT', '/api/agency/alert-defaults', adminToken, {
        emailStaff: true,
        channelGuids: [channel.channelGuid],
      }),
    );
    await ok(
      request('PUT', `/api/agency/projects/${PROJECTS.mobileApp}/alerts`, staffToken, {
        followsDefaults: false,
        channelGuids: [channel.channelGuid],
      }),
    );
    await refused(request('DELETE', `/api/agency/alert-channels/${channel.channelGuid}`, staffToken), 403, 'admin');
    expect((await request('DELETE', `/api/agency/alert-channels/${channel.channelGuid}`)).statusCode).toBe(204);
    expect(AlertDefaults.parse(await ok(request('GET', '/api/agency/alert-defaults')))).toEqual({
      emailStaff: true,
      channelGuids: [],
    });
    expect(
      ProjectAlerts.parse(await ok(request('GET', `/api/agency/projects/${PROJECTS.mobileApp}/alerts`))),
    ).toMatchObject({ channelGuids: [] });
    await refused(request('POST', `/api/agency/alert-channels/${channel.channelGuid}/test`), 404, 'not found');
  });
});

describe('a webhook address', () => {
  it('is refused when it is internal, as a monitor’s, unless private addresses are allowed', async () => {
    const posted = await postWebhook('http://127.0.0.1:9/hook', { body: '{}', headers: {} }, false);
    expect(posted).toEqual({ statusCode: null, error: expect.stringMatching(/^Address not allowed/), durationMs: 0 });
    const named = await postWebhook('http://localhost:9/hook', { body: '{}', headers: {} }, false);
    expect(named.error).toMatch(/^Address not allowed/);
  });
});
