import type { Monitor } from '@client-portal/contract';
import type { Db } from '../../db/database.js';

/** Monitors with their current state, as the workspace shows them. */
export const monitorsQuery = (db: Db) =>
  db
    .selectFrom('monitors as m')
    .innerJoin('monitor_status as s', 's.monitor_guid', 'm.monitor_guid')
    .selectAll('m')
    .select([
      's.state',
      's.state_since',
      's.last_checked_at',
      's.last_response_ms',
      's.last_error',
      's.certificate_expires_at',
    ]);

/** A monitor's incidents, each with its monitor and project: what alerts, tickets and clients are told of them. */
export const monitorIncidentsQuery = (db: Db, monitorGuid: string) =>
  db
    .selectFrom('monitor_incidents as i')
    .innerJoin('monitors as m', 'm.monitor_guid', 'i.monitor_guid')
    .innerJoin('projects as p', 'p.project_guid', 'm.project_guid')
    .where('i.monitor_guid', '=', monitorGuid);

type MonitorRow = Awaited<ReturnType<ReturnType<typeof monitorsQuery>['executeTakeFirstOrThrow']>>;

export const toMonitor = (row: MonitorRow): Monitor => ({
  monitorGuid: row.monitor_guid,
  projectGuid: row.project_guid,
  name: row.name,
  url: row.url,
  expectedStatusMin: row.expected_status_min,
  expectedStatusMax: row.expected_status_max,
  keyword: row.keyword,
  intervalSeconds: row.interval_seconds,
  timeoutSeconds: row.timeout_seconds,
  ignoreTlsErrors: Number(row.ignore_tls_errors) === 1,
  state: row.state,
  stateSince: row.state_since,
  lastCheckedAt: row.last_checked_at,
  lastResponseMs: row.last_response_ms,
  lastError: row.last_error,
  certificateExpiresAt: row.certificate_expires_at,
});

/** A new or changed monitor checks first at a random point of its first interval: checks spread out. */
export const firstCheckAt = (intervalSeconds: number) =>
  new Date(Date.now() + Math.floor(Math.random() * Math.min(intervalSeconds, 60) * 1000)).toISOString();

/** A new monitor's state: pending until its first check, which is due at `nextCheckAt`. */
export const pendingStatus = (monitorGuid: string, nextCheckAt: string) => ({
  monitor_guid: monitorGuid,
  state: 'pending' as const,
  state_since: null,
  streak_up: 0,
  streak_length: 0,
  streak_since: null,
  streak_cause: null,
  last_checked_at: null,
  last_status_code: null,
  last_response_ms: null,
  last_error: null,
  certificate_expires_at: null,
  certificate_warned_days: null,
  next_check_at: nextCheckAt,
});
