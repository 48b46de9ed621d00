import {
  MaintenanceWindow,
  MaintenanceWindowList,
  Monitor,
  ProjectUptime,
  ReportUptime,
} from '@client-portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { occurrences } from '../src/domain/maintenance/windows.js';
import type { CheckResult } from '../src/domain/monitors/check.js';
import { createMonitorScheduler, type MonitorScheduler } from '../src/domain/monitors/scheduler.js';
import { ok, refused } from './helpers/answers.js';
import { runCheckAt, SITE_DOWN, SITE_UP } from './helpers/check-results.js';
import { bearer, login } from './helpers/auth.js';
import { ADMIN, CLIENT, DEMO_PASSWORD, PROJECTS, SCHEDULES } from './helpers/demo-seed.js';
import { buildTestApp, testDatabases, type TestApp } from './helpers/test-app.js';

const MINUTE = 60_000;
const silentLog = { info() {}, warn() {}, error() {} };
const up = SITE_UP;
const down = SITE_DOWN;

describe('a maintenance window’s occurrences', () => {
  const window = (repeats: boolean) => ({
    window_guid: 'w',
    starts_at: '2026-11-02T22:00:00.000Z',
    ends_at: '2026-11-02T23:30:00.000Z',
    note: 'Updates',
    repeats_weekly: repeats ? 1 : 0,
    created_at: '2026-11-01T00:00:00.000Z',
  });

  it('takes place once, or every week at the same hours from its first', () => {
    const november = [new Date('2026-11-01T00:00:00Z'), new Date('2026-12-01T00:00:00Z')] as const;
    expect(occurrences(window(false), ...november)).toEqual([
      { startsAt: '2026-11-02T22:00:00.000Z', endsAt: '2026-11-02T23:30:00.000Z', note: 'Updates' },
    ]);
    expect(occurrences(window(true), ...november).map((o) => o.startsAt)).toEqual([
      '2026-11-02T22:00:00.000Z',
      '2026-11-09T22:00:00.000Z',
      '2026-11-16T22:00:00.000Z',
      '2026-11-23T22:00:00.000Z',
      '2026-11-30T22:00:00.000Z',
    ]);
    // Only what overlaps: the moment inside the third week's window, and nothing before the first.
    expect(occurrences(window(true), new Date('2026-11-16T23:00:00Z'), new Date('2026-11-16T23:00:01Z'))).toHaveLength(
      1,
    );
    expect(occurrences(window(true), new Date('2026-10-01T00:00:00Z'), new Date('2026-11-02T22:00:00Z'))).toEqual([]);
  });
});

describe.each(testDatabases())('planned maintenance on $name', (target) => {
  let t: TestApp;
  let adminToken: string;
  let clientToken: string;
  let scheduler: MonitorScheduler;
  let clock: Date;
  let result: CheckResult;
  const now = Date.now();

  beforeAll(async () => {
    t = await buildTestApp({ database: target, seed: true });
    [adminToken, clientToken] = await Promise.all([
      login(t.app, ADMIN.email, DEMO_PASSWORD),
      login(t.app, CLIENT.email, DEMO_PASSWORD),
    ]);
    clock = new Date(now);
    scheduler = createMonitorScheduler({
      database: t.database,
      log: silentLog,
      confirmChecks: 2,
      now: () => clock,
      check: async () => result,
    });
  });
  afterAll(async () => {
    await scheduler?.stop();
    await t?.close();
  });

  const request = (method: 'GET' | 'POST' | 'DELETE', url: string, token = adminToken, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const at = (minutes: number) => new Date(now + minutes * MINUTE).toISOString();
  const maintenanceUrl = `/api/agency/projects/${PROJECTS.redesign}/maintenance`;
  const checkAt = async (monitorGuid: string, minutes: number, found: CheckResult) => {
    clock = new Date(now + minutes * MINUTE);
    result = found;
    await runCheckAt(t.db, scheduler, monitorGuid, clock);
  };
  const lastAudit = async () =>
    t.db
      .selectFrom('audit_log')
      .select(['action', 'changes'])
      .where('object_guid', '=', PROJECTS.redesign)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();

  it('refuses a window that cannot be, naming the field, and lets no client plan one', async () => {
    for (const [body, field] of [
      [{ startsAt: at(60), endsAt: at(30) }, /^endsAt: endsAt must be after startsAt/],
      [{ startsAt: 'tomorrow', endsAt: at(30) }, /^startsAt: startsAt must be a date and time/],
      [{ startsAt: at(0), endsAt: at(8 * 24 * 60) }, /^endsAt: endsAt must be at most 7 days after startsAt/],
      [{ startsAt: at(0), endsAt: at(30), note: 'x'.repeat(501) }, /^note: note must be at most 500 characters/],
      [{ startsAt: at(-180), endsAt: at(-120) }, /^endsAt: the window has ended already/],
    ] as const) {
      await refused(request('POST', maintenanceUrl, adminToken, body), 400, field);
    }
    await refused(
      request('POST', '/api/agency/projects/00000000-0000-4000-8000-000000000000/maintenance', adminToken, {
        startsAt: at(0),
        endsAt: at(30),
      }),
      404,
      /not found/,
    );
    expect((await request('POST', maintenanceUrl, clientToken, { startsAt: at(0), endsAt: at(30) })).statusCode).toBe(
      403,
    );
    expect(MaintenanceWindowList.parse(await ok(request('GET', maintenanceUrl)))).toEqual([]);
  });

  it('checks go on during a window, but nothing alerts and its time counts as neither up nor down', async () => {
    const window = MaintenanceWindow.parse(
      await ok(
        request('POST', maintenanceUrl, adminToken, { startsAt: at(-10), endsAt: at(50), note: 'Server upgrade' }),
        201,
      ),
    );
    expect(window).toMatchObject({ startsAt: at(-10), endsAt: at(50), note: 'Server upgrade', repeatsWeekly: false });
    expect(MaintenanceWindowList.parse(await ok(request('GET', maintenanceUrl)))).toEqual([window]);
    expect(await lastAudit()).toMatchObject({ action: 'maintenance planned' });
    expect(JSON.parse((await lastAudit()).changes).maintenance.after).toContain('Server upgrade');

    const monitor = Monitor.parse(
      await ok(
        request('POST', `/api/agency/projects/${PROJECTS.redesign}/monitors`, adminToken, {
          url: 'https://acme.example/',
        }),
        201,
      ),
    );
    await checkAt(monitor.monitorGuid, -20, up);
    for (const minutes of [-5, -4, -3]) await checkAt(monitor.monitorGuid, minutes, down);
    const status = await t.db
      .selectFrom('monitor_status')
      .selectAll()
      .where('monitor_guid', '=', monitor.monitorGuid)
      .executeTakeFirstOrThrow();
    // Checked (staff see the last check's error), but still up: no incident, no alert to anyone.
    expect(status).toMatchObject({ state: 'up', last_error: 'Status 503 (expected 200–399)' });
    expect(
      await t.db
        .selectFrom('monitor_results')
        .select('checked_at')
        .where('monitor_guid', '=', monitor.monitorGuid)
        .execute(),
    ).toHaveLength(4);
    expect(
      await t.db.selectFrom('monitor_incidents').selectAll().where('monitor_guid', '=', monitor.monitorGuid).execute(),
    ).toEqual([]);
    expect(await t.db.selectFrom('notifications').selectAll().where('kind', '=', 'site-alerts').execute()).toEqual([]);
    // Only the check before the window counts in the uptime.
    const hours = await t.db
      .selectFrom('monitor_hourly')
      .select(['checks', 'up_checks'])
      .where('monitor_guid', '=', monitor.monitorGuid)
      .execute();
    expect(hours.reduce((sum, h) => sum + Number(h.checks), 0)).toBe(1);

    // The project's clients see the planned maintenance with its note.
    const uptime = ProjectUptime.parse(
      await ok(request('GET', `/api/projects/${PROJECTS.redesign}/uptime`, clientToken)),
    );
    expect(uptime).toMatchObject({
      state: 'maintenance',
      maintenance: { startsAt: at(-10), endsAt: at(50), note: 'Server upgrade' },
      uptime: { h24: 100 },
    });
    // The month's report lists it apart from the outages.
    const thisMonth = at(-10).slice(0, 7);
    const reports = (await ok(request('GET', `/api/agency/sitecareschedules/${SCHEDULES.acme}/reports`))) as {
      reports: Array<{ siteCareReportGuid: string; month: string }>;
    };
    const report =
      reports.reports.find((r) => r.month === thisMonth) ??
      ((await ok(
        request('POST', `/api/agency/sitecareschedules/${SCHEDULES.acme}/reports`, adminToken, { month: thisMonth }),
        201,
      )) as { siteCareReportGuid: string });
    const month = ReportUptime.parse(
      await ok(request('GET', `/api/sitecarereports/${report.siteCareReportGuid}/uptime`)),
    );
    expect(month.maintenance).toEqual([{ startsAt: at(-10), endsAt: at(50), note: 'Server upgrade' }]);

    // Once the window is over, failures are an outage from the first after it, and staff are alerted.
    await checkAt(monitor.monitorGuid, 51, down);
    await checkAt(monitor.monitorGuid, 52, down);
    const incidents = await t.db
      .selectFrom('monitor_incidents')
      .select('started_at')
      .where('monitor_guid', '=', monitor.monitorGuid)
      .execute();
    expect(incidents).toEqual([{ started_at: at(51) }]);
    expect(await t.db.selectFrom('notifications').selectAll().where('kind', '=', 'site-alerts').execute()).not.toEqual(
      [],
    );

    expect((await request('DELETE', `/api/agency/maintenance/${window.windowGuid}`)).statusCode).toBe(204);
    expect(await lastAudit()).toMatchObject({ action: 'maintenance removed' });
    expect(MaintenanceWindowList.parse(await ok(request('GET', maintenanceUrl)))).toEqual([]);
    await refused(request('DELETE', `/api/agency/maintenance/${window.windowGuid}`), 404, /not found/);
    expect(
      ProjectUptime.parse(await ok(request('GET', `/api/projects/${PROJECTS.redesign}/uptime`, clientToken)))
        .maintenance,
    ).toBeNull();
    expect((await request('DELETE', `/api/agency/monitors/${monitor.monitorGuid}`)).statusCode).toBe(204);
  });
});
