import type { DashboardPageChange } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/app-error.js';
import type { AuthUser } from '../shared/auth-user.js';
import { recordAudit, type Changes } from '../audit/record-audit.js';
import { dashboardPagesQuery, projectOfPage } from './queries.js';
import { findProjectForChange } from '../projects/queries.js';
import { renumberPages } from './page-order.js';

/**
 * Changes a page's title, icon or URL, or moves it to `sortOrder` (past the end: last), the other pages closing up
 * around it, all in one transaction. Audited in the project's history (action `dashboard page changed`).
 */
export async function changeDashboardPage(
  db: Db,
  staff: AuthUser,
  dashboardPageGuid: string,
  change: DashboardPageChange,
): Promise<void> {
  const projectGuid = await projectOfPage(db, dashboardPageGuid);
  await db.transaction().execute(async (trx) => {
    await findProjectForChange(trx, projectGuid);
    const siblings = await dashboardPagesQuery(trx, projectGuid).execute();
    const index = siblings.findIndex((row) => row.dashboard_page_guid === dashboardPageGuid);
    // Deleted (or moved to another project) between the two reads.
    if (index < 0) throw notFound(`Dashboard page ${dashboardPageGuid} not found.`);
    const current = siblings[index]!;
    const changes: Changes = {};
    const set: { title?: string; icon_class?: string; url?: string } = {};
    if (change.title !== undefined && change.title !== current.title) {
      changes.title = { before: current.title, after: change.title };
      set.title = change.title;
    }
    if (change.iconClass !== undefined && change.iconClass !== current.icon_class) {
      changes.iconClass = { before: current.icon_class, after: change.iconClass };
      set.icon_class = change.iconClass;
    }
    if (change.url !== undefined && change.url !== current.url) {
      changes.url = { before: current.url, after: change.url };
      set.url = change.url;
    }
    if (Object.keys(set).length > 0) {
      await trx.updateTable('dashboard_pages').set(set).where('dashboard_page_guid', '=', dashboardPageGuid).execute();
    }
    if (change.sortOrder !== undefined) {
      const target = Math.min(change.sortOrder, siblings.length - 1);
      // Only a move renumbers the project's pages (0…n-1); the move is audited like any other change.
      if (target !== index) {
        changes.sortOrder = { before: index, after: target };
        const order = [...siblings];
        order.splice(index, 1);
        order.splice(target, 0, current);
        await renumberPages(trx, order);
      }
    }
    if (Object.keys(changes).length === 0) return;
    await recordAudit(trx, {
      actor: staff,
      objectType: 'project',
      objectGuid: projectGuid,
      action: 'dashboard page changed',
      changes: { dashboardPageGuid: { before: dashboardPageGuid, after: dashboardPageGuid }, ...changes },
    });
  });
}
