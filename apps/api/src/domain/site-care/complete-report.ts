import type { Db } from '../../db/database.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { nowIso } from '../../lib/time.js';
import type { AuthUser } from '../../plugins/auth.js';
import { recordAudit } from '../audit.repository.js';
import { findReportForChange } from '../agency-site-care.repository.js';
import { queueReportCompleted } from '../notifications/queue.js';

/**
 * Completes a draft: from now on the client's report page shows it in full, and its clients are emailed it. 409 when
 * it is completed already.
 */
export async function completeReport(db: Db, staff: AuthUser, reportGuid: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await findReportForChange(trx, reportGuid);
    if (!current) throw notFound(`Site Care report ${reportGuid} not found.`);
    if (current.completed_date_time !== null) throw conflict('This report is already completed.');
    const completedDateTime = nowIso();
    await trx
      .updateTable('site_care_reports')
      .set({ completed_date_time: completedDateTime })
      .where('site_care_report_guid', '=', reportGuid)
      .execute();
    await recordAudit(trx, {
      actor: staff,
      objectType: 'site care report',
      objectGuid: reportGuid,
      action: 'completed',
      changes: { completedDateTime: { before: null, after: completedDateTime } },
    });
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
