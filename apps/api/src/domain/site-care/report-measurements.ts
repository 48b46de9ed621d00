import type { ReportUptime, SiteCareReport } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { monthRange, utcMonth } from '../agency-site-care.repository.js';
import { INCIDENTS_SHOWN, incidentsOf, reportMeasurement } from '../monitors/uptime.js';
import { dailyUptimeOfReport } from './report-pdf.js';

/**
 * A report's month as the portal measured it, for its screen, its PDF and its email alike: how uptime was counted
 * (null when the figures were typed in), each day's uptime and response time (none when nothing was measured), and
 * the incidents of the schedule's projects within the month, newest first.
 */
export async function reportMeasurements(db: Db, report: SiteCareReport, confirmChecks: number): Promise<ReportUptime> {
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
  const daily = await dailyUptimeOfReport(db, report);
  return {
    measured: await reportMeasurement(db, report.siteCareReportGuid, confirmChecks),
    daily: daily.some((day) => day.uptimePercent !== null) ? daily : [],
    incidents,
  };
}
