import type { Selectable } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { MonitorStatusTable, MonitorsTable } from '../../db/schema.js';
import { checkSite, type CheckResult, type CheckTarget } from './check.js';
import { followIncidentTickets } from '../alerts/incident-tickets.js';
import { tellClients } from '../alerts/tell-clients.js';
import { maintenanceAt } from '../maintenance/windows.js';
import { createLeader } from '../shared/leader.js';
import { recordCheck } from './record.js';

/** Results are kept 90 days, hourly counts 2 years. */
const RESULTS_KEPT_MS = 90 * 86_400_000;
const HOURLY_KEPT_MS = 730 * 86_400_000;
/** A process that does not hold the lock asks again this often: a dead holder is replaced within a minute. */
const LEADER_RETRY_MS = 15_000;
export interface MonitorSchedulerOptions {
  database: DatabaseHandle;
  log: {
    info(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
  /** Failures (and successes) in a row that confirm a change of state (MONITOR_CONFIRM_CHECKS). */
  confirmChecks: number;
  /** Checks running at once at most. */
  concurrency?: number;
  now?: () => Date;
  check?: (target: CheckTarget) => Promise<CheckResult>;
  /** Checks may reach private and internal addresses (MONITOR_ALLOW_PRIVATE); public ones only unless set. */
  allowPrivate?: boolean;
  /** How often a process without the lock asks for it again (LEADER_RETRY_MS). */
  leaderRetryMs?: number;
}

export interface MonitorScheduler {
  /** Starts every due check (up to the concurrency limit) and waits for them: one round, as the timer runs it. */
  runDue(): Promise<number>;
  start(tickMs?: number): void;
  stop(): Promise<void>;
  /** Whether this process runs the checks now. */
  isLeader(): boolean;
}

type DueMonitor = Selectable<MonitorsTable> & MonitorStatusTable;

/**
 * Runs the uptime checks. With several API processes on PostgreSQL exactly one does: the holder of a session
 * advisory lock, on a connection it keeps; if it dies its connection closes, the lock goes with it, and another
 * process takes it within LEADER_RETRY_MS. With SQLite the one process does.
 *
 * A monitor's checks keep to its schedule: the next is due one interval after the previous was due (not after it
 * finished), so slow sites do not drift; a new or changed monitor starts at a random point of its first interval, so
 * checks spread out rather than arrive together.
 */
export function createMonitorScheduler(options: MonitorSchedulerOptions): MonitorScheduler {
  const { database, log } = options;
  const db = database.db;
  const now = options.now ?? (() => new Date());
  const check =
    options.check ??
    ((target: CheckTarget) =>
      checkSite(target, { signal: stopping.signal, allowPrivate: options.allowPrivate ?? false }));
  const concurrency = options.concurrency ?? 50;
  const leader = createLeader(database, {
    name: 'monitors',
    label: 'uptime checks',
    retryMs: options.leaderRetryMs ?? LEADER_RETRY_MS,
    log,
  });
  let lastRetention = -Infinity;
  const inFlight = new Set<Promise<void>>();
  /** Monitors being checked now: a slow check is never started twice. */
  const checking = new Set<string>();
  const stopping = new AbortController();

  async function dueMonitors(limit: number, at: Date): Promise<DueMonitor[]> {
    return db
      .selectFrom('monitor_status as s')
      .innerJoin('monitors as m', 'm.monitor_guid', 's.monitor_guid')
      .selectAll(['m', 's'])
      .where('s.next_check_at', '<=', at.toISOString())
      .orderBy('s.next_check_at')
      .limit(limit)
      .execute();
  }

  async function runOne(monitor: DueMonitor, at: Date): Promise<void> {
    const due = new Date(monitor.next_check_at).getTime();
    // Due again one interval after this one was due; far behind (the server was stopped): one interval from now.
    let next = due + monitor.interval_seconds * 1000;
    if (next <= at.getTime()) next = at.getTime() + monitor.interval_seconds * 1000;
    await db
      .updateTable('monitor_status')
      .set({ next_check_at: new Date(next).toISOString() })
      .where('monitor_guid', '=', monitor.monitor_guid)
      .execute();
    const result = await check({
      url: monitor.url,
      expectedStatusMin: monitor.expected_status_min,
      expectedStatusMax: monitor.expected_status_max,
      keyword: monitor.keyword,
      timeoutSeconds: monitor.timeout_seconds,
      ignoreTlsErrors: monitor.ignore_tls_errors === 1,
    });
    // The server is stopping: the check was cut short, so it says nothing of the site.
    if (stopping.signal.aborted) return;
    // The state as it is now: a check started earlier for this monitor may have finished meanwhile.
    const status = await db
      .selectFrom('monitor_status')
      .selectAll()
      .where('monitor_guid', '=', monitor.monitor_guid)
      .executeTakeFirst();
    if (!status) return; // removed while it was checked
    const underMaintenance = (await maintenanceAt(db, monitor.project_guid, at)) !== undefined;
    await recordCheck(db, monitor, status, at.toISOString(), result, options.confirmChecks, underMaintenance);
    await followIncidentTickets(db, monitor.monitor_guid);
    await tellClients(db, monitor.monitor_guid, at.toISOString());
  }

  async function keepRetention(at: Date): Promise<void> {
    if (at.getTime() - lastRetention < 3_600_000) return;
    lastRetention = at.getTime();
    await db
      .deleteFrom('monitor_results')
      .where('checked_at', '<', new Date(at.getTime() - RESULTS_KEPT_MS).toISOString())
      .execute();
    await db
      .deleteFrom('monitor_hourly')
      .where('hour', '<', new Date(at.getTime() - HOURLY_KEPT_MS).toISOString().slice(0, 13))
      .execute();
  }

  /** Starts the due checks there is room for; returns their promises. */
  async function startDue(): Promise<Promise<void>[]> {
    if (!(await leader.leads())) return [];
    const at = now();
    await keepRetention(at);
    const room = concurrency - inFlight.size;
    if (room <= 0) return [];
    const started: Promise<void>[] = [];
    for (const monitor of await dueMonitors(room + checking.size, at)) {
      if (checking.has(monitor.monitor_guid) || started.length >= room) continue;
      checking.add(monitor.monitor_guid);
      const running: Promise<void> = runOne(monitor, at)
        .catch((error: unknown) => log.error({ err: error, monitor: monitor.monitor_guid }, 'uptime check failed'))
        .finally(() => {
          inFlight.delete(running);
          checking.delete(monitor.monitor_guid);
        });
      inFlight.add(running);
      started.push(running);
    }
    return started;
  }

  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let round: Promise<unknown> = Promise.resolve();
  return {
    async runDue() {
      const started = await startDue();
      await Promise.all(started);
      return started.length;
    },
    start(tickMs = 1000) {
      const tick = () => {
        round = startDue()
          .catch((error: unknown) => log.error({ err: error }, 'uptime round failed'))
          .finally(() => {
            if (!stopped) timer = setTimeout(tick, tickMs);
          });
      };
      timer = setTimeout(tick, tickMs);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      // Checks in flight end now: a stop never waits for a slow site (the server has 10 s to shut down).
      stopping.abort();
      await round;
      await Promise.all([...inFlight]);
      await leader.release();
    },
    isLeader: leader.isLeader,
  };
}
