import type { Monitor } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/app-error.js';
import { monitorsQuery, toMonitor } from './queries.js';

/** One monitor; 404 when it does not exist. */
export async function findMonitor(db: Db, monitorGuid: string): Promise<Monitor> {
  const row = await monitorsQuery(db).where('m.monitor_guid', '=', monitorGuid).executeTakeFirst();
  if (!row) throw notFound(`Monitor ${monitorGuid} not found.`);
  return toMonitor(row);
}
