import type { DashboardPage } from '@client-portal/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { DashboardPagesTable } from '../db/schema.js';

const toDashboardPage = (row: Selectable<DashboardPagesTable>): DashboardPage => ({
  dashboardPageGuid: row.dashboard_page_guid,
  title: row.title,
  iconClass: row.icon_class,
  url: row.url,
  projectGuid: row.project_guid,
});

export async function listDashboardPages(db: Db, projectGuid: string): Promise<DashboardPage[]> {
  const rows = await db
    .selectFrom('dashboard_pages')
    .selectAll()
    .where('project_guid', '=', projectGuid)
    .orderBy('sort_order')
    .orderBy('title')
    .execute();
  return rows.map(toDashboardPage);
}

export async function findDashboardPage(db: Db, dashboardPageGuid: string): Promise<DashboardPage | undefined> {
  const row = await db
    .selectFrom('dashboard_pages')
    .selectAll()
    .where('dashboard_page_guid', '=', dashboardPageGuid)
    .executeTakeFirst();
  return row && toDashboardPage(row);
}

/**
 * Origins of every dashboard URL: the CSP's frame-src. Whatever is stored is returned as `URL` parses it; the policy
 * itself decides which of them it can name (see security-headers.ts).
 */
export async function listDashboardOrigins(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('dashboard_pages').select('url').distinct().execute();
  const origins = new Set<string>();
  for (const { url } of rows) {
    try {
      const parsed = new URL(url);
      if (parsed.protocol === 'https:' || parsed.protocol === 'http:') origins.add(parsed.origin);
    } catch {
      // Not a URL at all: nothing to frame.
    }
  }
  return [...origins].sort();
}
