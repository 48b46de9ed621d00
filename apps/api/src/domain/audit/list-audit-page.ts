import { AUDIT_PAGE_SIZE, type AuditPage, type AuditQuery } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { auditColumns, toAuditEntries } from './queries.js';

/** The whole log for admins, newest first, narrowed to one entity and/or one actor; a page and whether more follow. */
export async function listAuditPage(db: Db, query: AuditQuery): Promise<AuditPage> {
  let select = auditColumns(db);
  if (query.entityGuid) select = select.where('a.object_guid', '=', query.entityGuid);
  if (query.actorUserGuid) select = select.where('a.actor_user_guid', '=', query.actorUserGuid);
  const rows = await select
    .limit(AUDIT_PAGE_SIZE + 1)
    .offset((query.page - 1) * AUDIT_PAGE_SIZE)
    .execute();
  return {
    items: await toAuditEntries(db, rows.slice(0, AUDIT_PAGE_SIZE)),
    hasMore: rows.length > AUDIT_PAGE_SIZE,
    page: query.page,
    pageSize: AUDIT_PAGE_SIZE,
  };
}
