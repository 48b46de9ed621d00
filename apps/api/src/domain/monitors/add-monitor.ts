import { randomUUID } from 'node:crypto';
import type { NewMonitor } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/time.js';
import { recordAudit } from '../audit/record-audit.js';
import type { AuthUser } from '../shared/auth-user.js';
import { requireProject } from '../projects/queries.js';
import { firstCheckAt, pendingStatus } from './queries.js';

/** A new monitor of a project, pending until its first check; audited in the project's history. */
export async function addMonitor(db: Db, staff: AuthUser, projectGuid: string, input: NewMonitor): Promise<string> {
  await requireProject(db, projectGuid);
  const monitorGuid = randomUUID();
  const values = {
    monitor_guid: monitorGuid,
    project_guid: projectGuid,
    name: input.name || null,
    url: input.url,
    expected_status_min: input.expectedStatusMin,
    expected_status_max: input.expectedStatusMax,
    keyword: input.keyword || null,
    interval_seconds: input.intervalSeconds,
    timeout_seconds: input.timeoutSeconds,
    ignore_tls_errors: input.ignoreTlsErrors ? 1 : 0,
    created_at: nowIso(),
  };
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('monitors').values(values).execute();
    await trx
      .insertInto('monitor_status')
      .values(pendingStatus(monitorGuid, firstCheckAt(input.intervalSeconds)))
      .execute();
    await recordAudit(trx, {
      actor: staff,
      objectType: 'project',
      objectGuid: projectGuid,
      action: 'monitor added',
      changes: { monitor: { before: null, after: { monitorGuid, ...input } } },
    });
  });
  return monitorGuid;
}
