import type { Db } from '../../src/db/database.js';
import type { CheckResult } from '../../src/domain/monitors/check.js';
import type { MonitorScheduler } from '../../src/domain/monitors/scheduler.js';

/** What a check of a site finds, for tests that drive the scheduler with a check of their own. */
export const SITE_UP: CheckResult = {
  isUp: true,
  statusCode: 200,
  responseMs: 40,
  error: null,
  certificateExpiresAt: null,
};
export const SITE_DOWN: CheckResult = {
  isUp: false,
  statusCode: 503,
  responseMs: 30,
  error: 'Status 503 (expected 200–399)',
  certificateExpiresAt: null,
};

/** Makes the monitor due at `at` (the scheduler's clock, set by the test) and runs the scheduler's due checks. */
export async function runCheckAt(
  db: Db,
  scheduler: Pick<MonitorScheduler, 'runDue'>,
  monitorGuid: string,
  at: Date,
): Promise<void> {
  await db
    .updateTable('monitor_status')
    .set({ next_check_at: at.toISOString() })
    .where('monitor_guid', '=', monitorGuid)
    .execute();
  await scheduler.runDue();
}
