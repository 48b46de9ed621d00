import { randomUUID } from 'node:crypto';
import type { NewDashboardPage } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/app-error.js';
import type { AuthUser } from '../shared/auth-user.js';
import { recordAudit } from '../audit/record-audit.js';
import { dashboardPagesQuery } from './queries.js';
import { findProjectForChange } from '../projects/queries.js';
import { renumberPages } from './page-order.js';

/**
 * A new dashboard page, last in the project's order; returns its GUID. The audit keeps it in the project's history
 * (objectType `project`, action `dashboard page added`), where staff look for what changed on a project.
 */
export async function addDashboardPage(
  db: Db,
  staff: AuthUser,
  projectGuid: string,
  input: NewDashboardPage,
): Promise<string> {
  const dashboardPageGuid = randomUUID();
  await db.transaction().execute(async (trx) => {
    if (!(await findProjectForChange(trx, projectGuid))) throw notFound(`Project ${projectGuid} not found.`);
    const siblings = await dashboardPagesQuery(trx, projectGuid).execute();
    await renumberPages(trx, siblings);
    const values = {
      dashboard_page_guid: dashboardPageGuid,
      project_guid: projectGuid,
      title: input.title,
      icon_class: input.iconClass,
      url: input.url,
      sort_order: siblings.length,
    };
    await trx.insertInto('dashboard_pages').values(values).execute();
    await recordAudit(trx, {
      actor: staff,
      objectType: 'project',
      objectGuid: projectGuid,
      action: 'dashboard page added',
      changes: {
        dashboardPageGuid: { before: null, after: dashboardPageGuid },
        title: { before: null, after: values.title },
        iconClass: { before: null, after: values.icon_class },
        url: { before: null, after: values.url },
        sortOrder: { before: null, after: values.sort_order },
      },
    });
  });
  return dashboardPageGuid;
}
