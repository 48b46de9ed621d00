import type { ProjectDetail, ProjectListItem, ProjectUser } from '@client-portal/contract';
import type { Db } from '../db/database.js';
import { openTicketCount, reportCount } from './shared/counts.js';
import type { VisibleProject } from './shared/access.js';

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

const projectUsersQuery = (db: Db, projectGuid: string) =>
  db
    .selectFrom('project_users as pu')
    .innerJoin('users as u', 'u.user_guid', 'pu.user_guid')
    .where('pu.project_guid', '=', projectGuid)
    .where('u.disabled_at', 'is', null)
    .select(['u.user_guid', 'u.first_name', 'u.last_name', 'u.email'])
    .orderBy('u.last_name')
    .orderBy('u.first_name');

export async function listProjectUsers(db: Db, projectGuid: string): Promise<ProjectUser[]> {
  const rows = await projectUsersQuery(db, projectGuid).execute();
  return rows.map((u) => ({ userGuid: u.user_guid, firstName: u.first_name, lastName: u.last_name, email: u.email }));
}

/** The project page's project, from the row its access check read (assertProjectAccess). */
export function toProjectDto(project: VisibleProject): ProjectDetail['projectDto'] {
  return {
    projectGuid: project.project_guid,
    name: project.name,
    status: project.status,
    startDate: project.start_date,
    periodStartDate: project.period_start_date,
    periodEndDate: project.period_end_date,
  };
}
