import type { DashboardPage } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { dashboardPagesQuery, toDashboardPage } from './queries.js';

/** A project's pages, in their order. */
export async function listDashboardPages(db: Db, projectGuid: string): Promise<DashboardPage[]> {
  const rows = await dashboardPagesQuery(db, projectGuid).execute();
  return rows.map(toDashboardPage);
}
