import type { AgencyProject, Person, ProjectDetail } from '@client-portal/contract';
import { isPostgres, type Db } from '../../db/database.js';
import { notFound } from '../../lib/app-error.js';
import type { VisibleProject } from '../shared/access.js';
import { openTicketCount, reportCount } from '../shared/counts.js';

/** Projects as the workspace lists them: each with its schedule and both counts, in name order. */
export const agencyProjectsQuery = (db: Db) =>
  db
    .selectFrom('projects as p')
    .leftJoin('site_care_schedules as s', 's.site_care_schedule_guid', 'p.site_care_schedule_guid')
    .select((eb) => [
      'p.project_guid',
      'p.name',
      'p.status',
      'p.start_date',
      'p.period_start_date',
      'p.period_end_date',
      's.site_care_schedule_guid',
      's.domain_name',
      's.site_care_day',
      's.status as schedule_status',
      openTicketCount(db, eb.ref('p.project_guid')).as('open_tickets'),
      reportCount(db, eb.ref('s.site_care_schedule_guid')).as('report_count'),
    ])
    .orderBy('p.name')
    .orderBy('p.project_guid');

type AgencyProjectRow = Awaited<ReturnType<ReturnType<typeof agencyProjectsQuery>['executeTakeFirstOrThrow']>>;

export const toAgencyProject = (row: AgencyProjectRow, users: Person[]): AgencyProject => ({
  projectGuid: row.project_guid,
  name: row.name,
  status: row.status,
  startDate: row.start_date,
  periodStartDate: row.period_start_date,
  periodEndDate: row.period_end_date,
  users,
  countOfOpenTickets: Number(row.open_tickets ?? 0),
  schedule: row.site_care_schedule_guid
    ? {
        siteCareScheduleGuid: row.site_care_schedule_guid,
        domainName: row.domain_name ?? '',
        siteCareDay: Number(row.site_care_day),
        status: row.schedule_status ?? '',
        countOfSiteCareReports: Number(row.report_count ?? 0),
      }
    : null,
});

/**
 * The enabled authorised users of the given projects, by project, by name: the client's project page and the
 * workspace's project list and page all read them here.
 */
export async function usersByProject(db: Db, projectGuids: string[]): Promise<Map<string, Person[]>> {
  const byProject = new Map<string, Person[]>();
  if (projectGuids.length === 0) return byProject;
  const query = db
    .selectFrom('project_users as pu')
    .innerJoin('users as u', 'u.user_guid', 'pu.user_guid')
    .where('u.disabled_at', 'is', null)
    .select(['pu.project_guid', 'u.user_guid', 'u.first_name', 'u.last_name', 'u.email'])
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('u.user_guid')
    .where('pu.project_guid', 'in', projectGuids);
  for (const row of await query.execute()) {
    const users = byProject.get(row.project_guid) ?? [];
    users.push({ userGuid: row.user_guid, firstName: row.first_name, lastName: row.last_name, email: row.email });
    byProject.set(row.project_guid, users);
  }
  return byProject;
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

/**
 * The project's row for a write, locked on PostgreSQL until the transaction ends: call it first in the transaction,
 * after any user's row (the order of row locks: ARCHITECTURE.md, "How writers keep out of each other's way").
 */
export async function findProjectForChange(db: Db, projectGuid: string) {
  let query = db.selectFrom('projects').selectAll().where('project_guid', '=', projectGuid);
  if (isPostgres(db)) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** 404 unless the project exists: for the calls on a project's monitors and maintenance. */
export async function requireProject(db: Db, projectGuid: string): Promise<void> {
  const project = await db
    .selectFrom('projects')
    .select('project_guid')
    .where('project_guid', '=', projectGuid)
    .executeTakeFirst();
  if (!project) throw notFound(`Project ${projectGuid} not found.`);
}
