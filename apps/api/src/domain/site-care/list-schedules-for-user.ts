import type { SiteCareSchedule } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { scheduleQuery, toSchedule } from './queries.js';

/** Schedules linked to any of the user's projects. */
export async function listSchedulesForUser(db: Db, userGuid: string): Promise<SiteCareSchedule[]> {
  const rows = await scheduleQuery(db)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('projects as p')
          .innerJoin('project_users as pu', 'pu.project_guid', 'p.project_guid')
          .select('p.project_guid')
          .whereRef('p.site_care_schedule_guid', '=', 's.site_care_schedule_guid')
          .where('pu.user_guid', '=', userGuid),
      ),
    )
    .orderBy('s.domain_name')
    .execute();
  return rows.map(toSchedule);
}
