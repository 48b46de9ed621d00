import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/time.js';

/** Each changed field with its value before and after. */
export type Changes = Record<string, { before: unknown; after: unknown }>;

/** What staff change; the audit page filters on the GUID. */
export type AuditObjectType =
  | 'ticket'
  | 'client'
  | 'staff'
  | 'project'
  | 'dashboard page'
  | 'site care schedule'
  | 'site care report'
  | 'settings'
  | 'email'
  | 'saved reply'
  | 'account';

export interface AuditRecord {
  /**
   * Who made the change, and from which address (the signed-in user of the request); no one, from an address (a failed
   * sign-in); null: the portal itself.
   */
  actor: { userGuid: string | null; ipAddress: string | null } | null;
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
      actor_user_guid: record.actor?.userGuid ?? null,
      ip_address: record.actor?.ipAddress ?? null,
      object_type: record.objectType,
      object_guid: record.objectGuid,
      action: record.action,
      changes: JSON.stringify(record.changes),
      created_at: nowIso(),
    })
    .execute();
}
