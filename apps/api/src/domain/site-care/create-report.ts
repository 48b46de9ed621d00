import { randomUUID } from 'node:crypto';
import { REPORT_SITE_HEALTH_STUB, REPORT_SUMMARY_STUB, type NewReport } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { badRequest, conflict, notFound } from '../../lib/app-error.js';
import { nowIso } from '../../lib/time.js';
import type { AuthUser } from '../shared/auth-user.js';
import { recordAudit } from '../audit/record-audit.js';
import { findScheduleForChange } from './queries.js';
import { monthRange, utcMonth } from './months.js';
import { measureReportFigures } from './measure-report-figures.js';

/**
 * A draft report for one month of a schedule, prefilled with the spec's stubs; returns its GUID. One report a month:
 * the check runs in the transaction, with the schedule's row locked on PostgreSQL. A report for the current month is
 * dated now; one for an earlier month, mid-day on its first.
 */
export async function createReport(db: Db, staff: AuthUser, scheduleGuid: string, input: NewReport): Promise<string> {
  const now = nowIso();
  if (input.month > utcMonth(new Date(now))) throw badRequest('month: must not be after the current month');
  const createdDateTime = input.month === now.slice(0, 7) ? now : `${input.month}-01T12:00:00.000Z`;
  const reportGuid = randomUUID();
  // Staff may still change the figures; completing the report measures them again unless they did.
  const measured = await measureReportFigures(db, scheduleGuid, input.month);
  await db.transaction().execute(async (trx) => {
    if (!(await findScheduleForChange(trx, scheduleGuid))) {
      throw notFound(`Site Care schedule ${scheduleGuid} not found.`);
    }
    const { from, to } = monthRange(input.month);
    const existing = await trx
      .selectFrom('site_care_reports')
      .select('site_care_report_guid')
      .where('site_care_schedule_guid', '=', scheduleGuid)
      .where('created_date_time', '>=', from)
      .where('created_date_time', '<', to)
      .executeTakeFirst();
    if (existing) throw conflict(`A report for ${input.month} already exists.`);
    await trx
      .insertInto('site_care_reports')
      .values({
        site_care_report_guid: reportGuid,
        site_care_schedule_guid: scheduleGuid,
        created_date_time: createdDateTime,
        completed_date_time: null,
        comments: REPORT_SUMMARY_STUB,
        site_health: REPORT_SITE_HEALTH_STUB,
        plugins_updated: null,
        plugins_deleted: null,
        cms_core_version: null,
        cms_core_update: null,
        themes_updated: null,
        themes_deleted: null,
        downtimes: measured?.downtimes ?? null,
        total_downtime: measured?.totalDowntimeMinutes ?? null,
        average_response_time: measured?.averageResponseMs ?? null,
        measured_interval_seconds: measured?.intervalSeconds ?? null,
        security_issues: null,
        miscellaneous: null,
      })
      .execute();
    await recordAudit(trx, {
      actor: staff,
      objectType: 'site care report',
      objectGuid: reportGuid,
      action: 'created',
      changes: {
        schedule: { before: null, after: scheduleGuid },
        month: { before: null, after: input.month },
        ...(measured
          ? {
              downtimes: { before: null, after: measured.downtimes },
              totalDowntime: { before: null, after: measured.totalDowntimeMinutes },
              averageResponseTime: { before: null, after: measured.averageResponseMs },
            }
          : {}),
      },
    });
  });
  return reportGuid;
}
