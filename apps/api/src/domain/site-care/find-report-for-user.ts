import type { SiteCareReport } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { scheduleVisibleTo } from '../shared/access.js';
import type { AuthUser } from '../shared/auth-user.js';
import { reportQuery, toReport } from './queries.js';

// The report page's read, with the caller's access to its schedule.
const reportForUserQuery = (db: Db, reportGuid: string, userGuid: string) =>
  reportQuery(db)
    .select((eb) => scheduleVisibleTo(eb.ref('r.site_care_schedule_guid'), userGuid).as('allowed'))
    .where('r.site_care_report_guid', '=', reportGuid);

/** One report, and whether the caller may see it (assertScheduleAccess's rule), decided with the same read. */
export async function findReportForUser(
  db: Db,
  reportGuid: string,
  viewer: AuthUser,
): Promise<{ report: SiteCareReport; allowed: boolean } | undefined> {
  const row = await reportForUserQuery(db, reportGuid, viewer.userGuid).executeTakeFirst();
  return row && { report: toReport(row), allowed: Boolean(row.allowed) || viewer.isStaff };
}
