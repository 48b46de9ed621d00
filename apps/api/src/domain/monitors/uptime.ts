import type { Incident, UptimeDay } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { incidentCause } from './incident-cause.js';
import { hourOf } from './record.js';

export const DAY_MS = 86_400_000;
/** The most incidents a list shows, newest first: of a site that keeps flapping, the newest are what a reader uses. */
export const INCIDENTS_SHOWN = 100;
export const percent = (up: number, checks: number) => (checks === 0 ? null : Math.round((up / checks) * 10_000) / 100);

/**
 * A project's incidents that overlap [from, to), newest first, their durations counted up to `to` while ongoing, each
 * with its cause in its clients' words (incident-cause.ts): incidents are shown to clients only.
 */
export async function incidentsOf(
  db: Db,
  projectGuid: string,
  from: Date,
  to: Date,
  limit?: number,
): Promise<Incident[]> {
  const rows = await db
    .selectFrom('monitor_incidents as i')
    .innerJoin('monitors as m', 'm.monitor_guid', 'i.monitor_guid')
    .select(['i.started_at', 'i.ended_at', 'i.cause'])
    .where('m.project_guid', '=', projectGuid)
    .where('i.started_at', '<', to.toISOString())
    .where((eb) => eb.or([eb('i.ended_at', 'is', null), eb('i.ended_at', '>', from.toISOString())]))
    .orderBy('i.started_at', 'desc')
    .$if(limit !== undefined, (qb) => qb.limit(limit!))
    .execute();
  return rows.map((row) => {
    const end = row.ended_at ? new Date(row.ended_at) : to;
    return {
      startedAt: row.started_at,
      endedAt: row.ended_at,
      durationSeconds: Math.max(0, Math.round((end.getTime() - new Date(row.started_at).getTime()) / 1000)),
      cause: incidentCause(row.cause),
    };
  });
}

/** Each UTC day of [from, to): the share of checks up and the average response time of the good ones. */
export async function dailyUptime(db: Db, projectGuid: string, from: Date, to: Date): Promise<UptimeDay[]> {
  const rows = await db
    .selectFrom('monitor_hourly as h')
    .innerJoin('monitors as m', 'm.monitor_guid', 'h.monitor_guid')
    .select(['h.hour', 'h.checks', 'h.up_checks', 'h.response_ms_sum', 'h.responses'])
    .where('m.project_guid', '=', projectGuid)
    .where('h.hour', '>=', hourOf(from.toISOString()))
    .where('h.hour', '<', hourOf(to.toISOString()))
    .execute();
  const days = new Map<string, { checks: number; up: number; ms: number; responses: number }>();
  for (let t = from.getTime(); t < to.getTime(); t += DAY_MS) {
    days.set(new Date(t).toISOString().slice(0, 10), { checks: 0, up: 0, ms: 0, responses: 0 });
  }
  for (const row of rows) {
    const day = days.get(row.hour.slice(0, 10));
    if (!day) continue;
    day.checks += Number(row.checks);
    day.up += Number(row.up_checks);
    day.ms += Number(row.response_ms_sum);
    day.responses += Number(row.responses);
  }
  return [...days].map(([date, day]) => ({
    date,
    uptimePercent: percent(day.up, day.checks),
    averageResponseMs: day.responses === 0 ? null : Math.round(day.ms / day.responses),
  }));
}

/** The share of checks up since `from`, over every monitor of the project (hourly counts). */
export async function uptimeSince(db: Db, projectGuid: string, from: Date): Promise<number | null> {
  const row = await db
    .selectFrom('monitor_hourly as h')
    .innerJoin('monitors as m', 'm.monitor_guid', 'h.monitor_guid')
    .select((eb) => [
      eb.fn.sum<string | number>('h.checks').as('checks'),
      eb.fn.sum<string | number>('h.up_checks').as('up'),
    ])
    .where('m.project_guid', '=', projectGuid)
    .where('h.hour', '>=', hourOf(from.toISOString()))
    .executeTakeFirst();
  return percent(Number(row?.up ?? 0), Number(row?.checks ?? 0));
}

export interface MeasuredFigures {
  downtimes: number;
  totalDowntimeMinutes: number;
  averageResponseMs: number | null;
  /** The shortest interval of the monitors measured: what the report says of how uptime was counted. */
  intervalSeconds: number;
}

/**
 * A Site Care report's "Uptime and speed" figures for [from, to) from the checks of the schedule's projects: the
 * incidents that overlap it, their minutes within it, and the average response of the good checks. Undefined when
 * nothing was checked then.
 */
export async function measuredFigures(
  db: Db,
  scheduleGuid: string,
  from: Date,
  to: Date,
): Promise<MeasuredFigures | undefined> {
  const projects = await db
    .selectFrom('projects as p')
    .innerJoin('monitors as m', 'm.project_guid', 'p.project_guid')
    .select(['p.project_guid', 'm.interval_seconds'])
    .where('p.site_care_schedule_guid', '=', scheduleGuid)
    .execute();
  if (projects.length === 0) return undefined;
  const projectGuids = [...new Set(projects.map((p) => p.project_guid))];
  const hours = await db
    .selectFrom('monitor_hourly as h')
    .innerJoin('monitors as m', 'm.monitor_guid', 'h.monitor_guid')
    .select((eb) => [
      eb.fn.sum<string | number>('h.checks').as('checks'),
      eb.fn.sum<string | number>('h.response_ms_sum').as('ms'),
      eb.fn.sum<string | number>('h.responses').as('responses'),
    ])
    .where('m.project_guid', 'in', projectGuids)
    .where('h.hour', '>=', hourOf(from.toISOString()))
    // The hour `to` falls in counts too: a report made now includes the checks of this hour.
    .where('h.hour', '<=', hourOf(to.toISOString()))
    .executeTakeFirst();
  if (!Number(hours?.checks ?? 0)) return undefined;
  const incidents = (await Promise.all(projectGuids.map((guid) => incidentsOf(db, guid, from, to)))).flat();
  const minutesWithin = (incident: Incident) => {
    const start = Math.max(new Date(incident.startedAt).getTime(), from.getTime());
    const end = Math.min(incident.endedAt ? new Date(incident.endedAt).getTime() : to.getTime(), to.getTime());
    return Math.max(0, end - start) / 60_000;
  };
  const responses = Number(hours?.responses ?? 0);
  return {
    downtimes: incidents.length,
    totalDowntimeMinutes: Math.round(incidents.reduce((sum, incident) => sum + minutesWithin(incident), 0)),
    averageResponseMs: responses ? Math.round(Number(hours?.ms ?? 0) / responses) : null,
    intervalSeconds: Math.min(...projects.map((p) => p.interval_seconds)),
  };
}

/** How a report's uptime was counted: measured by the portal (its interval and the confirm rule), or null (typed in). */
export async function reportMeasurement(
  db: Db,
  reportGuid: string,
  confirmChecks: number,
): Promise<{ intervalSeconds: number; confirmChecks: number } | null> {
  const row = await db
    .selectFrom('site_care_reports')
    .select('measured_interval_seconds')
    .where('site_care_report_guid', '=', reportGuid)
    .executeTakeFirst();
  const interval = row?.measured_interval_seconds;
  return interval === null || interval === undefined ? null : { intervalSeconds: Number(interval), confirmChecks };
}
