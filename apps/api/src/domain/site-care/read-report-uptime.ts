import type { ReportUptime, SiteCareReport, UptimeDay } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { monthRange, utcMonth } from './months.js';
import { maintenanceBetween } from '../maintenance/windows.js';
import { dailyUptime, INCIDENTS_SHOWN, incidentsOf, reportMeasurement } from '../monitors/uptime.js';

type MonthUptime = Pick<ReportUptime, 'daily' | 'incidents' | 'maintenance'>;

/**
 * A report's month as the portal measured it, for its screen, its PDF and its email alike: how uptime was counted
 * (null when the figures were typed in), each day's uptime and response time (none when nothing was measured), and
 * the incidents of the schedule's projects within the month, newest first. Once completed, the days and incidents are
 * those it was first completed with (frozenReportUptime), like its figures: what its clients were sent stays.
 */
export async function readReportUptime(db: Db, report: SiteCareReport, confirmChecks: number): Promise<ReportUptime> {
  const row = await db
    .selectFrom('site_care_reports')
    .select('uptime_frozen')
    .where('site_care_report_guid', '=', report.siteCareReportGuid)
    .executeTakeFirst();
  const month = row?.uptime_frozen ? (JSON.parse(row.uptime_frozen) as MonthUptime) : await measureMonth(db, report);
  return { measured: await reportMeasurement(db, report.siteCareReportGuid, confirmChecks), ...month };
}

/** The days and incidents to keep with a report as it is completed (site_care_reports.uptime_frozen, JSON). */
export const frozenReportUptime = async (
  db: Db,
  report: Pick<SiteCareReport, 'siteCareScheduleGuid' | 'createdDateTime'>,
): Promise<string> => JSON.stringify(await measureMonth(db, report));

/** The month's days and incidents from the checks as they are now. */
async function measureMonth(
  db: Db,
  report: Pick<SiteCareReport, 'siteCareScheduleGuid' | 'createdDateTime'>,
): Promise<MonthUptime> {
  const { from, to } = monthRange(utcMonth(new Date(report.createdDateTime)));
  const projects = await db
    .selectFrom('projects')
    .select('project_guid')
    .where('site_care_schedule_guid', '=', report.siteCareScheduleGuid)
    .execute();
  const until = new Date(Math.min(new Date(to).getTime(), Date.now()));
  const incidents = (
    await Promise.all(projects.map((p) => incidentsOf(db, p.project_guid, new Date(from), until, INCIDENTS_SHOWN)))
  )
    .flat()
    .sort((a, b) => b.startedAt.localeCompare(a.startedAt))
    .slice(0, INCIDENTS_SHOWN);
  const perProject = await Promise.all(
    projects.map((p) => dailyUptime(db, p.project_guid, new Date(`${from}T00:00:00Z`), new Date(`${to}T00:00:00Z`))),
  );
  const daily = averageDays(perProject);
  const maintenance = await maintenanceBetween(
    db,
    projects.map((p) => p.project_guid),
    new Date(from),
    until,
  );
  return { daily: daily.some((day) => day.uptimePercent !== null) ? daily : [], incidents, maintenance };
}

const average = (values: Array<number | null>) => {
  const known = values.filter((v): v is number => v !== null);
  return known.length ? known.reduce((a, b) => a + b, 0) / known.length : null;
};

/** The days of the month over every project on the schedule: a day's figures averaged across them. */
function averageDays(perProject: UptimeDay[][]): UptimeDay[] {
  return (perProject[0] ?? []).map((day, i) => {
    const uptime = average(perProject.map((days) => days[i]!.uptimePercent));
    const response = average(perProject.map((days) => days[i]!.averageResponseMs));
    return {
      date: day.date,
      uptimePercent: uptime === null ? null : Math.round(uptime * 100) / 100,
      averageResponseMs: response === null ? null : Math.round(response),
    };
  });
}
