import type { Db } from '../../db/database.js';
import { conflict, notFound } from '../../lib/app-error.js';
import type { AuthUser } from '../shared/auth-user.js';
import { recordAudit } from '../audit/record-audit.js';
import { findReportForChange } from './queries.js';

/** Takes a completed report back to a draft (the client sees "not completed" again). 409 when it is a draft. */
export async function reopenReport(db: Db, staff: AuthUser, reportGuid: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await findReportForChange(trx, reportGuid);
    if (!current) throw notFound(`Site Care report ${reportGuid} not found.`);
    if (current.completed_date_time === null) throw conflict('This report is a draft already.');
    await trx
      .updateTable('site_care_reports')
      .set({ completed_date_time: null })
      .where('site_care_report_guid', '=', reportGuid)
      .execute();
    await recordAudit(trx, {
      actor: staff,
      objectType: 'site care report',
      objectGuid: reportGuid,
      action: 'reopened',
      changes: { completedDateTime: { before: current.completed_date_time, after: null } },
    });
  });
}
