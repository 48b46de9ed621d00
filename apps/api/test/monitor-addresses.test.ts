import { randomUUID } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { Monitor, MonitorList } from '@client-portal/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ADDRESS_NOT_ALLOWED,
  internalUrlProblem,
  isPublicAddress,
  type ResolveAll,
} from '../src/domain/monitors/address-policy.js';
import { checkSite, type CheckTarget } from '../src/domain/monitors/check.js';
import { pendingStatus } from '../src/domain/monitors/queries.js';
import { createMonitorScheduler } from '../src/domain/monitors/scheduler.js';
import { ok, refused } from './helpers/answers.js';
import { bearer, login } from './helpers/auth.js';
import { ADMIN, DEMO_PASSWORD, PROJECTS } from './helpers/demo-seed.js';
import { buildTestApp, testDatabases, type TestApp } from './helpers/test-app.js';

const silentLog = { info() {}, warn() {}, error() {} };

/** Every connection this process starts: none may go to an internal address. */
const connects = vi.spyOn(net.Socket.prototype, 'connect');
afterAll(() => connects.mockRestore());
const connectionsTo = (address: string) =>
  connects.mock.calls.map((call) => JSON.stringify(call)).filter((call) => call.includes(`"${address}"`));

/** A site on this machine that counts the connections made to it. */
async function startSite() {
  const server = http.createServer((_request, response) => response.end('<h1>Intranet</h1>'));
  const site = { connections: 0, port: 0, close: () => new Promise<void>((r) => server.close(() => r())) };
  server.on('connection', () => site.connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site.port = (server.address() as AddressInfo).port;
  return site;
}

/** A port on this machine nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The result of a refused check, for every refused destination alike. */
const REFUSED_RESULT = {
  isUp: false,
  statusCode: null,
  responseMs: 0,
  error: ADDRESS_NOT_ALLOWED,
  certificateExpiresAt: null,
};

describe('the addresses an uptime check may connect to', () => {
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '100.64.0.1',
    '100.127.255.254',
    '169.254.169.254',
    '0.0.0.0',
    '0.1.2.3',
    '224.0.0.1',
    '255.255.255.255',
    '192.0.0.8',
    '192.0.2.1',
    '198.18.0.1',
    '240.0.0.1',
    '::',
    '::1',
    'fc00::1',
    'fd12:3456:789a::1',
    'fe80::1',
    'fe80::1%eth0',
    'fec0::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '64:ff9b::a9fe:a9fe',
    '2002:7f00:1::1',
    '2001::1',
    '2001:db8::1',
    '100::1',
    '127.1',
    '2130706433',
    '0x7f000001',
    '017700000001',
    'localhost',
    '',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.216.34',
    '2606:4700:4700::1111',
    '2a00:1450:4001:81c::200e',
    '::ffff:8.8.8.8',
  ])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('refuses a URL naming an internal address, in any form the URL parser reads, or localhost', () => {
    for (const url of [
      'http://127.0.0.1:8080/',
      'http://127.1/',
      'http://2130706433/',
      'http://0x7f000001/',
      'http://017700000001/',
      'http://0/',
      'http://10.0.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://100.64.0.1/',
      'http://[::1]:8080/',
      'http://[::]/',
      'http://[::ffff:127.0.0.1]/',
      'http://[fd00::1]/',
      'https://localhost/',
      'http://LOCALHOST./',
      'http://shop.localhost/',
    ]) {
      expect(internalUrlProblem(url), url).toBe(ADDRESS_NOT_ALLOWED);
    }
    for (const url of ['https://example.com/', 'http://8.8.8.8/', 'https://[2606:4700:4700::1111]/']) {
      expect(internalUrlProblem(url), url).toBeUndefined();
    }
  });
});

describe('an uptime check of a name', () => {
  const target = (url: string): CheckTarget => ({
    url,
    expectedStatusMin: 200,
    expectedStatusMax: 399,
    keyword: 'Welcome',
    timeoutSeconds: 2,
    ignoreTlsErrors: false,
  });
  /** DNS as a test says, slowly: a refused check still tells no time. */
  const resolvingTo =
    (...addresses: string[]): ResolveAll =>
    (_hostname, _options, callback) =>
      setTimeout(
        () =>
          callback(
            null,
            addresses.map((address) => ({ address, family: net.isIP(address) })),
          ),
        50,
      );
  afterEach(() => connects.mockClear());

  it('is refused, before connecting, when the name resolves to an internal address (DNS rebinding)', async () => {
    for (const addresses of [['10.0.0.5'], ['169.254.169.254'], ['fd00::5'], ['::ffff:127.0.0.1']]) {
      for (const url of ['http://intranet.example/', 'https://intranet.example/']) {
        expect(await checkSite(target(url), { resolveName: resolvingTo(...addresses) })).toEqual(REFUSED_RESULT);
      }
    }
  });

  it('is refused when any of its addresses is internal, even beside a public one', async () => {
    const result = await checkSite(target('http://shop.example/'), {
      resolveName: resolvingTo('93.184.216.34', '127.0.0.1'),
    });
    expect(result).toEqual(REFUSED_RESULT);
  });

  it('is refused for localhost, as DNS answers it', async () => {
    const site = await startSite();
    try {
      expect(await checkSite(target(`http://localhost:${site.port}/`))).toEqual(REFUSED_RESULT);
      expect(site.connections).toBe(0);
    } finally {
      await site.close();
    }
  });

  it('never opens a connection to the internal address', async () => {
    await checkSite(target('http://intranet.example/'), { resolveName: resolvingTo('10.0.0.5') });
    await checkSite(target('http://10.0.0.1/'));
    await checkSite(target('http://169.254.169.254/'));
    for (const address of ['10.0.0.5', '10.0.0.1', '169.254.169.254']) expect(connectionsTo(address)).toEqual([]);
  });
});

describe.each(testDatabases())('uptime checks of internal addresses on $name', (database) => {
  let t: TestApp;
  let staffToken: string;
  let site: Awaited<ReturnType<typeof startSite>>;

  beforeAll(async () => {
    t = await buildTestApp({ database, seed: true });
    staffToken = await login(t.app, ADMIN.email, DEMO_PASSWORD);
    site = await startSite();
  });
  afterAll(async () => {
    await site.close();
    await t.close();
  });

  const monitorsUrl = `/api/agency/projects/${PROJECTS.redesign}/monitors`;

  /** A monitor saved as is (as one saved while MONITOR_ALLOW_PRIVATE was set), due now. */
  const insertMonitor = async (url: string) => {
    const monitorGuid: string = randomUUID();
    await t.db
      .insertInto('monitors')
      .values({
        monitor_guid: monitorGuid,
        project_guid: PROJECTS.redesign,
        url,
        expected_status_min: 200,
        expected_status_max: 399,
        keyword: 'Intranet',
        interval_seconds: 60,
        timeout_seconds: 2,
        ignore_tls_errors: 0,
        created_at: new Date().toISOString(),
      })
      .execute();
    await t.db
      .insertInto('monitor_status')
      .values(pendingStatus(monitorGuid, new Date(Date.now() - 1000).toISOString()))
      .execute();
    return monitorGuid;
  };

  it('refuses to save a monitor naming an internal address or localhost, with 400 on url', async () => {
    for (const url of [
      `http://127.0.0.1:${site.port}/`,
      `http://2130706433:${site.port}/`,
      'http://0x7f000001/',
      'http://127.1/',
      `http://[::1]:${site.port}/`,
      'http://169.254.169.254/',
      'http://10.0.0.1/',
      `http://localhost:${site.port}/`,
    ]) {
      await refused(
        t.app.inject({ method: 'POST', url: monitorsUrl, headers: bearer(staffToken), payload: { url } }),
        400,
        // A URL naming an IPv6 address is refused by the contract already (monitors name hosts as CSP sources do).
        url.includes('[') ? 'url: must have a valid host name' : `url: ${ADDRESS_NOT_ALLOWED}`,
      );
    }
    const monitor = Monitor.parse(
      await ok(
        t.app.inject({
          method: 'POST',
          url: monitorsUrl,
          headers: bearer(staffToken),
          payload: { url: 'https://example.com/' },
        }),
        201,
      ),
    );
    await refused(
      t.app.inject({
        method: 'PATCH',
        url: `/api/agency/monitors/${monitor.monitorGuid}`,
        headers: bearer(staffToken),
        payload: { url: 'http://127.1/' },
      }),
      400,
      'url: Address not allowed',
    );
    await t.db.deleteFrom('monitors').where('monitor_guid', '=', monitor.monitorGuid).execute();
  });

  it('checks none of them, and tells staff only that the address is not allowed, the same for each', async () => {
    const closed = await closedPort();
    const urls = [
      `http://127.0.0.1:${site.port}/`,
      `http://127.0.0.1:${closed}/`,
      `http://2130706433:${site.port}/`,
      'http://0x7f000001/',
      'http://127.1/',
      `http://[::1]:${site.port}/`,
      `https://127.0.0.1:${site.port}/`,
      `http://localhost:${site.port}/`,
      `http://localhost:${closed}/`,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/',
      'http://10.0.0.2:22/',
    ];
    const guids = await Promise.all(urls.map(insertMonitor));
    connects.mockClear();
    // Private addresses are not allowed unless MONITOR_ALLOW_PRIVATE is set.
    expect(t.config.monitorAllowPrivate).toBe(false);
    const scheduler = createMonitorScheduler({
      database: t.database,
      log: silentLog,
      confirmChecks: 1,
      leaderRetryMs: 0,
      allowPrivate: t.config.monitorAllowPrivate,
    });
    try {
      expect(await scheduler.runDue()).toBe(urls.length);
    } finally {
      await scheduler.stop();
    }

    expect(site.connections).toBe(0);
    for (const address of ['10.0.0.1', '10.0.0.2', '169.254.169.254']) expect(connectionsTo(address)).toEqual([]);
    const monitors = MonitorList.parse(
      await ok(t.app.inject({ method: 'GET', url: monitorsUrl, headers: bearer(staffToken) })),
    ).filter((m) => guids.includes(m.monitorGuid));
    expect(monitors).toHaveLength(urls.length);
    for (const monitor of monitors) {
      expect(
        {
          state: monitor.state,
          lastError: monitor.lastError,
          lastResponseMs: monitor.lastResponseMs,
          certificateExpiresAt: monitor.certificateExpiresAt,
        },
        monitor.url,
      ).toEqual({ state: 'down', lastError: ADDRESS_NOT_ALLOWED, lastResponseMs: 0, certificateExpiresAt: null });
    }
    const results = await t.db
      .selectFrom('monitor_results')
      .select(['status_code', 'response_ms', 'error', 'is_up'])
      .where('monitor_guid', 'in', guids)
      .execute();
    expect(results).toEqual(
      urls.map(() => ({ status_code: null, response_ms: 0, error: ADDRESS_NOT_ALLOWED, is_up: 0 })),
    );
    await t.db.deleteFrom('monitors').where('monitor_guid', 'in', guids).execute();
  });

  it('with MONITOR_ALLOW_PRIVATE=true saves and checks a site on this machine as any other', async () => {
    const intranet = await buildTestApp({ database, seed: true, env: { MONITOR_ALLOW_PRIVATE: 'true' } });
    try {
      const token = await login(intranet.app, ADMIN.email, DEMO_PASSWORD);
      const guids: string[] = [];
      for (const url of [`http://127.0.0.1:${site.port}/`, `http://localhost:${site.port}/`]) {
        const monitor = Monitor.parse(
          await ok(
            intranet.app.inject({
              method: 'POST',
              url: monitorsUrl,
              headers: bearer(token),
              payload: { url, keyword: 'Intranet' },
            }),
            201,
          ),
        );
        guids.push(monitor.monitorGuid);
      }
      await intranet.db.updateTable('monitor_status').set({ next_check_at: new Date().toISOString() }).execute();
      const scheduler = createMonitorScheduler({
        database: intranet.database,
        log: silentLog,
        confirmChecks: 1,
        leaderRetryMs: 0,
        allowPrivate: intranet.config.monitorAllowPrivate,
      });
      try {
        expect(await scheduler.runDue()).toBe(2);
      } finally {
        await scheduler.stop();
      }
      const monitors = MonitorList.parse(
        await ok(intranet.app.inject({ method: 'GET', url: monitorsUrl, headers: bearer(token) })),
      );
      expect(monitors.map((m) => ({ state: m.state, lastError: m.lastError }))).toEqual([
        { state: 'up', lastError: null },
        { state: 'up', lastError: null },
      ]);
      expect(site.connections).toBe(2);
      expect(connectionsTo('127.0.0.1').length).toBeGreaterThan(0);
    } finally {
      await intranet.close();
    }
  });
});
