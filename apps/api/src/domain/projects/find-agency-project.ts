import type { AgencyProjectDetail } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { listAudit } from '../audit/list-audit.js';
import { dashboardPagesQuery, toAgencyDashboardPage } from '../dashboard-pages/queries.js';
import { agencyProjectsQuery, toAgencyProject, usersByProject } from './queries.js';

/** One project as the workspace's project page shows it: pages in order, and its history newest first. */
export async function findAgencyProject(db: Db, projectGuid: string): Promise<AgencyProjectDetail | undefined> {
  const row = await agencyProjectsQuery(db).where('p.project_guid', '=', projectGuid).executeTakeFirst();
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
