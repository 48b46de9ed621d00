import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  AgencyMonitorList,
  AgencyReport,
  Monitor,
  MonitorList,
  ProjectUptime,
  ReportUptime,
} from '@client-portal/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMonitorScheduler, type MonitorScheduler } from '../src/domain/monitors/scheduler.js';
import type { NotificationPayload, SiteAlertPayload } from '../src/domain/notifications/payloads.js';
import { notificationMessage } from '../src/mail/notification-message.js';
import { ok, refused } from './helpers/answers.js';
import { bearer, login } from './helpers/auth.js';
import { ADMIN, CLIENT, DEMO_PASSWORD, OTHER, PROJECTS, STAFF } from './helpers/demo-seed.js';
import { buildTestApp, testDatabases, type TestApp } from './helpers/test-app.js';

/** A site that answers as the test says: up, down (503), without the keyword, or not at all. */
type SiteMode = 'up' | 'down' | 'no-keyword' | 'silent';

function startSite(server: http.Server | https.Server) {
  const site = { mode: 'up' as SiteMode, url: '', close: () => new Promise<void>((r) => server.close(() => r())) };
  server.on('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    if (site.mode === 'silent') return; // never answers: the check times out
    if (site.mode === 'down') return res.writeHead(503).end('Maintenance');
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(site.mode === 'up' ? '<h1>Welcome to Acme</h1>' : '<h1>Something else</h1>');
  });
  return new Promise<typeof site>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      site.url = `${server instanceof https.Server ? 'https' : 'http'}://127.0.0.1:${port}/`;
      resolve(site);
    }),
  );
}

/** A self-signed certificate for 127.0.0.1 that expires in 10 days. */
function selfSignedCertificate() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'monitor-cert-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '10',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const MINUTE = 60_000;

/** The order of states on the Monitoring screen. */
const ORDER = ['down', 'pending', 'up'];

describe.each(testDatabases())('uptime monitors on $name', (target) => {
  let t: TestApp;
  let staffToken: string;
  let clientToken: string;
  let otherToken: string;
  let site: Awaited<ReturnType<typeof startSite>>;
  let secure: Awaited<ReturnType<typeof startSite>>;
  /** The scheduler's clock, moved on by the tests. */
  let clock: Date;
  let scheduler: MonitorScheduler;
  const silentLog = { info() {}, warn() {}, error() {} };

  beforeAll(async () => {
    // The sites checked here are on this machine.
    t = await buildTestApp({ database: target, seed: true, env: { MONITOR_ALLOW_PRIVATE: 'true' } });
    [staffToken, clientToken, otherToken] = await Promise.all([
      login(t.app, ADMIN.email, DEMO_PASSWORD),
      login(t.app, CLIENT.email, DEMO_PASSWORD),
      login(t.app, OTHER.email, DEMO_PASSWORD),
    ]);
    site = await startSite(http.createServer());
    secure = await startSite(https.createServer(selfSignedCertificate()));
    scheduler = createMonitorScheduler({
      database: t.database,
      log: silentLog,
      confirmChecks: 2,
      allowPrivate: t.config.monitorAllowPrivate,
      now: () => clock,
      leaderRetryMs: 0,
    });
  });
  afterAll(async () => {
    await scheduler.stop();
    await site.close();
    await secure.close();
    await t.close();
  });

  const request = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    token = staffToken,
    payload?: object,
  ) => t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const addMonitor = async (projectGuid: string, body: object) =>
    Monitor.parse(await ok(request('POST', `/api/agency/projects/${projectGuid}/monitors`, staffToken, body), 201));
  /** Makes the monitor due at `at` and runs one round of checks at that time. */
  const checkAt = async (monitorGuid: string, at: Date) => {
    clock = at;
    await t.db
      .updateTable('monitor_status')
      .set({ next_check_at: at.toISOString() })
      .where('monitor_guid', '=', monitorGuid)
      .execute();
    await scheduler.runDue();
  };
  /** When the monitor was added, as stored. */
  const addedAt = async (monitorGuid: string) =>
    (
      await t.db
        .selectFrom('monitors')
        .select('created_at')
        .where('monitor_guid', '=', monitorGuid)
        .executeTakeFirstOrThrow()
    ).created_at;
  const monitorOf = async (projectGuid: string, monitorGuid: string) =>
    MonitorList.parse(await ok(request('GET', `/api/agency/projects/${projectGuid}/monitors`))).find(
      (m) => m.monitorGuid === monitorGuid,
    )!;

  it('adds a monitor with the defaults, refuses bad settings naming the field, and keeps it to staff', async () => {
    const monitor = await addMonitor(PROJECTS.redesign, { url: site.url });
    expect(monitor).toMatchObject({
      name: null,
      url: site.url,
      expectedStatusMin: 200,
      expectedStatusMax: 399,
      keyword: null,
      intervalSeconds: 300,
      timeoutSeconds: 10,
      ignoreTlsErrors: false,
      state: 'pending',
      lastCheckedAt: null,
    });
    const url = `/api/agency/projects/${PROJECTS.redesign}/monitors`;
    await refused(request('POST', url, staffToken, { url: 'ftp://example.com/' }), 400, 'url:');
    await refused(request('POST', url, staffToken, { url: site.url, intervalSeconds: 10 }), 400, 'intervalSeconds');
    await refused(request('POST', url, staffToken, { url: site.url, intervalSeconds: 7200 }), 400, 'intervalSeconds');
    await refused(
      request('POST', url, staffToken, { url: site.url, expectedStatusMin: 300, expectedStatusMax: 200 }),
      400,
      'expectedStatusMax',
    );
    await refused(request('POST', url, clientToken, { url: site.url }), 403, '');
    await refused(
      request('POST', '/api/agency/projects/0b7a4c1e-9d2f-4e6a-8b3c-5f1d7e9a2c4b/monitors', staffToken, {
        url: site.url,
      }),
      404,
      'not found',
    );
    const changed = Monitor.parse(
      await ok(
        request('PATCH', `/api/agency/monitors/${monitor.monitorGuid}`, staffToken, {
          keyword: 'Welcome',
          intervalSeconds: 60,
        }),
      ),
    );
    expect(changed).toMatchObject({ keyword: 'Welcome', intervalSeconds: 60 });
    await refused(
      request('PATCH', `/api/agency/monitors/${monitor.monitorGuid}`, staffToken, { expectedStatusMin: 500 }),
      400,
      'expectedStatusMax',
    );
    const history = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('object_guid', '=', PROJECTS.redesign)
      .where('action', 'like', 'monitor%')
      .orderBy('created_at')
      .execute();
    expect(history.map((h) => h.action)).toEqual(['monitor added', 'monitor changed']);
    expect((await request('DELETE', `/api/agency/monitors/${monitor.monitorGuid}`)).statusCode).toBe(204);
    expect(await ok(request('GET', url))).toEqual([]);
  });

  it('names a monitor, and a new name leaves its checks on their schedule', async () => {
    const monitor = await addMonitor(PROJECTS.redesign, { url: site.url, name: '  Shop checkout ' });
    expect(monitor.name).toBe('Shop checkout');
    const due = async () =>
      (
        await t.db
          .selectFrom('monitor_status')
          .select('next_check_at')
          .where('monitor_guid', '=', monitor.monitorGuid)
          .executeTakeFirstOrThrow()
      ).next_check_at;
    const before = await due();
    const renamed = Monitor.parse(
      await ok(request('PATCH', `/api/agency/monitors/${monitor.monitorGuid}`, staffToken, { name: 'Checkout' })),
    );
    expect(renamed.name).toBe('Checkout');
    expect(await due()).toBe(before);
    // An empty name goes back to the address.
    const cleared = Monitor.parse(
      await ok(request('PATCH', `/api/agency/monitors/${monitor.monitorGuid}`, staffToken, { name: '' })),
    );
    expect(cleared.name).toBeNull();
    await refused(
      request('PATCH', `/api/agency/monitors/${monitor.monitorGuid}`, staffToken, { name: 'x'.repeat(101) }),
      400,
      'name',
    );
    const listed = AgencyMonitorList.parse(await ok(request('GET', '/api/agency/monitors')));
    expect(listed.find((m) => m.monitorGuid === monitor.monitorGuid)?.name).toBeNull();
    expect((await request('DELETE', `/api/agency/monitors/${monitor.monitorGuid}`)).statusCode).toBe(204);
  });

  /** The alerts queued to staff about sites going down or up, oldest first. */
  const siteAlerts = async () =>
    (
      await t.db
        .selectFrom('notifications')
        .select(['recipient_user_guid', 'payload', 'at_once'])
        .where('kind', '=', 'site-alerts')
        .orderBy('created_at')
        .orderBy('recipient_user_guid')
        .execute()
    ).map((row) => {
      const payload = JSON.parse(row.payload) as SiteAlertPayload;
      return { recipient: row.recipient_user_guid, atOnce: row.at_once, ...payload.siteAlert, payload };
    });
  /** The email a staff member gets for one alert. */
  const alertEmail = (payload: NotificationPayload) =>
    notificationMessage(
      t.config,
      { email: ADMIN.email, firstName: 'Avery', isStaff: true },
      [{ ticketGuid: null, kind: 'site-alerts', payload }],
      'http://localhost/unsubscribe',
    );

  it('confirms a site down after 2 failures and up after 2 successes, with one incident from the first failure to the first success', async () => {
    await t.db.deleteFrom('notifications').execute();
    const monitor = await addMonitor(PROJECTS.mobileApp, { url: site.url, intervalSeconds: 60 });
    // An hour ago, or ten minutes earlier if the six checks would otherwise straddle midnight (UTC).
    const hourAgo = Date.now() - 60 * MINUTE;
    const oneDay = new Date(hourAgo).getUTCDate() === new Date(hourAgo + 5 * MINUTE).getUTCDate();
    const start = new Date(oneDay ? hourAgo : hourAgo - 10 * MINUTE);
    const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);
    site.mode = 'up';
    await checkAt(monitor.monitorGuid, at(0));
    expect(await monitorOf(PROJECTS.mobileApp, monitor.monitorGuid)).toMatchObject({
      state: 'up',
      stateSince: at(0).toISOString(),
      lastError: null,
    });
    site.mode = 'down';
    await checkAt(monitor.monitorGuid, at(1));
    // One failure is not an outage.
    expect(await monitorOf(PROJECTS.mobileApp, monitor.monitorGuid)).toMatchObject({
      state: 'up',
      lastError: 'Status 503 (expected 200–399)',
    });
    // Staff hear of nothing until the site is confirmed down; then every staff member, at once, and once.
    expect(await siteAlerts()).toEqual([]);
    await checkAt(monitor.monitorGuid, at(2));
    await checkAt(monitor.monitorGuid, at(3));
    expect(await monitorOf(PROJECTS.mobileApp, monitor.monitorGuid)).toMatchObject({
      state: 'down',
      stateSince: at(1).toISOString(),
    });
    const down = await siteAlerts();
    expect(down.map((a) => a.recipient).sort()).toEqual([ADMIN.userGuid, STAFF.userGuid].sort());
    expect(down[0]).toMatchObject({ atOnce: 1, state: 'down', since: at(1).toISOString() });
    const downEmail = alertEmail(down[0]!.payload);
    expect(downEmail.subject).toMatch(/^127\.0\.0\.1:\d+ is down$/);
    expect(downEmail.text).toContain(
      `(Acme Mobile App) has failed its checks since ${at(1).toISOString().slice(0, 16).replace('T', ' ')} UTC: Status 503 (expected 200–399).`,
    );
    expect(downEmail.text).toContain(`${t.config.publicUrl}/agency/projects/${PROJECTS.mobileApp}`);
    // A staff member who turned these alerts off hears nothing more.
    await t.db.insertInto('notification_opt_outs').values({ user_guid: STAFF.userGuid, kind: 'site-alerts' }).execute();
    // The client sees it down now, and (below) up again at once: checks are never answered from the read cache.
    expect(await ok(request('GET', `/api/projects/${PROJECTS.mobileApp}/uptime`, clientToken))).toMatchObject({
      state: 'down',
      since: at(1).toISOString(),
      incidents: [{ startedAt: at(1).toISOString(), endedAt: null }],
    });
    site.mode = 'up';
    await checkAt(monitor.monitorGuid, at(4));
    expect((await monitorOf(PROJECTS.mobileApp, monitor.monitorGuid)).state).toBe('down');
    await checkAt(monitor.monitorGuid, at(5));
    expect(await monitorOf(PROJECTS.mobileApp, monitor.monitorGuid)).toMatchObject({
      state: 'up',
      stateSince: at(4).toISOString(),
    });
    const up = (await siteAlerts()).slice(2);
    expect(up.map((a) => a.recipient)).toEqual([ADMIN.userGuid]);
    expect(up[0]).toMatchObject({ atOnce: 1, state: 'up', since: at(4).toISOString() });
    const upEmail = alertEmail(up[0]!.payload);
    expect(upEmail.subject).toMatch(/^127\.0\.0\.1:\d+ is up again$/);
    expect(upEmail.text).toContain(
      `(Acme Mobile App) answers again since ${at(4).toISOString().slice(0, 16).replace('T', ' ')} UTC, after 3 minutes down.`,
    );
    await t.db.deleteFrom('notification_opt_outs').execute();
    await t.db.deleteFrom('notifications').execute();

    // What the project's clients see: 3 of 6 checks up, one incident of 3 minutes.
    const uptime = ProjectUptime.parse(
      await ok(request('GET', `/api/projects/${PROJECTS.mobileApp}/uptime`, clientToken)),
    );
    expect(uptime).toMatchObject({
      state: 'operational',
      since: at(4).toISOString(),
      uptime: { h24: 50, d7: 50, d30: 50, d90: 50 },
      // Added minutes ago: every period counts only from then, and the card says so.
      monitoredSince: await addedAt(monitor.monitorGuid),
      incidents: [
        {
          startedAt: at(1).toISOString(),
          endedAt: at(4).toISOString(),
          durationSeconds: 180,
          // In the client's words: the check's error (with the expected statuses) is for staff.
          cause: 'The site answered with an error',
        },
      ],
      method: { intervalSeconds: 60, confirmChecks: 2 },
    });
    expect(uptime.daily).toHaveLength(30);
    const today = uptime.daily.find((d) => d.date === at(0).toISOString().slice(0, 10))!;
    expect(today.uptimePercent).toBe(50);
    expect(today.averageResponseMs).toEqual(expect.any(Number));
    // Staff see it too; another client does not.
    await ok(request('GET', `/api/projects/${PROJECTS.mobileApp}/uptime`, staffToken));
    await refused(request('GET', `/api/projects/${PROJECTS.mobileApp}/uptime`, otherToken), 401, '');
    // A project without monitors shows nothing.
    expect(await ok(request('GET', `/api/projects/${PROJECTS.intranet}/uptime`, otherToken))).toMatchObject({
      state: 'not-monitored',
    });
    expect((await request('DELETE', `/api/agency/monitors/${monitor.monitorGuid}`)).statusCode).toBe(204);
  });

  it('lists every project’s monitors for staff, down first, with their uptime over 24 hours and 30 days', async () => {
    const up = await addMonitor(PROJECTS.redesign, { url: site.url });
    const down = await addMonitor(PROJECTS.mobileApp, { url: `${site.url}down` });
    const pending = await addMonitor(PROJECTS.redesign, { url: `${site.url}later` });
    site.mode = 'up';
    await checkAt(up.monitorGuid, new Date(Date.now() - 3 * MINUTE));
    site.mode = 'down';
    await checkAt(down.monitorGuid, new Date(Date.now() - 2 * MINUTE));
    await checkAt(down.monitorGuid, new Date(Date.now() - MINUTE));
    const ours = [up, down, pending].map((m) => m.monitorGuid);
    const listed = AgencyMonitorList.parse(await ok(request('GET', '/api/agency/monitors'))).filter((m) =>
      ours.includes(m.monitorGuid),
    );
    expect(listed.map((m) => [m.monitorGuid, m.state, m.projectName, m.uptime24h, m.uptime30d])).toEqual([
      [down.monitorGuid, 'down', 'Acme Mobile App', 0, 0],
      [pending.monitorGuid, 'pending', 'Acme Website Redesign', null, null],
      [up.monitorGuid, 'up', 'Acme Website Redesign', 100, 100],
    ]);
    expect(listed[0]!.lastError).toBe('Status 503 (expected 200–399)');
    // Only the sites down, as the sidebar counts them.
    const downOnly = AgencyMonitorList.parse(await ok(request('GET', '/api/agency/monitors?state=down')));
    expect(downOnly.every((m) => m.state === 'down')).toBe(true);
    expect(downOnly.find((m) => m.monitorGuid === down.monitorGuid)).toMatchObject({ uptime24h: 0, uptime30d: 0 });
    // Each says since when it counts: its periods hold only its own checks.
    expect(listed.find((m) => m.monitorGuid === down.monitorGuid)!.monitoredSince).toBe(
      await addedAt(down.monitorGuid),
    );
    expect(downOnly.map((m) => m.monitorGuid)).not.toContain(up.monitorGuid);
    await refused(
      request('GET', '/api/agency/monitors?state=sideways'),
      400,
      'state: state must be pending, up or down',
    );
    // Down first across the whole list, whatever else it holds.
    const states = AgencyMonitorList.parse(await ok(request('GET', '/api/agency/monitors'))).map((m) => m.state);
    expect(states).toEqual([...states].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b)));
    await refused(request('GET', '/api/agency/monitors', clientToken), 403, '');
    for (const guid of ours) expect((await request('DELETE', `/api/agency/monitors/${guid}`)).statusCode).toBe(204);
    await t.db.deleteFrom('notifications').execute();
  });

  it('needs the keyword on the page, and times out a site that does not answer', async () => {
    const monitor = await addMonitor(PROJECTS.intranet, { url: site.url, keyword: 'Welcome', timeoutSeconds: 1 });
    site.mode = 'no-keyword';
    await checkAt(monitor.monitorGuid, new Date(Date.now() - 10 * MINUTE));
    expect((await monitorOf(PROJECTS.intranet, monitor.monitorGuid)).lastError).toBe('Keyword "Welcome" not found');
    site.mode = 'silent';
    await checkAt(monitor.monitorGuid, new Date(Date.now() - 5 * MINUTE));
    expect(await monitorOf(PROJECTS.intranet, monitor.monitorGuid)).toMatchObject({
      state: 'down',
      lastError: 'Timed out after 1 s',
    });
    site.mode = 'up';
    expect((await request('DELETE', `/api/agency/monitors/${monitor.monitorGuid}`)).statusCode).toBe(204);
  });

  it('shows clients an incident of a missing keyword as "Unexpected content", never the keyword, while staff read the check’s error', async () => {
    const keyword = 'Staff-only phrase 7f3a';
    const monitor = await addMonitor(PROJECTS.mobileApp, { url: site.url, keyword, intervalSeconds: 60 });
    site.mode = 'no-keyword';
    await checkAt(monitor.monitorGuid, new Date(Date.now() - 3 * MINUTE));
    await checkAt(monitor.monitorGuid, new Date(Date.now() - 2 * MINUTE));
    expect(await monitorOf(PROJECTS.mobileApp, monitor.monitorGuid)).toMatchObject({
      state: 'down',
      lastError: `Keyword "${keyword}" not found`,
    });
    // The client, and staff viewing the project as its client.
    for (const token of [clientToken, staffToken]) {
      const answer = await request('GET', `/api/projects/${PROJECTS.mobileApp}/uptime`, token);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.body).not.toContain(keyword);
      expect(answer.body).not.toContain('Keyword');
      expect(ProjectUptime.parse(answer.json()).incidents).toMatchObject([
        { endedAt: null, cause: 'Unexpected content' },
      ]);
    }
    site.mode = 'up';
    expect((await request('DELETE', `/api/agency/monitors/${monitor.monitorGuid}`)).statusCode).toBe(204);
  });

  it('reads the certificate’s expiry over HTTPS and warns staff at 14 and 7 days; an untrusted certificate is down unless told to ignore it', async () => {
    secure.mode = 'up';
    const strict = await addMonitor(PROJECTS.redesign, { url: secure.url });
    await checkAt(strict.monitorGuid, new Date(Date.now() - 2 * MINUTE));
    expect((await monitorOf(PROJECTS.redesign, strict.monitorGuid)).lastError).toBe(
      'Certificate not trusted (self-signed)',
    );
    const lenient = await addMonitor(PROJECTS.redesign, { url: secure.url, ignoreTlsErrors: true });
    await checkAt(lenient.monitorGuid, new Date(Date.now() - MINUTE));
    const checked = await monitorOf(PROJECTS.redesign, lenient.monitorGuid);
    expect(checked.state).toBe('up');
    const daysLeft = (new Date(checked.certificateExpiresAt!).getTime() - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(9);
    expect(daysLeft).toBeLessThanOrEqual(10);

    // Under 14 days: every staff member is warned once; again under 7 days; the email links to the project.
    const warnings = () =>
      t.db
        .selectFrom('notifications')
        .select(['recipient_user_guid', 'payload'])
        .where('kind', '=', 'certificate-expiry')
        .execute();
    expect((await warnings()).map((w) => w.recipient_user_guid).sort()).toEqual(
      [ADMIN.userGuid, STAFF.userGuid].sort(),
    );
    await checkAt(lenient.monitorGuid, new Date(Date.now()));
    expect(await warnings()).toHaveLength(2);
    await checkAt(lenient.monitorGuid, new Date(Date.now() + 4 * 86_400_000));
    const all = await warnings();
    expect(all).toHaveLength(4);
    const last = JSON.parse(all.at(-1)!.payload) as NotificationPayload;
    const message = notificationMessage(
      t.config,
      { email: ADMIN.email, firstName: 'Avery', isStaff: true },
      [{ ticketGuid: null, kind: 'certificate-expiry', payload: last }],
      'http://localhost/unsubscribe',
    );
    expect(message.subject).toMatch(/^Certificate of 127\.0\.0\.1:\d+ expires in [56] days$/);
    expect(message.text).toContain(`${t.config.publicUrl}/agency/projects/${PROJECTS.redesign}`);
    expect(message.text).toContain('(Acme Website Redesign) expires on');
    await t.db.deleteFrom('notifications').execute();
    for (const monitor of [strict, lenient]) {
      expect((await request('DELETE', `/api/agency/monitors/${monitor.monitorGuid}`)).statusCode).toBe(204);
    }
  });

  it('fills a new report’s uptime figures from the checks of the 30 days before it, and staff may change them', async () => {
    const project = (await ok(
      request('POST', '/api/agency/projects', staffToken, { name: 'Measured Shop', status: 'active' }),
      201,
    )) as { projectGuid: string };
    const schedule = (await ok(
      request('PUT', `/api/agency/projects/${project.projectGuid}/sitecareschedule`, staffToken, {
        domainName: 'measured.example',
        siteCareDay: 1,
        status: 'active',
      } as object),
    )) as { siteCareScheduleGuid: string };
    const monitor = await addMonitor(project.projectGuid, { url: site.url, intervalSeconds: 60 });
    // Known results: up 100 ms, down, down, up 300 ms, up 200 ms, a minute apart, two days ago.
    const script: Array<[boolean, number]> = [
      [true, 100],
      [false, 0],
      [false, 0],
      [true, 300],
      [true, 200],
    ];
    let next = 0;
    // This scheduler runs the checks now (on PostgreSQL it takes the lock the shared one gives up).
    await scheduler.stop();
    const scripted = createMonitorScheduler({
      database: t.database,
      log: silentLog,
      confirmChecks: 2,
      now: () => clock,
      leaderRetryMs: 0,
      check: async () => {
        const [isUp, responseMs] = script[next++]!;
        return {
          isUp,
          responseMs,
          statusCode: isUp ? 200 : 500,
          error: isUp ? null : 'Status 500 (expected 200–399)',
          certificateExpiresAt: null,
        };
      },
    });
    // Noon, so the five minutes fall on one day whenever the test runs.
    const start = new Date(`${new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10)}T12:00:00Z`);
    try {
      for (let minute = 0; minute < script.length; minute++) {
        clock = new Date(start.getTime() + minute * MINUTE);
        await t.db
          .updateTable('monitor_status')
          .set({ next_check_at: clock.toISOString() })
          .where('monitor_guid', '=', monitor.monitorGuid)
          .execute();
        await scripted.runDue();
      }
    } finally {
      await scripted.stop();
      scheduler = createMonitorScheduler({
        database: t.database,
        log: silentLog,
        confirmChecks: 2,
        allowPrivate: t.config.monitorAllowPrivate,
        now: () => clock,
        leaderRetryMs: 0,
      });
    }
    const report = (await ok(
      request('POST', `/api/agency/sitecareschedules/${schedule.siteCareScheduleGuid}/reports`, staffToken, {
        month: new Date().toISOString().slice(0, 7),
      }),
      201,
    )) as { siteCareReportGuid: string; downtimes: number; totalDowntime: number; averageResponseTime: number };
    expect(report).toMatchObject({ downtimes: 1, totalDowntime: 2, averageResponseTime: 200 });
    const measured = () =>
      t.db
        .selectFrom('site_care_reports')
        .select('measured_interval_seconds')
        .where('site_care_report_guid', '=', report.siteCareReportGuid)
        .executeTakeFirstOrThrow();
    expect(Number((await measured()).measured_interval_seconds)).toBe(60);

    // Completing measures the figures again: as if the draft had been started before the outage, it now counts it.
    await t.db
      .updateTable('site_care_reports')
      .set({ downtimes: 0, total_downtime: 0, average_response_time: 150 })
      .where('site_care_report_guid', '=', report.siteCareReportGuid)
      .execute();
    await ok(request('PUT', `/api/agency/projects/${project.projectGuid}/users/${CLIENT.userGuid}`, staffToken));
    await ok(
      request('PATCH', `/api/agency/sitecarereports/${report.siteCareReportGuid}`, staffToken, {
        offsiteBackupConfirmed: true,
        visualCheckConfirmed: true,
      }),
    );
    const completed = AgencyReport.parse(
      await ok(request('POST', `/api/agency/sitecarereports/${report.siteCareReportGuid}/complete`, staffToken)),
    );
    expect(completed).toMatchObject({ downtimes: 1, totalDowntime: 2, averageResponseTime: 200 });
    expect(completed.history[0]!.changes).toMatchObject({
      downtimes: { before: 0, after: 1 },
      totalDowntime: { before: 0, after: 2 },
      averageResponseTime: { before: 150, after: 200 },
    });

    // Completed, the client reads the month's measurements under the report, and how they were counted.
    const month = ReportUptime.parse(
      await ok(request('GET', `/api/sitecarereports/${report.siteCareReportGuid}/uptime`, clientToken)),
    );
    expect(month.measured).toEqual({ intervalSeconds: 60, confirmChecks: 2 });
    expect(month.incidents).toEqual([
      {
        startedAt: new Date(start.getTime() + MINUTE).toISOString(),
        endedAt: new Date(start.getTime() + 3 * MINUTE).toISOString(),
        durationSeconds: 120,
        cause: 'The site answered with an error',
      },
    ]);
    const day = month.daily.find((d) => d.date === start.toISOString().slice(0, 10));
    // Unless the checks fell in the previous month (the report's month is this one).
    if (start.toISOString().slice(0, 7) === new Date().toISOString().slice(0, 7)) {
      expect(day).toEqual({ date: start.toISOString().slice(0, 10), uptimePercent: 60, averageResponseMs: 200 });
    }
    await refused(request('GET', `/api/sitecarereports/${report.siteCareReportGuid}/uptime`, otherToken), 401, '');
    await ok(request('POST', `/api/agency/sitecarereports/${report.siteCareReportGuid}/reopen`, staffToken));
    await refused(
      request('GET', `/api/sitecarereports/${report.siteCareReportGuid}/uptime`, clientToken),
      409,
      'not completed',
    );
    // Completed again after reopening, it keeps the figures its clients have seen, whatever the checks say now.
    await t.db
      .updateTable('site_care_reports')
      .set({ total_downtime: 7 })
      .where('site_care_report_guid', '=', report.siteCareReportGuid)
      .execute();
    const recompleted = AgencyReport.parse(
      await ok(request('POST', `/api/agency/sitecarereports/${report.siteCareReportGuid}/complete`, staffToken)),
    );
    expect(recompleted.totalDowntime).toBe(7);
    await ok(request('POST', `/api/agency/sitecarereports/${report.siteCareReportGuid}/reopen`, staffToken));

    // Staff correct a figure: it is theirs now, audited, and the report no longer says it was measured.
    await ok(
      request('PATCH', `/api/agency/sitecarereports/${report.siteCareReportGuid}`, staffToken, { totalDowntime: 5 }),
    );
    expect((await measured()).measured_interval_seconds).toBeNull();
    const audit = await t.db
      .selectFrom('audit_log')
      .select('changes')
      .where('object_guid', '=', report.siteCareReportGuid)
      .orderBy('created_at')
      .execute();
    const figures = audit
      .map((a) => JSON.parse(a.changes) as Record<string, unknown>)
      .filter((c) => 'totalDowntime' in c);
    expect(figures).toEqual([
      expect.objectContaining({ downtimes: { before: null, after: 1 }, totalDowntime: { before: null, after: 2 } }),
      expect.objectContaining({ totalDowntime: { before: 0, after: 2 } }),
      { totalDowntime: { before: 7, after: 5 } },
    ]);
    // A figure typed by hand stays when the report is completed again.
    const again = AgencyReport.parse(
      await ok(request('POST', `/api/agency/sitecarereports/${report.siteCareReportGuid}/complete`, staffToken)),
    );
    expect(again).toMatchObject({ downtimes: 1, totalDowntime: 5, averageResponseTime: 200 });

    // Removing the monitor changes nothing of the completed report: its days and incidents are those it was sent.
    const sent = await ok(request('GET', `/api/sitecarereports/${report.siteCareReportGuid}/uptime`, clientToken));
    expect((await request('DELETE', `/api/agency/monitors/${monitor.monitorGuid}`)).statusCode).toBe(204);
    expect(await ok(request('GET', `/api/sitecarereports/${report.siteCareReportGuid}/uptime`, clientToken))).toEqual(
      sent,
    );
    expect(ReportUptime.parse(sent).incidents).toHaveLength(1);
  });

  it('keeps every result 90 days and hourly counts 2 years', async () => {
    const monitor = await addMonitor(PROJECTS.intranet, { url: site.url });
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    for (const days of [89, 91]) {
      await t.db
        .insertInto('monitor_results')
        .values({
          monitor_guid: monitor.monitorGuid,
          checked_at: daysAgo(days),
          is_up: 1,
          status_code: 200,
          response_ms: 5,
          error: null,
        })
        .execute();
    }
    for (const days of [700, 740]) {
      await t.db
        .insertInto('monitor_hourly')
        .values({
          monitor_guid: monitor.monitorGuid,
          hour: daysAgo(days).slice(0, 13),
          checks: 1,
          up_checks: 1,
          response_ms_sum: 5,
          responses: 1,
        })
        .execute();
    }
    // A fresh scheduler sweeps in its first round.
    const sweeping = createMonitorScheduler({
      database: t.database,
      log: silentLog,
      confirmChecks: 2,
      allowPrivate: t.config.monitorAllowPrivate,
      leaderRetryMs: 0,
    });
    await scheduler.stop();
    try {
      await sweeping.runDue();
    } finally {
      await sweeping.stop();
      scheduler = createMonitorScheduler({
        database: t.database,
        log: silentLog,
        confirmChecks: 2,
        allowPrivate: t.config.monitorAllowPrivate,
        now: () => clock,
        leaderRetryMs: 0,
      });
    }
    const kept = await t.db
      .selectFrom('monitor_results')
      .select('checked_at')
      .where('monitor_guid', '=', monitor.monitorGuid)
      .execute();
    expect(kept.map((r) => r.checked_at.slice(0, 10))).toEqual([daysAgo(89).slice(0, 10)]);
    const hours = await t.db
      .selectFrom('monitor_hourly')
      .select('hour')
      .where('monitor_guid', '=', monitor.monitorGuid)
      .execute();
    expect(hours.map((h) => h.hour.slice(0, 10))).toEqual([daysAgo(700).slice(0, 10)]);
    expect((await request('DELETE', `/api/agency/monitors/${monitor.monitorGuid}`)).statusCode).toBe(204);
  });

  // One database server, several processes: PostgreSQL only (SQLite has one process, which always runs them).
  if (target.kind === 'postgres') {
    it('runs the checks in one process at a time, and hands over when its holder dies', async () => {
      const second = createMonitorScheduler({
        database: t.database,
        log: silentLog,
        confirmChecks: 2,
        allowPrivate: t.config.monitorAllowPrivate,
        leaderRetryMs: 0,
      });
      try {
        await scheduler.runDue();
        expect(scheduler.isLeader()).toBe(true);
        await second.runDue();
        expect(second.isLeader()).toBe(false);
        // The holder's connection dies (its process was killed): the lock goes with it, and the other takes over.
        await sql`select pg_terminate_backend(pid) from pg_locks where locktype = 'advisory' and granted and pid <> pg_backend_pid()
        and objid = (hashtext('client-portal-monitors:' || current_schema()))::oid`.execute(t.db);
        await expect.poll(() => scheduler.isLeader()).toBe(false);
        await expect
          .poll(async () => {
            await second.runDue();
            return second.isLeader();
          })
          .toBe(true);
      } finally {
        await second.stop();
      }
    });
  }
});
