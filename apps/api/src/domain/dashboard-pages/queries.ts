import type { AgencyDashboardPage, DashboardPage } from '@client-portal/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DashboardPagesTable } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';

/**
 * A project's pages in the order every screen shows them: the client's list, the workspace's project page, and the
 * writes that renumber them.
 */
export const dashboardPagesQuery = (db: Db, projectGuid: string) =>
  db
    .selectFrom('dashboard_pages')
    .selectAll()
    .where('project_guid', '=', projectGuid)
    .orderBy('sort_order')
    .orderBy('title')
    .orderBy('dashboard_page_guid');

/** One page by its GUID. */
export const dashboardPageQuery = (db: Db, dashboardPageGuid: string) =>
  db.selectFrom('dashboard_pages').selectAll().where('dashboard_page_guid', '=', dashboardPageGuid);

/** The project of the page a change names, read before the change locks that project; unknown → 404. */
export async function projectOfPage(db: Db, dashboardPageGuid: string): Promise<string> {
  const page = await db
    .selectFrom('dashboard_pages')
    .select('project_guid')
    .where('dashboard_page_guid', '=', dashboardPageGuid)
    .executeTakeFirst();
  if (!page) throw notFound(`Dashboard page ${dashboardPageGuid} not found.`);
  return page.project_guid;
}

export const toDashboardPage = (row: Selectable<DashboardPagesTable>): DashboardPage => ({
  dashboardPageGuid: row.dashboard_page_guid,
  title: row.title,
  iconClass: row.icon_class,
  url: row.url,
  projectGuid: row.project_guid,
});

/** A page as staff see it: with its place in the project's order. */
export const toAgencyDashboardPage = (row: Selectable<DashboardPagesTable>): AgencyDashboardPage => ({
  ...toDashboardPage(row),
  sortOrder: Number(row.sort_order),
});
