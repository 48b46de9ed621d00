import type { Db } from '../../db/database.js';
import type { ReportPayload } from './payloads.js';
import { insertNotifications, wantingKind } from './queries.js';

/** Queues the email of a completed Site Care report to the clients of the projects its schedule belongs to. */
export async function queueReportCompleted(trx: Db, report: ReportPayload['report']): Promise<void> {
  const recipients = await wantingKind(trx, 'site-care-reports')
    .innerJoin('project_users as pu', 'pu.user_guid', 'u.user_guid')
    .innerJoin('projects as p', 'p.project_guid', 'pu.project_guid')
    .distinct()
    .where('p.site_care_schedule_guid', '=', report.scheduleGuid)
    .where('u.role', '=', 'client')
    .execute();
  await insertNotifications(trx, recipients, { kind: 'site-care-reports', ticketGuid: null, payload: { report } });
}
