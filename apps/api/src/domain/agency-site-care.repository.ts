import type { AgencyReport, AgencyScheduleReports, DueSchedule } from '@client-portal/contract';
import { expressionBuilder, type Expression } from 'kysely';
import { isPostgres, type Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { listAudit } from './audit/list-audit.js';
import { findFullReport } from './site-care.repository.js';

/** `yyyy-MM` of a date, in UTC: a report's month is the month of its createdDateTime. */
export const utcMonth = (date: Date = new Date()): string => date.toISOString().slice(0, 7);

/** The createdDateTime range of a month: `[from, to)`, compared as the stored ISO text. */
export function monthRange(month: string): { from: string; to: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(year, monthNumber, 1)).toISOString().slice(0, 10);
  return { from: `${month}-01`, to: next };
}

/** The first project (by name) linked to the outer query's schedule: the one a schedule is shown with. */
function scheduleProject(scheduleGuid: Expression<string>, column: 'project_guid' | 'name') {
  const eb = expressionBuilder<Database, never>();
  return eb
    .selectFrom('projects as lp')
    .select(`lp.${column}`)
    .where('lp.site_care_schedule_guid', '=', scheduleGuid)
    .orderBy('lp.name')
    .orderBy('lp.project_guid')
    .limit(1);
}

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

/** One report as staff see it: every field (drafts too), its month, its project and its history. */
export async function findAgencyReport(db: Db, reportGuid: string): Promise<AgencyReport | undefined> {
  const report = await findFullReport(db, reportGuid);
  if (!report) return undefined;
  const [project, history] = await Promise.all([
    db
      .selectFrom('projects')
      .select(['project_guid', 'name'])
      .where('site_care_schedule_guid', '=', report.siteCareScheduleGuid)
      .orderBy('name')
      .orderBy('project_guid')
      .executeTakeFirst(),
    listAudit(db, reportGuid),
  ]);
  return {
    ...report,
    month: report.createdDateTime.slice(0, 7),
    projectGuid: project?.project_guid ?? null,
    projectName: project?.name ?? null,
    history,
  };
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

/**
 * Active schedules whose report for `today`'s month (UTC) is not completed although their Site Care day has come:
 * the work the agency owes this month, with the month's draft when one was started. Ordered by day, then domain.
 */
export async function listDueSchedules(db: Db, today: Date = new Date()): Promise<DueSchedule[]> {
  const month = utcMonth(today);
  const { from, to } = monthRange(month);
  const rows = await db
    .selectFrom('site_care_schedules as s')
    .select((eb) => [
      's.site_care_schedule_guid',
      's.domain_name',
      's.site_care_day',
      scheduleProject(eb.ref('s.site_care_schedule_guid'), 'project_guid').as('project_guid'),
      scheduleProject(eb.ref('s.site_care_schedule_guid'), 'name').as('project_name'),
      eb
        .selectFrom('site_care_reports as d')
        .select('d.site_care_report_guid')
        .whereRef('d.site_care_schedule_guid', '=', 's.site_care_schedule_guid')
        .where('d.created_date_time', '>=', from)
        .where('d.created_date_time', '<', to)
        .where('d.completed_date_time', 'is', null)
        .orderBy('d.created_date_time')
        .limit(1)
        .as('draft_report_guid'),
    ])
    .where('s.status', '=', 'active')
    .where('s.site_care_day', '<=', today.getUTCDate())
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('site_care_reports as c')
            .select('c.site_care_report_guid')
            .whereRef('c.site_care_schedule_guid', '=', 's.site_care_schedule_guid')
            .where('c.created_date_time', '>=', from)
            .where('c.created_date_time', '<', to)
            .where('c.completed_date_time', 'is not', null),
        ),
      ),
    )
    .orderBy('s.site_care_day')
    .orderBy('s.domain_name')
    .execute();
  return rows.map((row) => ({
    siteCareScheduleGuid: row.site_care_schedule_guid,
    domainName: row.domain_name,
    siteCareDay: Number(row.site_care_day),
    projectGuid: row.project_guid ?? null,
    projectName: row.project_name ?? null,
    month,
    draftReportGuid: row.draft_report_guid ?? null,
  }));
}
