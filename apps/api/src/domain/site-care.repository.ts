import type { SiteCareReport, SiteCareSchedule } from '@client-portal/contract';
import type { Db } from '../db/database.js';
import type { AuthUser } from './shared/auth-user.js';
import { scheduleVisibleTo } from './shared/access.js';
import { reportCount } from './shared/counts.js';

function scheduleQuery(db: Db) {
  return db
    .selectFrom('site_care_schedules as s')
    .select((eb) => [
      's.site_care_schedule_guid',
      's.domain_name',
      's.status',
      's.site_care_day',
      reportCount(db, eb.ref('s.site_care_schedule_guid')).as('report_count'),
    ]);
}

type ScheduleRow = Awaited<ReturnType<ReturnType<typeof scheduleQuery>['executeTakeFirstOrThrow']>>;

const toSchedule = (row: ScheduleRow): SiteCareSchedule => ({
  siteCareScheduleGuid: row.site_care_schedule_guid,
  domainName: row.domain_name,
  status: row.status,
  siteCareDay: Number(row.site_care_day),
  countOfSiteCareReports: Number(row.report_count ?? 0),
});

/** Schedules linked to any of the user's projects. */
export async function listSchedulesForUser(db: Db, userGuid: string): Promise<SiteCareSchedule[]> {
  const rows = await scheduleQuery(db)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('projects as p')
          .innerJoin('project_users as pu', 'pu.project_guid', 'p.project_guid')
          .select('p.project_guid')
          .whereRef('p.site_care_schedule_guid', '=', 's.site_care_schedule_guid')
          .where('pu.user_guid', '=', userGuid),
      ),
    )
    .orderBy('s.domain_name')
    .execute();
  return rows.map(toSchedule);
}

export async function findSchedule(db: Db, scheduleGuid: string): Promise<SiteCareSchedule | undefined> {
  const row = await scheduleQuery(db).where('s.site_care_schedule_guid', '=', scheduleGuid).executeTakeFirst();
  return row && toSchedule(row);
}

function reportQuery(db: Db) {
  return db
    .selectFrom('site_care_reports as r')
    .innerJoin('site_care_schedules as s', 's.site_care_schedule_guid', 'r.site_care_schedule_guid')
    .select([
      'r.site_care_report_guid',
      'r.site_care_schedule_guid',
      'r.created_date_time',
      'r.completed_date_time',
      'r.comments',
      'r.site_health',
      'r.plugins_updated',
      'r.plugins_deleted',
      'r.cms_core_version',
      'r.cms_core_update',
      'r.themes_updated',
      'r.themes_deleted',
      'r.downtimes',
      'r.total_downtime',
      'r.average_response_time',
      'r.security_issues',
      'r.miscellaneous',
      's.domain_name',
    ]);
}

type ReportRow = Awaited<ReturnType<ReturnType<typeof reportQuery>['executeTakeFirstOrThrow']>>;

/**
 * A report as its client reads it. Until it is completed the client's screen says only that it is not completed
 * (spec §2), and the answer carries none of the draft's contents: staff may still be writing them.
 */
const toReport = (row: ReportRow): SiteCareReport =>
  row.completed_date_time === null ? { ...toFullReport(row), ...DRAFT_CONTENTS_WITHHELD } : toFullReport(row);

const DRAFT_CONTENTS_WITHHELD = {
  comments: null,
  siteHealth: null,
  pluginsUpdated: null,
  pluginsDeleted: null,
  cmsCoreVersion: null,
  cmsCoreUpdate: null,
  themesUpdated: null,
  themesDeleted: null,
  downtimes: null,
  totalDowntime: null,
  averageResponseTime: null,
  securityIssues: null,
  miscellaneous: null,
} as const satisfies Partial<SiteCareReport>;

const toFullReport = (row: ReportRow): SiteCareReport => ({
  siteCareReportGuid: row.site_care_report_guid,
  siteCareScheduleGuid: row.site_care_schedule_guid,
  domainName: row.domain_name,
  createdDateTime: row.created_date_time,
  completedDateTime: row.completed_date_time,
  comments: row.comments,
  siteHealth: row.site_health,
  pluginsUpdated: row.plugins_updated,
  pluginsDeleted: row.plugins_deleted,
  cmsCoreVersion: row.cms_core_version,
  cmsCoreUpdate: row.cms_core_update,
  themesUpdated: row.themes_updated,
  themesDeleted: row.themes_deleted,
  downtimes: row.downtimes === null ? null : Number(row.downtimes),
  totalDowntime: row.total_downtime === null ? null : Number(row.total_downtime),
  averageResponseTime: row.average_response_time === null ? null : Number(row.average_response_time),
  securityIssues: row.security_issues,
  miscellaneous: row.miscellaneous,
});

/** A schedule's reports, newest first. */
export async function listReportsForSchedule(db: Db, scheduleGuid: string): Promise<SiteCareReport[]> {
  const rows = await reportQuery(db)
    .where('r.site_care_schedule_guid', '=', scheduleGuid)
    .orderBy('r.created_date_time', 'desc')
    .orderBy('r.site_care_report_guid')
    .execute();
  return rows.map(toReport);
}

// The report page's read, with the caller's access to its schedule.
const reportForUserQuery = (db: Db, reportGuid: string, userGuid: string) =>
  reportQuery(db)
    .select((eb) => scheduleVisibleTo(eb.ref('r.site_care_schedule_guid'), userGuid).as('allowed'))
    .where('r.site_care_report_guid', '=', reportGuid);

/** One report, and whether the caller may see it (assertScheduleAccess's rule), decided with the same read. */
export async function findReportForUser(
  db: Db,
  reportGuid: string,
  viewer: AuthUser,
): Promise<{ report: SiteCareReport; allowed: boolean } | undefined> {
  const row = await reportForUserQuery(db, reportGuid, viewer.userGuid).executeTakeFirst();
  return row && { report: toReport(row), allowed: Boolean(row.allowed) || viewer.isStaff };
}

/** One report with every field, draft or not: the staff's read (the workspace's report form and preview). */
export async function findFullReport(db: Db, reportGuid: string): Promise<SiteCareReport | undefined> {
  const row = await reportQuery(db).where('r.site_care_report_guid', '=', reportGuid).executeTakeFirst();
  return row && toFullReport(row);
}
