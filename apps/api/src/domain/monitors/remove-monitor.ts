import type { Db } from '../../db/database.js';
import { recordAudit } from '../audit/record-audit.js';
import type { AuthUser } from '../shared/auth-user.js';
import { findMonitor } from './find-monitor.js';

/** Removes a monitor with everything it measured. */
export async function removeMonitor(db: Db, staff: AuthUser, monitorGuid: string): Promise<void> {
  const current = await findMonitor(db, monitorGuid);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('monitors').where('monitor_guid', '=', monitorGuid).execute();
    await recordAudit(trx, {
      actor: staff,
      objectType: 'project',
      objectGuid: current.projectGuid,
      action: 'monitor removed',
      changes: { monitor: { before: { monitorGuid, url: current.url }, after: null } },
    });
  });
}
