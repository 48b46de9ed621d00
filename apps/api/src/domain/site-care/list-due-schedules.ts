import type { DueSchedule } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { monthRange, utcMonth } from './months.js';
import { scheduleProject } from './queries.js';

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
