import {
  type AgencyDashboardPage,
  type AgencyProject,
  type AgencyProjectDetail,
  type AgencyProjectPage,
  type AgencyProjectQuery,
  type Person,
} from '@client-portal/contract';
import { sql, type Selectable, type SqlBool } from 'kysely';
import { isPostgres, type Db } from '../db/database.js';
import type { DashboardPagesTable } from '../db/schema.js';
import { listAudit } from './audit/list-audit.js';
import { openTicketCount, reportCount } from './shared/counts.js';
import { pageOffset, pageTotal } from './shared/paging.js';
import { likePattern } from './shared/like-pattern.js';

/**
 * On PostgreSQL, a read made `FOR UPDATE`: the row stays locked for the rest of the transaction, so two writes on
 * one project (reordering its pages) or one schedule (its month's report) take turns. SQLite has one writer at a time.
 */

const projectsQuery = (db: Db) =>
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

type ProjectRow = Awaited<ReturnType<ReturnType<typeof projectsQuery>['executeTakeFirstOrThrow']>>;

/** Enabled authorised users of the given projects, by project. */
async function usersByProject(db: Db, projectGuids: string[]): Promise<Map<string, Person[]>> {
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

const toAgencyProject = (row: ProjectRow, users: Person[]): AgencyProject => ({
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

/** The projects matching the search (the name, in any case; `%` and `_` as text) and filters. */
const matchingProjects = (db: Db, query: AgencyProjectQuery) => {
  let select = db.selectFrom('projects as p');
  if (query.q) {
    const pattern = likePattern(query.q);
    select = select.where(sql<SqlBool>`lower(p.name) like ${pattern} escape '\\'`);
  }
  if (query.status) select = select.where('p.status', '=', query.status);
  if (query.withSchedule) select = select.where('p.site_care_schedule_guid', 'is not', null);
  return select;
};

/**
 * A page of the projects by name (the workspace's list and its pickers), each with its enabled users, open tickets
 * and schedule: the page's GUIDs first, from the name index, then those rows with their counts and users.
 */
export async function listAgencyProjects(db: Db, query: AgencyProjectQuery): Promise<AgencyProjectPage> {
  const offset = pageOffset(query.page, query.pageSize);
  const page = await matchingProjects(db, query)
    .select('p.project_guid')
    .orderBy('p.name')
    .orderBy('p.project_guid')
    .limit(query.pageSize)
    .offset(offset)
    .execute();
  const guids = page.map((row) => row.project_guid);
  const [rows, users, total] = await Promise.all([
    guids.length ? projectsQuery(db).where('p.project_guid', 'in', guids).execute() : [],
    usersByProject(db, guids),
    pageTotal(offset, guids.length, query.pageSize, async () => {
      const row = await matchingProjects(db, query)
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    }),
  ]);
  return {
    items: rows.map((row) => toAgencyProject(row, users.get(row.project_guid) ?? [])),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export const toAgencyDashboardPage = (row: Selectable<DashboardPagesTable>): AgencyDashboardPage => ({
  dashboardPageGuid: row.dashboard_page_guid,
  title: row.title,
  iconClass: row.icon_class,
  url: row.url,
  projectGuid: row.project_guid,
  sortOrder: Number(row.sort_order),
});

/** A project's pages in the order the client screens show them (listDashboardPages' order). */
export const dashboardPagesQuery = (db: Db, projectGuid: string) =>
  db
    .selectFrom('dashboard_pages')
    .selectAll()
    .where('project_guid', '=', projectGuid)
    .orderBy('sort_order')
    .orderBy('title')
    .orderBy('dashboard_page_guid');

export async function findAgencyDashboardPage(db: Db, guid: string): Promise<AgencyDashboardPage | undefined> {
  const row = await db
    .selectFrom('dashboard_pages')
    .selectAll()
    .where('dashboard_page_guid', '=', guid)
    .executeTakeFirst();
  return row && toAgencyDashboardPage(row);
}

/** One project as the workspace's project page shows it: pages in order, and its history newest first. */
export async function findAgencyProject(db: Db, projectGuid: string): Promise<AgencyProjectDetail | undefined> {
  const row = await projectsQuery(db).where('p.project_guid', '=', projectGuid).executeTakeFirst();
  if (!row) return undefined;
  const [users, pages, history] = await Promise.all([
    usersByProject(db, [projectGuid]),
    dashboardPagesQuery(db, projectGuid).execute(),
    listAudit(db, projectGuid),
  ]);
  return {
    ...toAgencyProject(row, users.get(projectGuid) ?? []),
    dashboardPages: pages.map(toAgencyDashboardPage),
    history,
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
