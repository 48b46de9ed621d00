import type { ProjectListItem } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { openTicketCount, reportCount } from '../shared/counts.js';

const projectsForUserQuery = (db: Db, userGuid: string) =>
  db
    .selectFrom('projects as p')
    .innerJoin('project_users as pu', 'pu.project_guid', 'p.project_guid')
    .where('pu.user_guid', '=', userGuid)
    .select((eb) => [
      'p.project_guid',
      'p.name',
      'p.status',
      'p.site_care_schedule_guid',
      openTicketCount(db, eb.ref('p.project_guid')).as('open_tickets'),
      reportCount(db, eb.ref('p.site_care_schedule_guid')).as('site_care_reports'),
    ])
    .orderBy('p.name')
    .orderBy('p.project_guid');

/** Projects the user is authorised on, with both counts computed in the same single query. */
export async function listProjectsForUser(db: Db, userGuid: string): Promise<ProjectListItem[]> {
  const rows = await projectsForUserQuery(db, userGuid).execute();
  return rows.map((row) => ({
    projectGuid: row.project_guid,
    name: row.name,
    status: row.status,
    countOfOpenTickets: Number(row.open_tickets ?? 0),
    countOfSiteCareReports: Number(row.site_care_reports ?? 0),
    siteCareScheduleGuid: row.site_care_schedule_guid,
  }));
}
