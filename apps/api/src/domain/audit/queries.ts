import type { AuditEntry } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { toPerson } from '../shared/people.js';
import type { Changes } from './record-audit.js';

/** The log's entries with who made each, newest first: every read of the log starts here. */
export const auditColumns = (db: Db) =>
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

export const auditQuery = (db: Db, objectGuid: string) => auditColumns(db).where('a.object_guid', '=', objectGuid);

type AuditRow = Awaited<ReturnType<ReturnType<typeof auditColumns>['executeTakeFirstOrThrow']>>;

export const toAuditEntry = (row: AuditRow): AuditEntry => ({
  auditGuid: row.audit_guid,
  actor: toPerson(row.actor_user_guid, row),
  objectType: row.object_type,
  objectGuid: row.object_guid,
  action: row.action,
  ipAddress: row.ip_address,
  changes: JSON.parse(row.changes) as Changes,
  createdAt: row.created_at,
});
