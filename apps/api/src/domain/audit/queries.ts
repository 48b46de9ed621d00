import type { AuditEntry } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { toPerson } from '../shared/people.js';
import { guidsIn, nameGuids } from './name-guids.js';
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

/** One object's history: the changes made to it (its sign-ins, if it is an account, stay in the audit log). */
export const auditQuery = (db: Db, objectGuid: string) =>
  auditColumns(db).where('a.object_guid', '=', objectGuid).where('a.object_type', '!=', 'account');

type AuditRow = Awaited<ReturnType<ReturnType<typeof auditColumns>['executeTakeFirstOrThrow']>>;

/**
 * The rows as entries, each with what the GUIDs in its changes name (looked up once for them all, and only when there
 * are any); with `nameObject`, what each entry is about too (the audit log; an object's own history knows it).
 */
export async function toAuditEntries(
  db: Db,
  rows: AuditRow[],
  { nameObject = false }: { nameObject?: boolean } = {},
): Promise<AuditEntry[]> {
  const entries = rows.map((row) => {
    const changes = JSON.parse(row.changes) as Changes;
    return { row, changes, guids: guidsIn(nameObject ? [row.object_guid, changes] : changes) };
  });
  const names = await nameGuids(db, new Set(entries.flatMap(({ guids }) => [...guids])));
  return entries.map(({ row, changes, guids }) => ({
    ...toAuditEntry(row, changes),
    names: Object.fromEntries([...guids].filter((guid) => guid in names).map((guid) => [guid, names[guid]!])),
  }));
}

const toAuditEntry = (row: AuditRow, changes: Changes): Omit<AuditEntry, 'names'> => ({
  auditGuid: row.audit_guid,
  actor: toPerson(row.actor_user_guid, row),
  objectType: row.object_type,
  objectGuid: row.object_guid,
  action: row.action,
  ipAddress: row.ip_address,
  changes,
  createdAt: row.created_at,
});
