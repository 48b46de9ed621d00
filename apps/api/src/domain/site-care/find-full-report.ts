import type { SiteCareReport } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { reportQuery, toFullReport } from './queries.js';

/** One report with every field, draft or not: the staff's read (the workspace's report form and preview). */
export async function findFullReport(db: Db, reportGuid: string): Promise<SiteCareReport | undefined> {
  const row = await reportQuery(db).where('r.site_care_report_guid', '=', reportGuid).executeTakeFirst();
  return row && toFullReport(row);
}
