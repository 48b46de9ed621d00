import type { SiteCareReport, SiteCareSchedule } from '@client-portal/contract';
import { expressionBuilder, type Expression } from 'kysely';
import { isPostgres, type Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { reportCount } from '../shared/counts.js';

/** Schedules as their clients see them, with their count of reports. */
export function scheduleQuery(db: Db) {
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

export const toSchedule = (row: ScheduleRow): SiteCareSchedule => ({
  siteCareScheduleGuid: row.site_care_schedule_guid,
  domainName: row.domain_name,
  status: row.status,
  siteCareDay: Number(row.site_care_day),
  countOfSiteCareReports: Number(row.report_count ?? 0),
});

/** Reports with their schedule's domain: read whole by staff, withheld from clients until completed (toReport). */
export function reportQuery(db: Db) {
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
export const toReport = (row: ReportRow): SiteCareReport =>
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

export const toFullReport = (row: ReportRow): SiteCareReport => ({
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

/** The first project (by name) linked to the outer query's schedule: the one a schedule is shown with. */
export function scheduleProject(scheduleGuid: Expression<string>, column: 'project_guid' | 'name') {
  const eb = expressionBuilder<Database, never>();
  return eb
    .selectFrom('projects as lp')
    .select(`lp.${column}`)
    .where('lp.site_care_schedule_guid', '=', scheduleGuid)
    .orderBy('lp.name')
    .orderBy('lp.project_guid')
    .limit(1);
}

/**
 * The report's row for a write, locked on PostgreSQL until the transaction ends (call it first in the transaction;
 * the order of row locks: ARCHITECTURE.md, "How writers keep out of each other's way").
 */
export async function findReportForChange(db: Db, reportGuid: string) {
  let query = db.selectFrom('site_care_reports').selectAll().where('site_care_report_guid', '=', reportGuid);
  if (isPostgres(db)) query = query.forUpdate();
  return query.executeTakeFirst();
}

/**
 * The schedule's row for a write, locked on PostgreSQL until the transaction ends (call it first in the transaction;
 * the order of row locks: ARCHITECTURE.md, "How writers keep out of each other's way").
 */
export async function findScheduleForChange(db: Db, scheduleGuid: string) {
  let query = db.selectFrom('site_care_schedules').selectAll().where('site_care_schedule_guid', '=', scheduleGuid);
  if (isPostgres(db)) query = query.forUpdate();
  return query.executeTakeFirst();
}
