import type { AgencyScheduleReports } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { scheduleProject } from './queries.js';

/** A schedule with its reports, newest month first. */
export async function findScheduleReports(db: Db, scheduleGuid: string): Promise<AgencyScheduleReports | undefined> {
  const schedule = await db
    .selectFrom('site_care_schedules as s')
    .select((eb) => [
      's.site_care_schedule_guid',
      's.domain_name',
      's.site_care_day',
      's.status',
      scheduleProject(eb.ref('s.site_care_schedule_guid'), 'project_guid').as('project_guid'),
      scheduleProject(eb.ref('s.site_care_schedule_guid'), 'name').as('project_name'),
    ])
    .where('s.site_care_schedule_guid', '=', scheduleGuid)
    .executeTakeFirst();
  if (!schedule) return undefined;
  const reports = await db
    .selectFrom('site_care_reports')
    .select(['site_care_report_guid', 'created_date_time', 'completed_date_time'])
    .where('site_care_schedule_guid', '=', scheduleGuid)
    .orderBy('created_date_time', 'desc')
    .orderBy('site_care_report_guid')
    .execute();
  return {
    siteCareScheduleGuid: schedule.site_care_schedule_guid,
    domainName: schedule.domain_name,
    siteCareDay: Number(schedule.site_care_day),
    status: schedule.status,
    projectGuid: schedule.project_guid ?? null,
    projectName: schedule.project_name ?? null,
    reports: reports.map((row) => ({
      siteCareReportGuid: row.site_care_report_guid,
      month: row.created_date_time.slice(0, 7),
      createdDateTime: row.created_date_time,
      completedDateTime: row.completed_date_time,
    })),
  };
}
