import { AUDIT_PAGE_SIZE, type AuditPage, type AuditQuery } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { likePattern } from '../shared/like-pattern.js';
import { auditColumns, toAuditEntries } from './queries.js';

/**
 * The GUIDs of what goes by a name holding the text (in any case): people (name or email address), projects,
 * tickets (title, or number), dashboard pages, saved replies, monitors.
 */
function namedLike(db: Db, text: string) {
  const pattern = likePattern(text);
  const like = (column: RawBuilder<unknown>) => sql<SqlBool>`lower(${column}) like ${pattern} escape '\\'`;
  const number = /^#?(\d{1,9})$/.exec(text)?.[1];
  return db
    .selectFrom('users')
    .select('user_guid as guid')
    .where(sql<SqlBool>`${like(sql`first_name || ' ' || last_name`)} or ${like(sql`email`)}`)
    .unionAll(
      db
        .selectFrom('projects')
        .select('project_guid as guid')
        .where(like(sql`name`)),
    )
    .unionAll(
      db
        .selectFrom('tickets')
        .select('ticket_guid as guid')
        .where((eb) =>
          eb.or([like(sql`name`), ...(number ? [eb(eb('ticket_id', '%', 100000), '=', Number(number) % 100000)] : [])]),
        ),
    )
    .unionAll(
      db
        .selectFrom('dashboard_pages')
        .select('dashboard_page_guid as guid')
        .where(like(sql`title`)),
    )
    .unionAll(
      db
        .selectFrom('saved_replies')
        .select('reply_guid as guid')
        .where(like(sql`title`)),
    )
    .unionAll(
      db
        .selectFrom('monitors')
        .select('monitor_guid as guid')
        .where(like(sql`coalesce(name, '') || ' ' || url`)),
    );
}

/**
 * The whole log for admins, newest first, narrowed to one entity, one actor, one kind or what goes by a name; a page
 * and whether more follow. Each entry names what it is about.
 */
export async function listAuditPage(db: Db, query: AuditQuery): Promise<AuditPage> {
  let select = auditColumns(db);
  if (query.entityGuid) select = select.where('a.object_guid', '=', query.entityGuid);
  if (query.actorUserGuid) select = select.where('a.actor_user_guid', '=', query.actorUserGuid);
  if (query.objectType) select = select.where('a.object_type', '=', query.objectType);
  if (query.about) select = select.where('a.object_guid', 'in', namedLike(db, query.about));
  const rows = await select
    .limit(AUDIT_PAGE_SIZE + 1)
    .offset((query.page - 1) * AUDIT_PAGE_SIZE)
    .execute();
  return {
    items: await toAuditEntries(db, rows.slice(0, AUDIT_PAGE_SIZE), { nameObject: true }),
    hasMore: rows.length > AUDIT_PAGE_SIZE,
    page: query.page,
    pageSize: AUDIT_PAGE_SIZE,
  };
}
