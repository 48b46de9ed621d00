import type { AuditEntry } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { auditQuery, toAuditEntries } from './queries.js';

/** The latest change to an object: who made it and when (a 409 answer names them). */
export async function findLatestAudit(db: Db, objectGuid: string): Promise<AuditEntry | undefined> {
  const row = await auditQuery(db, objectGuid).limit(1).executeTakeFirst();
  return row && (await toAuditEntries(db, [row]))[0];
}
