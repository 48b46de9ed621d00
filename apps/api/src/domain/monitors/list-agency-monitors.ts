import type { AgencyMonitor, AgencyMonitorQuery } from '@client-portal/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { hourOf } from './record.js';
import { monitorsQuery, toMonitor } from './queries.js';
import { DAY_MS, percent } from './uptime.js';

/**
 * Every monitor of every project, down first, then pending, then up (each by project name and address), with its
 * share of checks up in the last 24 hours and 30 days: two statements, whatever the number of monitors. With a
 * state, only the monitors in it, and only their checks are counted.
 */
export async function listAgencyMonitors(
  db: Db,
  query: AgencyMonitorQuery = {},
  now = new Date(),
): Promise<AgencyMonitor[]> {
  const rows = await monitorsQuery(db)
    .$if(query.state !== undefined, (qb) => qb.where('s.state', '=', query.state!))
    .innerJoin('projects as p', 'p.project_guid', 'm.project_guid')
    .select('p.name as project_name')
    .orderBy(sql`case s.state when 'down' then 0 when 'pending' then 1 else 2 end`)
    .orderBy('p.name')
    .orderBy('m.url')
    .orderBy('m.monitor_guid')
    .execute();
  const day = hourOf(new Date(now.getTime() - DAY_MS).toISOString());
  const counts = await db
    .selectFrom('monitor_hourly')
    .select((eb) => [
      'monitor_guid',
      eb.fn.sum<string | number>(eb.case().when('hour', '>=', day).then(eb.ref('checks')).else(0).end()).as('checks24'),
      eb.fn.sum<string | number>(eb.case().when('hour', '>=', day).then(eb.ref('up_checks')).else(0).end()).as('up24'),
      eb.fn.sum<string | number>('checks').as('checks30'),
      eb.fn.sum<string | number>('up_checks').as('up30'),
    ])
    .where('hour', '>=', hourOf(new Date(now.getTime() - 30 * DAY_MS).toISOString()))
    .$if(query.state !== undefined, (qb) =>
      qb.where('monitor_guid', 'in', (eb) =>
        eb.selectFrom('monitor_status').select('monitor_guid').where('state', '=', query.state!),
      ),
    )
    .groupBy('monitor_guid')
    .execute();
  const byMonitor = new Map(counts.map((row) => [row.monitor_guid, row]));
  return rows.map((row) => {
    const count = byMonitor.get(row.monitor_guid);
    return {
      ...toMonitor(row),
      projectName: row.project_name,
      uptime24h: count ? percent(Number(count.up24), Number(count.checks24)) : null,
      uptime30d: count ? percent(Number(count.up30), Number(count.checks30)) : null,
      monitoredSince: row.created_at,
    };
  });
}
