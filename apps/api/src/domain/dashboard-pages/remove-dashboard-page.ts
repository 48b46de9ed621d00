import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/app-error.js';
import type { AuthUser } from '../shared/auth-user.js';
import { recordAudit } from '../audit/record-audit.js';
import { dashboardPagesQuery, projectOfPage } from './queries.js';
import { findProjectForChange } from '../projects/queries.js';
import { renumberPages } from './page-order.js';

/** Removes a page; the project's other pages close up (0..n-1). Audited in the project's history. */
export async function removeDashboardPage(db: Db, staff: AuthUser, dashboardPageGuid: string): Promise<void> {
  const projectGuid = await projectOfPage(db, dashboardPageGuid);
  await db.transaction().execute(async (trx) => {
    await findProjectForChange(trx, projectGuid);
    const siblings = await dashboardPagesQuery(trx, projectGuid).execute();
    const removed = siblings.find((row) => row.dashboard_page_guid === dashboardPageGuid);
    if (!removed) throw notFound(`Dashboard page ${dashboardPageGuid} not found.`);
    await trx.deleteFrom('dashboard_pages').where('dashboard_page_guid', '=', dashboardPageGuid).execute();
    await renumberPages(
      trx,
      siblings.filter((row) => row !== removed),
    );
    await recordAudit(trx, {
      actor: staff,
      objectType: 'project',
      objectGuid: projectGuid,
      action: 'dashboard page removed',
      changes: {
        dashboardPageGuid: { before: dashboardPageGuid, after: null },
        title: { before: removed.title, after: null },
        iconClass: { before: removed.icon_class, after: null },
        url: { before: removed.url, after: null },
        sortOrder: { before: siblings.indexOf(removed), after: null },
      },
    });
  });
}
