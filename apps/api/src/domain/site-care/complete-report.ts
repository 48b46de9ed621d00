import type { Db } from '../../db/database.js';
import { badRequest, conflict, notFound } from '../../lib/app-error.js';
import { nowIso } from '../../lib/time.js';
import type { AuthUser } from '../shared/auth-user.js';
import { recordAudit, type Changes } from '../audit/record-audit.js';
import { findReportForChange } from './queries.js';
import { queueReportCompleted } from '../notifications/queue-report-completed.js';
import { measureReportFigures } from './measure-report-figures.js';
import { frozenReportUptime } from './read-report-uptime.js';
import { queueReportCompletedEvent } from '../webhooks/queue-webhook-event.js';

/** The measured figures as the audit log names them. */
const FIGURE_FIELDS = ['downtimes', 'totalDowntime', 'averageResponseTime'];

/**
 * Completes a draft: from now on the client's report page shows it in full, and its clients are emailed it. 409 when
 * it is completed already. On its first completion, uptime figures the portal measured are measured again, so an
 * outage since the draft was started counts (and agrees with the incidents shown under it); figures staff changed by
 * hand stay, and a report completed before (then reopened) keeps the figures its clients have seen.
 */
export async function completeReport(db: Db, staff: AuthUser, reportGuid: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await findReportForChange(trx, reportGuid);
    if (!current) throw notFound(`Site Care report ${reportGuid} not found.`);
    if (current.completed_date_time !== null) throw conflict('This report is already completed.');
    // The client's report shows both ticks: they must be true.
    if (current.backup_confirmed !== 1) {
      throw badRequest('offsiteBackupConfirmed: confirm the offsite backup before completing the report');
    }
    if (current.visual_check_confirmed !== 1) {
      throw badRequest('visualCheckConfirmed: confirm the visual site check before completing the report');
    }
    const completedDateTime = nowIso();
    const history = await trx
      .selectFrom('audit_log')
      .select(['action', 'changes'])
      .where('object_guid', '=', reportGuid)
      .where('action', 'in', ['changed', 'completed'])
      .execute();
    const wasCompleted = history.some((entry) => entry.action === 'completed');
    const figures = [current.downtimes, current.total_downtime, current.average_response_time];
    // Typed in (an import) or changed by staff, even to nothing.
    const isByHand =
      (current.measured_interval_seconds === null && figures.some((figure) => figure !== null)) ||
      history.some(({ changes }) => FIGURE_FIELDS.some((field) => field in (JSON.parse(changes) as object)));
    const measured =
      wasCompleted || isByHand
        ? undefined
        : await measureReportFigures(trx, current.site_care_schedule_guid, current.created_date_time.slice(0, 7));
    const changes: Changes = { completedDateTime: { before: null, after: completedDateTime } };
    const remeasured: Partial<Record<'downtimes' | 'total_downtime' | 'average_response_time', number | null>> = {};
    if (measured) {
      const now = {
        downtimes: [current.downtimes, measured.downtimes, 'downtimes'],
        total_downtime: [current.total_downtime, measured.totalDowntimeMinutes, 'totalDowntime'],
        average_response_time: [current.average_response_time, measured.averageResponseMs, 'averageResponseTime'],
      } as const;
      for (const [column, [before, after, field]] of Object.entries(now) as [
        keyof typeof now,
        (typeof now)[keyof typeof now],
      ][]) {
        const stored = before === null ? null : Number(before);
        if (stored === after) continue;
        remeasured[column] = after;
        changes[field] = { before: stored, after };
      }
    }
    // What its clients are sent of the month's uptime stays as it is now (its first completion's, once reopened).
    const uptimeFrozen =
      current.uptime_frozen ??
      (await frozenReportUptime(trx, {
        siteCareScheduleGuid: current.site_care_schedule_guid,
        createdDateTime: current.created_date_time,
      }));
    await trx
      .updateTable('site_care_reports')
      .set({
        completed_date_time: completedDateTime,
        uptime_frozen: uptimeFrozen,
        ...remeasured,
        ...(measured ? { measured_interval_seconds: measured.intervalSeconds } : {}),
      })
      .where('site_care_report_guid', '=', reportGuid)
      .execute();
    await recordAudit(trx, {
      actor: staff,
      objectType: 'site care report',
      objectGuid: reportGuid,
      action: 'completed',
      changes,
    });
    await queueReportCompletedEvent(trx, reportGuid, staff);
    // Its clients are emailed the report (a link and the PDF), with the completion itself.
    const schedule = await trx
      .selectFrom('site_care_schedules')
      .select(['site_care_schedule_guid', 'domain_name'])
      .where('site_care_schedule_guid', '=', current.site_care_schedule_guid)
      .executeTakeFirstOrThrow();
    await queueReportCompleted(trx, {
      reportGuid,
      scheduleGuid: schedule.site_care_schedule_guid,
      domainName: schedule.domain_name,
      month: current.created_date_time.slice(0, 7),
    });
  });
}
