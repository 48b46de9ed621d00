import type { ReportUptime, SiteCareReport, UptimeDay } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { monthRange, utcMonth } from './months.js';
import { dailyUptime, INCIDENTS_SHOWN, incidentsOf, reportMeasurement } from '../monitors/uptime.js';

/**
 * A report's month as the portal measured it, for its screen, its PDF and its email alike: how uptime was counted
 * (null when the figures were typed in), each day's uptime and response time (none when nothing was measured), and
 * the incidents of the schedule's projects within the month, newest first.
 */
export async function readReportUptime(db: Db, report: SiteCareReport, confirmChecks: number): Promise<ReportUptime> {
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
  return {
    measured: await reportMeasurement(db, report.siteCareReportGuid, confirmChecks),
    daily: daily.some((day) => day.uptimePercent !== null) ? daily : [],
    incidents,
  };
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
