import { randomUUID } from 'node:crypto';
import { AUDIT_PAGE_SIZE, type AuditEntry, type AuditPage, type AuditQuery } from '@client-portal/contract';
import type { Db } from '../db/database.js';
import { nowIso } from '../lib/time.js';
import { toPerson } from './shared/people.js';

/** Each changed field with its value before and after. */
export type Changes = Record<string, { before: unknown; after: unknown }>;

/** What staff change; the audit page filters on the GUID. */
export type AuditObjectType =
  'ticket' | 'client' | 'staff' | 'project' | 'dashboard page' | 'site care schedule' | 'site care report' | 'settings';

export interface AuditRecord {
  /** Who made the change, and from which address (the signed-in user of the request). */
  actor: { userGuid: string; ipAddress: string | null };
  objectType: AuditObjectType;
  objectGuid: string;
  action: string;
  changes: Changes;
}

/** Every staff write records itself here, in the transaction that makes the change. */
export async function recordAudit(db: Db, record: AuditRecord): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      audit_guid: randomUUID(),
      actor_user_guid: record.actor.userGuid,
      ip_address: record.actor.ipAddress,
      object_type: record.objectType,
      object_guid: record.objectGuid,
      action: record.action,
      changes: JSON.stringify(record.changes),
      created_at: nowIso(),
    })
    .execute();
}

const auditColumns = (db: Db) =>
  db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.user_guid', 'a.actor_user_guid')
    .select([
      'a.audit_guid',
      'a.object_type',
      'a.object_guid',
      'a.action',
      'a.changes',
      'a.created_at',
      'a.actor_user_guid',
      'a.ip_address',
    ])
    .select(['u.first_name', 'u.last_name', 'u.email'])
    .orderBy('a.created_at', 'desc')
    .orderBy('a.audit_guid', 'desc');

const auditQuery = (db: Db, objectGuid: string) => auditColumns(db).where('a.object_guid', '=', objectGuid);

type AuditRow = Awaited<ReturnType<ReturnType<typeof auditColumns>['executeTakeFirstOrThrow']>>;

const toAuditEntry = (row: AuditRow): AuditEntry => ({
  auditGuid: row.audit_guid,
  actor: toPerson(row.actor_user_guid, row),
  objectType: row.object_type,
  objectGuid: row.object_guid,
  action: row.action,
  ipAddress: row.ip_address,
  changes: JSON.parse(row.changes) as Changes,
  createdAt: row.created_at,
});

/** The changes made to one object, newest first, with who made each. */
export async function listAudit(db: Db, objectGuid: string): Promise<AuditEntry[]> {
  return (await auditQuery(db, objectGuid).execute()).map(toAuditEntry);
}

/** The latest change to an object: who made it and when (a 409 answer names them). */
export async function latestAudit(db: Db, objectGuid: string): Promise<AuditEntry | undefined> {
  const row = await auditQuery(db, objectGuid).limit(1).executeTakeFirst();
  return row && toAuditEntry(row);
}

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
    items: rows.slice(0, AUDIT_PAGE_SIZE).map(toAuditEntry),
    hasMore: rows.length > AUDIT_PAGE_SIZE,
    page: query.page,
    pageSize: AUDIT_PAGE_SIZE,
  };
}
