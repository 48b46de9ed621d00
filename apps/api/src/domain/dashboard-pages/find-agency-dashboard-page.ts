import type { AgencyDashboardPage } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { dashboardPageQuery, toAgencyDashboardPage } from './queries.js';

export async function findAgencyDashboardPage(db: Db, guid: string): Promise<AgencyDashboardPage | undefined> {
  const row = await dashboardPageQuery(db, guid).executeTakeFirst();
  return row && toAgencyDashboardPage(row);
}
