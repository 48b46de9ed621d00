import type { SiteCareReport } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { reportQuery, toReport } from './queries.js';

/** A schedule's reports, newest first. */
export async function listReportsForSchedule(db: Db, scheduleGuid: string): Promise<SiteCareReport[]> {
  const rows = await reportQuery(db)
    .where('r.site_care_schedule_guid', '=', scheduleGuid)
    .orderBy('r.created_date_time', 'desc')
    .orderBy('r.site_care_report_guid')
    .execute();
  return rows.map(toReport);
}
