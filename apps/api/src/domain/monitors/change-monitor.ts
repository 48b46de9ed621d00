import type { MonitorChange } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { badRequest } from '../../lib/app-error.js';
import { recordAudit, type Changes } from '../audit/record-audit.js';
import type { AuthUser } from '../shared/auth-user.js';
import { findMonitor } from './find-monitor.js';
import { firstCheckAt } from './queries.js';

const FIELDS = {
  name: 'name',
  url: 'url',
  expectedStatusMin: 'expected_status_min',
  expectedStatusMax: 'expected_status_max',
  keyword: 'keyword',
  intervalSeconds: 'interval_seconds',
  timeoutSeconds: 'timeout_seconds',
  ignoreTlsErrors: 'ignore_tls_errors',
} as const;

/**
 * Changes a monitor's name, or what it checks or how (which starts it again, due soon). Audited in the project's
 * history.
 */
export async function changeMonitor(
  db: Db,
  staff: AuthUser,
  monitorGuid: string,
  change: MonitorChange,
): Promise<void> {
  const current = await findMonitor(db, monitorGuid);
  const min = change.expectedStatusMin ?? current.expectedStatusMin;
  const max = change.expectedStatusMax ?? current.expectedStatusMax;
  if (min > max) throw badRequest('expectedStatusMax: expectedStatusMax must not be below expectedStatusMin');
  const changes: Changes = {};
  const set: Record<string, string | number | null> = {};
  for (const [field, column] of Object.entries(FIELDS) as [keyof typeof FIELDS, string][]) {
    let value = change[field];
    if (value === undefined) continue;
    if (field === 'keyword' || field === 'name') value = value || null;
    if (value === current[field]) continue;
    changes[field] = { before: current[field], after: value };
    set[column] = typeof value === 'boolean' ? (value ? 1 : 0) : value;
  }
  if (Object.keys(changes).length === 0) return;
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('monitors').set(set).where('monitor_guid', '=', monitorGuid).execute();
    // What it checks changed: start again, and check soon (a new name changes nothing of the checks).
    if (Object.keys(changes).some((field) => field !== 'name')) {
      await trx
        .updateTable('monitor_status')
        .set({
          next_check_at: firstCheckAt(change.intervalSeconds ?? current.intervalSeconds),
          ...(change.url !== undefined ? { certificate_expires_at: null } : {}),
        })
        .where('monitor_guid', '=', monitorGuid)
        .execute();
    }
    await recordAudit(trx, {
      actor: staff,
      objectType: 'project',
      objectGuid: current.projectGuid,
      action: 'monitor changed',
      changes: { ...changes, monitor: { before: monitorGuid, after: monitorGuid } },
    });
  });
}
