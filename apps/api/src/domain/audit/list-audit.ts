import type { AuditEntry } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { auditQuery, toAuditEntries } from './queries.js';

/** The changes made to one object, newest first, with who made each. */
export async function listAudit(db: Db, objectGuid: string): Promise<AuditEntry[]> {
  return toAuditEntries(db, await auditQuery(db, objectGuid).execute());
}
