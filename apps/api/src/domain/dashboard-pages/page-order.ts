import type { Db } from '../../db/database.js';

/**
 * Numbers a project's pages 0..n-1 in the given order, writing only the rows whose place changed. Called inside the
 * transaction of the write that reorders them, after the project's row was read for change (locked on PostgreSQL).
 */
export async function renumberPages(
  trx: Db,
  pages: readonly { dashboard_page_guid: string; sort_order: number }[],
): Promise<void> {
  for (const [index, page] of pages.entries()) {
    if (Number(page.sort_order) === index) continue;
    await trx
      .updateTable('dashboard_pages')
      .set({ sort_order: index })
      .where('dashboard_page_guid', '=', page.dashboard_page_guid)
      .execute();
  }
}
