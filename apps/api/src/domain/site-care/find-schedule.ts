import type { SiteCareSchedule } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { scheduleQuery, toSchedule } from './queries.js';

export async function findSchedule(db: Db, scheduleGuid: string): Promise<SiteCareSchedule | undefined> {
  const row = await scheduleQuery(db).where('s.site_care_schedule_guid', '=', scheduleGuid).executeTakeFirst();
  return row && toSchedule(row);
}
