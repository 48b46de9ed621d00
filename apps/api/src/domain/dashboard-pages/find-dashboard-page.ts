import type { DashboardPage } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { dashboardPageQuery, toDashboardPage } from './queries.js';

export async function findDashboardPage(db: Db, dashboardPageGuid: string): Promise<DashboardPage | undefined> {
  const row = await dashboardPageQuery(db, dashboardPageGuid).executeTakeFirst();
  return row && toDashboardPage(row);
}
