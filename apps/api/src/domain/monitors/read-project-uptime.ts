import type { ProjectUptime } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { maintenanceToShow } from '../maintenance/windows.js';
import { dailyUptime, DAY_MS, incidentsOf, INCIDENTS_SHOWN, uptimeSince } from './uptime.js';

/**
 * What a project's clients see of its sites: under planned maintenance while a window lasts, else down if any monitor
 * is confirmed down (since the earliest of those), else operational since the latest recovery; the maintenance under
 * way or coming within a week; uptime over 24 h, 7, 30 and 90 days; 30 days of daily figures; the
 * incidents of 90 days. `not-monitored` when the project has no monitor.
 */
export async function readProjectUptime(
  db: Db,
  projectGuid: string,
  confirmChecks: number,
  now: Date,
): Promise<ProjectUptime> {
  const monitors = await db
    .selectFrom('monitors as m')
    .innerJoin('monitor_status as s', 's.monitor_guid', 'm.monitor_guid')
    .select(['s.state', 's.state_since', 'm.interval_seconds', 'm.created_at'])
    .where('m.project_guid', '=', projectGuid)
    .execute();
  const method = {
    intervalSeconds: monitors.length ? Math.min(...monitors.map((m) => m.interval_seconds)) : null,
    confirmChecks,
  };
  // No monitor, or none checked yet: nothing to show.
  if (!monitors.some((m) => m.state !== 'pending')) {
    return {
      state: 'not-monitored',
      since: null,
      uptime: { h24: null, d7: null, d30: null, d90: null },
      monitoredSince: null,
      maintenance: null,
      daily: [],
      incidents: [],
      method,
    };
  }
  const down = monitors.filter((m) => m.state === 'down');
  const up = monitors.filter((m) => m.state === 'up');
  const since = (list: typeof monitors, pick: 'min' | 'max') =>
    list
      .map((m) => m.state_since)
      .filter((value): value is string => value !== null)
      .sort()
      .at(pick === 'min' ? 0 : -1) ?? null;
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const today = new Date(`${now.toISOString().slice(0, 10)}T00:00:00.000Z`);
  const [h24, d7, d30, d90, daily, incidents, maintenance] = await Promise.all([
    uptimeSince(db, projectGuid, ago(DAY_MS)),
    uptimeSince(db, projectGuid, ago(7 * DAY_MS)),
    uptimeSince(db, projectGuid, ago(30 * DAY_MS)),
    uptimeSince(db, projectGuid, ago(90 * DAY_MS)),
    dailyUptime(db, projectGuid, new Date(today.getTime() - 29 * DAY_MS), new Date(today.getTime() + DAY_MS)),
    incidentsOf(db, projectGuid, ago(90 * DAY_MS), now, INCIDENTS_SHOWN),
    maintenanceToShow(db, projectGuid, now),
  ]);
  const underMaintenance = maintenance !== null && Date.parse(maintenance.startsAt) <= now.getTime();
  return {
    state: underMaintenance ? 'maintenance' : down.length ? 'down' : 'operational',
    since: down.length ? since(down, 'min') : since(up, 'max'),
    uptime: { h24, d7, d30, d90 },
    monitoredSince: monitors.map((m) => m.created_at).sort()[0] ?? null,
    maintenance,
    daily,
    incidents,
    method,
  };
}
