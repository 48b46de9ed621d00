import { randomUUID } from 'node:crypto';
import type { Monitor, MonitorChange, NewMonitor } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { badRequest, notFound } from '../../lib/app-error.js';
import { nowIso } from '../../lib/time.js';
import type { AuthUser } from '../shared/auth-user.js';
import { recordAudit, type Changes } from '../audit/record-audit.js';

const monitorsQuery = (db: Db) =>
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

type MonitorRow = Awaited<ReturnType<ReturnType<typeof monitorsQuery>['executeTakeFirstOrThrow']>>;

const toMonitor = (row: MonitorRow): Monitor => ({
  monitorGuid: row.monitor_guid,
  projectGuid: row.project_guid,
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

export async function listMonitors(db: Db, projectGuid: string): Promise<Monitor[]> {
  const project = await db
    .selectFrom('projects')
    .select('project_guid')
    .where('project_guid', '=', projectGuid)
    .executeTakeFirst();
  if (!project) throw notFound(`Project ${projectGuid} not found.`);
  const rows = await monitorsQuery(db)
    .where('m.project_guid', '=', projectGuid)
    .orderBy('m.created_at')
    .orderBy('m.monitor_guid')
    .execute();
  return rows.map(toMonitor);
}

export async function findMonitor(db: Db, monitorGuid: string): Promise<Monitor> {
  const row = await monitorsQuery(db).where('m.monitor_guid', '=', monitorGuid).executeTakeFirst();
  if (!row) throw notFound(`Monitor ${monitorGuid} not found.`);
  return toMonitor(row);
}

/** A new or changed monitor checks first at a random point of its first interval: checks spread out. */
const firstCheckAt = (intervalSeconds: number) =>
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
export async function addMonitor(db: Db, staff: AuthUser, projectGuid: string, input: NewMonitor): Promise<string> {
  const project = await db
    .selectFrom('projects')
    .select('project_guid')
    .where('project_guid', '=', projectGuid)
    .executeTakeFirst();
  if (!project) throw notFound(`Project ${projectGuid} not found.`);
  const monitorGuid = randomUUID();
  const values = {
    monitor_guid: monitorGuid,
    project_guid: projectGuid,
    url: input.url,
    expected_status_min: input.expectedStatusMin,
    expected_status_max: input.expectedStatusMax,
    keyword: input.keyword || null,
    interval_seconds: input.intervalSeconds,
    timeout_seconds: input.timeoutSeconds,
    ignore_tls_errors: input.ignoreTlsErrors ? 1 : 0,
    created_at: nowIso(),
  };
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('monitors').values(values).execute();
    await trx
      .insertInto('monitor_status')
      .values(pendingStatus(monitorGuid, firstCheckAt(input.intervalSeconds)))
      .execute();
    await recordAudit(trx, {
      actor: staff,
      objectType: 'project',
      objectGuid: projectGuid,
      action: 'monitor added',
      changes: { monitor: { before: null, after: { monitorGuid, ...input } } },
    });
  });
  return monitorGuid;
}

const FIELDS = {
  url: 'url',
  expectedStatusMin: 'expected_status_min',
  expectedStatusMax: 'expected_status_max',
  keyword: 'keyword',
  intervalSeconds: 'interval_seconds',
  timeoutSeconds: 'timeout_seconds',
  ignoreTlsErrors: 'ignore_tls_errors',
} as const;

export async function changeMonitor(
  db: Db,
  staff: AuthUser,
  monitorGuid: string,
  change: MonitorChange,
): Promise<void> {
  const current = await findMonitor(db, monitorGuid);
  const min = change.expectedStatusMin ?? current.expectedStatusMin;
  const max = change.expectedStatusMax ?? current.expectedStatusMax;
  if (min > max) throw badRequest('expectedStatusMax: expectedStatusMax must not be below expectedStatusMin');
  const changes: Changes = {};
  const set: Record<string, string | number | null> = {};
  for (const [field, column] of Object.entries(FIELDS) as [keyof typeof FIELDS, string][]) {
    let value = change[field];
    if (value === undefined) continue;
    if (field === 'keyword') value = value || null;
    if (value === current[field]) continue;
    changes[field] = { before: current[field], after: value };
    set[column] = typeof value === 'boolean' ? (value ? 1 : 0) : value;
  }
  if (Object.keys(changes).length === 0) return;
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('monitors').set(set).where('monitor_guid', '=', monitorGuid).execute();
    // What it checks changed: start again, and check soon.
    await trx
      .updateTable('monitor_status')
      .set({
        next_check_at: firstCheckAt(change.intervalSeconds ?? current.intervalSeconds),
        ...(change.url !== undefined ? { certificate_expires_at: null } : {}),
      })
      .where('monitor_guid', '=', monitorGuid)
      .execute();
    await recordAudit(trx, {
      actor: staff,
      objectType: 'project',
      objectGuid: current.projectGuid,
      action: 'monitor changed',
      changes: { ...changes, monitor: { before: monitorGuid, after: monitorGuid } },
    });
  });
}

/** Removes a monitor with everything it measured. */
export async function removeMonitor(db: Db, staff: AuthUser, monitorGuid: string): Promise<void> {
  const current = await findMonitor(db, monitorGuid);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('monitors').where('monitor_guid', '=', monitorGuid).execute();
    await recordAudit(trx, {
      actor: staff,
      objectType: 'project',
      objectGuid: current.projectGuid,
      action: 'monitor removed',
      changes: { monitor: { before: { monitorGuid, url: current.url }, after: null } },
    });
  });
}
