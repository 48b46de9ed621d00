import { randomUUID } from 'node:crypto';
import type { AuditEntry } from '@client-portal/contract';
import type { Db } from '../db/database.js';
import { nowIso } from '../lib/time.js';
import { toPerson } from './people.js';

/** Each changed field with its value before and after. */
export type Changes = Record<string, { before: unknown; after: unknown }>;

export interface AuditRecord {
  actorUserGuid: string;
  objectType: 'ticket';
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
      actor_user_guid: record.actorUserGuid,
      object_type: record.objectType,
      object_guid: record.objectGuid,
      action: record.action,
      changes: JSON.stringify(record.changes),
      created_at: nowIso(),
    })
    .execute();
}

const auditQuery = (db: Db, objectGuid: string) =>
  db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.user_guid', 'a.actor_user_guid')
    .select(['a.audit_guid', 'a.action', 'a.changes', 'a.created_at', 'a.actor_user_guid'])
    .select(['u.first_name', 'u.last_name', 'u.email'])
    .where('a.object_guid', '=', objectGuid)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.audit_guid', 'desc');

type AuditRow = Awaited<ReturnType<ReturnType<typeof auditQuery>['executeTakeFirstOrThrow']>>;

const toAuditEntry = (row: AuditRow): AuditEntry => ({
  auditGuid: row.audit_guid,
  actor: toPerson(row.actor_user_guid, row),
  action: row.action,
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
